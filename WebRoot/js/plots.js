// Plots: any state value of the current scene against any of its numeric parameters across
// the parameter's range, or against session time for an animation in flight. The samples
// come from the server (POST /api/frames, GET …/timeline), never from scene logic in the
// page; the marker follows the frames the session streams.

import { element } from "./dom.js";
import { fetchFrames, fetchTimeline, sweepTime } from "./frames-api.js";
import { LatestRequest } from "./latest-request.js";
import { PlotChart } from "./plot-chart.js";

const TIME = "@time";
// Samples per sweep: one per ~3 px of the panel's plot width (chosen).
const SWEEP_SAMPLES = 81;
const TIMELINE_SAMPLES = 81;

/** A state value as a number: numbers as they are, booleans as 0/1, anything else not at all. */
export function plottable(value) {
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "boolean") return value ? 1 : 0;
  return null;
}

function option(value, text) {
  return element("option", { value, text });
}

export class Plots {
  /**
   * @param container where the panel goes
   * @param sessionId () → the session watched
   * @param onError (message) → reports a failed request
   */
  constructor(container, sessionId, onError) {
    this.sessionId = sessionId;
    this.onError = onError;
    this.ySelect = element("select", {
      "data-plot": "y", "aria-label": "State value",
      onchange: () => {
        this.yChosen = this.ySelect.value;
        this.refresh(true);
      },
    });
    this.yChosen = null;
    this.xSelect = element("select", { "data-plot": "x", "aria-label": "Plotted against", onchange: () => this.refresh(true) });
    this.canvas = element("canvas", { className: "plot", "data-plot": "chart" });
    this.note = element("p", { className: "summary", "data-plot": "note" });
    container.append(element("div", { className: "plot-controls" }, [this.ySelect, element("span", { text: "vs" }), this.xSelect]), this.canvas, this.note);
    this.chart = new PlotChart(this.canvas);
    this.info = null;
    this.frame = null;
    // Whether the samples shown were asked for while the scene moved (see `refresh`).
    this.sweptWhileMoving = false;
    this.dataKey = null;
    this.loader = new LatestRequest(() => this.load());
    this.wasAnimating = false;
  }

  /** The scene (and so the choices) changed. */
  configure(sceneInfo) {
    // Another scene's curve goes at once: a scene with nothing to plot (template-tint's state
    // has no number) would otherwise keep showing the last scene's.
    if (!this.info || this.info.id !== sceneInfo.id) this.clear();
    this.info = sceneInfo;
    const numeric = (sceneInfo.parameters || []).filter((spec) => spec.kind === "number" || spec.kind === "integer");
    const previousX = this.xSelect.value;
    this.xSelect.replaceChildren(...numeric.map((spec) => option(spec.name, spec.label || spec.name)), option(TIME, "session time"));
    const axis = numeric.find((spec) => spec.axis) || numeric[0];
    this.xSelect.value = [...this.xSelect.options].some((item) => item.value === previousX) ? previousX : axis ? axis.name : TIME;
    this.yCandidates();
    this.dataKey = null;
    this.refresh();
  }

  /** An empty chart, without a curve or marker, until the new scene's samples come. */
  clear() {
    this.samples = null;
    this.dataKey = null;
    this.canvas.dataset.x = "";
    this.canvas.dataset.y = "";
    this.note.textContent = "";
    this.chart.setData([], [0, 0]);
    this.chart.setMarker(null);
  }

  /** The state keys that can be plotted; the person's choice kept, else the first number. */
  yCandidates() {
    const keys = (this.info && this.info.stateKeys) || [];
    const state = (this.frame && this.frame.state) || {};
    const usable = keys.filter((key) => !(key in state) || plottable(state[key]) !== null);
    this.ySelect.replaceChildren(...usable.map((key) => option(key, key)));
    if (!usable.length && this.info) this.note.textContent = "This scene's state has no number to plot.";
    // Keep the choice; else start with the first number (a boolean makes a dull first plot).
    const firstNumber = usable.find((key) => typeof state[key] === "number");
    if (usable.includes(this.yChosen)) this.ySelect.value = this.yChosen;
    else if (firstNumber) this.ySelect.value = firstNumber;
  }

  frameArrived(frame) {
    const newScene = !this.frame || this.frame.scene !== frame.scene;
    this.frame = frame;
    if (newScene) this.yCandidates();
    // A motion that starts is what a time plot is for: fetch it when it begins. A sweep drawn
    // while the scene was still moving (rows fading in) is fetched again once it rests.
    const started = frame.animating && !this.wasAnimating;
    this.wasAnimating = Boolean(frame.animating);
    const time = this.xSelect.value === TIME;
    this.refresh((started && time) || (!time && this.sweptWhileMoving && !frame.animating));
    this.updateMarker();
  }

  /** The request that describes the current plot; a change of it means new samples. */
  key() {
    const frame = this.frame;
    // The frame and the choices must be the same scene's (its frame can come just before its
    // description): until they are, there is nothing to ask for.
    if (!frame || !this.ySelect.value || !this.info || frame.scene !== this.info.id) return null;
    const x = this.xSelect.value;
    const y = this.ySelect.value;
    if (x === TIME) return JSON.stringify([y, "time", frame.scene, frame.device, frame.orientation]);
    const others = Object.entries(frame.params || {}).filter(([name]) => name !== x);
    return JSON.stringify([y, frame.scene, frame.device, frame.orientation, frame.keyboard, x, others]);
  }

  refresh(force = false) {
    const key = this.key();
    if (!key || (!force && key === this.dataKey)) {
      this.updateMarker();
      return;
    }
    this.dataKey = key;
    this.loader.request();
  }

  async load() {
    if (!this.key()) return;
    const frame = this.frame;
    const x = this.xSelect.value;
    const y = this.ySelect.value;
    // An answer that comes after a switch of scene is the old scene's: not drawn.
    const stillThisScene = () => this.info && this.info.id === frame.scene;
    try {
      if (x === TIME) {
        const answer = await fetchTimeline(this.sessionId(), { count: TIMELINE_SAMPLES, include: ["state"] });
        if (!stillThisScene()) return;
        this.samples = { x, y, frames: answer.frames, xRange: [answer.from, answer.to] };
        this.note.textContent = `${y} over ${(answer.to - answer.from).toFixed(2)} s of the session clock`;
      } else {
        const spec = (this.info.parameters || []).find((item) => item.name === x);
        const params = { ...(frame.params || {}) };
        delete params[x];
        this.sweptWhileMoving = Boolean(frame.animating);
        const answer = await fetchFrames({
          scene: frame.scene, device: frame.device, orientation: frame.orientation, keyboard: Array.isArray(frame.keyboard),
          params, sweep: { name: x, count: SWEEP_SAMPLES, time: sweepTime(frame) }, include: ["state"],
        });
        if (!stillThisScene()) return;
        this.samples = { x, y, frames: answer.frames, xRange: spec ? [spec.min, spec.max] : [0, 0] };
        this.note.textContent = `${y} across ${spec ? spec.label || x : x}, other parameters as now`;
      }
      this.draw();
    } catch (error) {
      this.onError(`plot: ${error.message}`);
    }
  }

  draw() {
    const { x, y, frames, xRange } = this.samples;
    const points = frames
      .map((item) => [x === TIME ? item.time : item.params[x], plottable((item.state || {})[y])])
      .filter(([px, py]) => typeof px === "number" && py !== null);
    this.canvas.dataset.x = x;
    this.canvas.dataset.y = y;
    this.chart.setData(points, xRange);
    this.updateMarker();
  }

  updateMarker() {
    const frame = this.frame;
    if (!frame || !this.samples) return;
    const { x, y } = this.samples;
    const markerX = x === TIME ? frame.time : (frame.params || {})[x];
    this.chart.setMarker({ x: markerX, y: plottable((frame.state || {})[y]) });
  }
}
