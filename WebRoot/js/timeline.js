// The transport for anything time-driven (a transition, an event's animation, a fling): play
// and pause, step one frame back or forward, loop, and the playback speed. The server owns
// the clock: pausing freezes session time, a step moves it by one frame interval (1/60 s),
// and at 0.25× the session clock runs at a quarter of wall time, so every frame of a slow
// motion is computed at its own time, never interpolated between fast ones.
// Keys (when no field has focus): K or Space play/pause, "," and "." step a frame back and
// forward (Shift: ten), L loops.

import { element } from "./dom.js";
import { formatNumber } from "./format.js";

// Shift-stepping moves this many frames at once (chosen: a sixth of a second at 60 frames/s).
const SHIFT_FRAMES = 10;

export class Timeline {
  /**
   * @param container where the controls go
   * @param send (body, errorSlot) → queues an input
   */
  constructor(container, send) {
    this.send = send;
    this.playback = { speed: 1, paused: false, loop: false };
    this.enabled = true;
    this.pause = button("playback-pause", "Pause", "Pause or play the session clock (K or Space)", "K Space", () => this.togglePause());
    this.back = button("playback-step-back", "◀ 1 frame", "Step back one frame (comma; Shift: ten)", ",", (event) => this.step(event.shiftKey ? -SHIFT_FRAMES : -1));
    this.forward = button("playback-step-forward", "1 frame ▶", "Step forward one frame (period; Shift: ten)", ".", (event) => this.step(event.shiftKey ? SHIFT_FRAMES : 1));
    this.loop = button("playback-loop", "Loop", "Replay the latest event's animation whenever it settles (L)", "L", () => this.toggleLoop());
    this.loop.setAttribute("aria-pressed", "false");
    this.pause.setAttribute("aria-pressed", "false");
    // The speeds on offer come with the session (`playbackLimits.speeds`): the server owns them.
    this.speed = element("select", { id: "playback-speed", "aria-label": "Playback speed" },
      [element("option", { value: "1", text: "1×", selected: true })]);
    this.offered = "1";
    this.speed.addEventListener("change", () => this.send({ playback: { speed: Number(this.speed.value) } }, "playback"));
    this.time = element("output", { id: "playback-time", className: "clock", "aria-live": "off", text: "t = 0 s" });
    container.append(
      element("div", { className: "transport", role: "group", "aria-label": "Transport" }, [this.pause, this.back, this.forward, this.loop]),
      element("div", { className: "transport" }, [
        element("label", { className: "field inline" }, [element("span", { className: "field-label", text: "Speed" }), this.speed]),
        this.time,
      ]));
    this.listening = new AbortController();
    document.addEventListener("keydown", (event) => this.shortcut(event), { signal: this.listening.signal });
  }

  dispose() {
    this.listening.abort();
  }

  togglePause() {
    this.send({ playback: { paused: !this.playback.paused } }, "playback");
  }

  step(frames) {
    this.send({ playback: { step: frames } }, "playback");
  }

  toggleLoop() {
    this.send({ playback: { loop: !this.playback.loop } }, "playback");
  }

  showSession(session) {
    this.playback = { speed: 1, paused: false, loop: false, ...(session.playback || {}) };
    const { paused, loop, speed } = this.playback;
    this.pause.textContent = paused ? "Play" : "Pause";
    this.pause.setAttribute("aria-pressed", String(Boolean(paused)));
    this.loop.setAttribute("aria-pressed", String(Boolean(loop)));
    const offered = ((session.playbackLimits && session.playbackLimits.speeds) || [1]).map(String);
    if (offered.join() !== this.offered) {
      this.offered = offered.join();
      this.speed.replaceChildren(...offered.map((text) => element("option", { value: text, text: `${text}×` })));
    }
    const value = String(speed);
    if (![...this.speed.options].some((option) => option.value === value)) {
      this.speed.append(element("option", { value, text: `${value}×` }));
    }
    this.speed.value = value;
  }

  showFrame(frame) {
    if (typeof frame.time !== "number") return;
    this.time.textContent = `t = ${formatNumber(frame.time)} s${frame.animating ? " · moving" : ""}`;
    this.time.dataset.time = String(frame.time);
  }

  setEnabled(enabled) {
    this.enabled = enabled;
    for (const control of [this.pause, this.back, this.forward, this.loop, this.speed]) control.disabled = !enabled;
  }

  shortcut(event) {
    if (!this.enabled || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const key = event.key;
    // Space belongs to a focused button or the screen; as a shortcut it only acts on the page.
    if (key === " " && event.target !== document.body) return;
    const action = {
      k: () => this.togglePause(), K: () => this.togglePause(), " ": () => this.togglePause(),
      ",": () => this.step(-1), "<": () => this.step(-SHIFT_FRAMES),
      ".": () => this.step(1), ">": () => this.step(SHIFT_FRAMES),
      l: () => this.toggleLoop(), L: () => this.toggleLoop(),
    }[key];
    if (!action) return;
    event.preventDefault();
    action();
  }
}

function button(id, text, title, keys, onclick) {
  return element("button", { type: "button", id, text, title, "aria-keyshortcuts": keys, onclick });
}

/** Keys typed into a field or a list belong to it. */
function isTyping(target) {
  return Boolean(target && target.closest && target.closest("input, select, textarea, [contenteditable], dialog"));
}
