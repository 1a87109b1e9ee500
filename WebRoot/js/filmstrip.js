// The filmstrip: thumbnails of the scene at evenly spaced values of one numeric parameter
// (a scroll offset, or a transition's time), computed by the server in one batch
// (POST /api/frames). Clicking one sets the session's parameter to that value.

import { element } from "./dom.js";
import { fetchFrames, sweepTime } from "./frames-api.js";
import { LatestRequest } from "./latest-request.js";
import { onPlaceholderLoaded } from "./placeholder.js";
import { paintScreen } from "./screen-painter.js";

// Seven frames fit under the device at the page's usual width and still show a motion's
// shape (chosen).
const COUNT = 7;
// Thumbnail height in CSS pixels (chosen: large enough to recognise a layout).
const THUMB_HEIGHT = 96;

export class Filmstrip {
  /**
   * @param container where the strip goes
   * @param send (body) → queues an input for the session
   * @param onError (message) → reports a failed request
   */
  constructor(container, send, onError) {
    this.send = send;
    this.onError = onError;
    this.select = element("select", { "data-film": "param", "aria-label": "Filmstrip parameter", onchange: () => this.refresh(true) });
    this.row = element("div", { className: "filmstrip-row", "data-film": "row" });
    container.append(element("div", { className: "filmstrip-head" }, [element("span", { className: "field-label", text: "Filmstrip" }), this.select]), this.row);
    this.frame = null;
    // Whether the samples shown were asked for while the scene moved (see `refresh`).
    this.sweptWhileMoving = false;
    this.device = null;
    this.info = null;
    this.key = null;
    this.thumbs = [];
    this.enabled = false;
    this.loader = new LatestRequest(() => this.load());
    this.stopPlaceholders = onPlaceholderLoaded(() => this.paintAll());
  }

  dispose() {
    this.stopPlaceholders();
  }

  configure(sceneInfo) {
    this.info = sceneInfo;
    const numeric = (sceneInfo.parameters || []).filter((spec) => spec.kind === "number" || spec.kind === "integer");
    const previous = this.select.value;
    this.select.replaceChildren(...numeric.map((spec) => element("option", { value: spec.name, text: spec.label || spec.name })));
    const axis = numeric.find((spec) => spec.axis) || numeric.find((spec) => spec.name === "time") || numeric[0];
    if (numeric.some((spec) => spec.name === previous)) this.select.value = previous;
    else if (axis) this.select.value = axis.name;
    // Another scene's thumbnails go at once: a scene with no number to sweep (template-tint)
    // would otherwise keep showing the last scene's.
    if (sceneInfo.id !== this.sceneId) this.build("", "", []);
    // The frames shown and the parameters offered must be the same scene's; until they are,
    // nothing is asked (a scene's frame can be drawn just before its description arrives).
    this.sceneId = sceneInfo.id;
    this.key = null;
    this.refresh(false);
  }

  setEnabled(enabled) {
    this.enabled = enabled;
    for (const thumb of this.thumbs) thumb.button.disabled = !enabled;
  }

  show(frame, device) {
    this.frame = frame;
    this.device = device;
    this.refresh(false);
    this.markCurrent();
  }

  refresh(force) {
    const frame = this.frame;
    const name = this.select.value;
    if (!frame || !name || frame.scene !== this.sceneId) return;
    const others = Object.entries(frame.params || {}).filter(([key]) => key !== name);
    const key = JSON.stringify([frame.scene, frame.device, frame.orientation, frame.keyboard, name, others]);
    // Thumbnails drawn while the scene was still moving (rows fading in) are drawn again once
    // it rests.
    const settled = this.sweptWhileMoving && !frame.animating;
    if (!force && !settled && key === this.key) return;
    this.key = key;
    this.loader.request();
  }

  async load() {
    const frame = this.frame;
    const name = this.select.value;
    if (!frame || !name || frame.scene !== this.sceneId) return;
    const params = { ...(frame.params || {}) };
    delete params[name];
    this.sweptWhileMoving = Boolean(frame.animating);
    try {
      const answer = await fetchFrames({
        scene: frame.scene, device: frame.device, orientation: frame.orientation, keyboard: Array.isArray(frame.keyboard),
        // At the session's time: a scene that fades its rows in after it is built (parallax-list)
        // showed blank thumbnails drawn at time 0.
        params, sweep: { name, count: COUNT, time: sweepTime(frame) }, include: ["nodes"],
      });
      // An answer for the scene before a switch is not this scene's strip.
      if (answer.scene !== this.sceneId) return;
      const shared = { size: answer.size, orientation: answer.orientation, scene: answer.scene, keyboard: answer.keyboard };
      this.build(name, answer.device, answer.frames.map((item) => ({ ...item, ...shared })));
    } catch (error) {
      this.onError(`filmstrip: ${error.message}`);
    }
  }

  build(name, device, frames) {
    this.thumbs = frames.map((thumbFrame) => {
      const value = thumbFrame.params[name];
      const canvas = element("canvas", { className: "thumb" });
      const button = element("button", {
        type: "button", className: "film-frame", "data-value": String(value), title: `${name} = ${value}`,
        disabled: !this.enabled, onclick: () => this.send({ set: { [name]: value } }),
      }, [canvas, element("span", { text: String(Number(value.toFixed(2))) })]);
      return { button, canvas, frame: thumbFrame, value };
    });
    this.row.replaceChildren(...this.thumbs.map((thumb) => thumb.button));
    this.row.dataset.filmParam = name;
    this.row.dataset.device = device;
    this.paintAll();
    this.markCurrent();
  }

  paintAll() {
    for (const thumb of this.thumbs) this.paint(thumb);
  }

  paint({ canvas, frame }) {
    const [width, height] = frame.size;
    const cssScale = THUMB_HEIGHT / height;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * cssScale * ratio);
    canvas.height = Math.round(THUMB_HEIGHT * ratio);
    canvas.style.width = `${Math.round(width * cssScale)}px`;
    canvas.style.height = `${THUMB_HEIGHT}px`;
    const ctx = canvas.getContext("2d", { willReadFrequently: true });
    const pixelScale = canvas.height / height;
    ctx.setTransform(pixelScale, 0, 0, pixelScale, 0, 0);
    paintScreen(ctx, frame, this.device, { deviceFrame: false }, pixelScale);
  }

  /** Marks the thumbnail nearest to the session's current value. */
  markCurrent() {
    const current = this.frame && (this.frame.params || {})[this.row.dataset.filmParam];
    let nearest = null;
    for (const thumb of this.thumbs) {
      if (nearest === null || Math.abs(thumb.value - current) < Math.abs(nearest.value - current)) nearest = thumb;
    }
    for (const thumb of this.thumbs) thumb.button.setAttribute("aria-current", String(thumb === nearest));
  }
}
