// A mouse wheel or a trackpad over the device screen scrolls it too: each wheel gesture is a
// drag whose offset moves by the wheel's deltas (rubber-banding past the edges on the server),
// and it is let go with no velocity once the deltas stop — the browser and the OS already
// deliver a trackpad's momentum as more wheel deltas, so a second fling would double it.

import { clamp } from "./scroll-target.js";

// A pause between wheel events this long ends the gesture: momentum events from a trackpad
// arrive every frame (~16 ms), and mouse-wheel notches in one spin within ~100 ms (chosen).
const GESTURE_END_MS = 150;
// deltaMode 1 counts lines: 40 px a line, Chromium's own scroll step for a line (chosen to match).
const LINE_PX = 40;

export class CanvasWheel {
  /**
   * @param startValue () → the offset the session shows now
   * @param send (body, options) → queues an input
   */
  constructor(canvas, startValue, send) {
    this.canvas = canvas;
    this.startValue = startValue;
    this.send = send;
    this.target = null;
    this.gesture = null;
    this.timer = null;
    this.listening = new AbortController();
    canvas.addEventListener("wheel", (event) => this.wheel(event), { passive: false, signal: this.listening.signal });
  }

  /** No more wheel gestures; one under way ends without its release. */
  dispose() {
    this.listening.abort();
    clearTimeout(this.timer);
    this.gesture = null;
  }

  configure(target) {
    this.target = target;
    this.gesture = null;
    clearTimeout(this.timer);
  }

  wheel(event) {
    if (!this.target) return;
    const delta = this.delta(event);
    if (delta === 0) return;
    event.preventDefault();
    if (!this.gesture) this.gesture = { offset: this.startValue() };
    const { min, max } = this.target.bounds;
    // CSS pixels of wheel travel are points on the simulated screen, as a page on the phone
    // would scroll by them. The running total is gesture state, kept inside the range the
    // server gave (so turning the wheel back moves the content at once); it checks no value.
    this.gesture.offset = clamp(this.gesture.offset + delta, min, max);
    const [body, options] = this.target.offsetInput(this.gesture.offset);
    this.send(body, options);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.end(), GESTURE_END_MS);
  }

  end() {
    this.gesture = null;
    const release = this.target && this.target.releaseInput(0);
    if (release) this.send(release);
  }

  delta(event) {
    const unit = event.deltaMode === 1 ? LINE_PX : event.deltaMode === 2 ? this.pageLength() : 1;
    // A plain wheel only has deltaY; on a horizontal scroller it scrolls sideways, as browsers do.
    const raw = this.target.axis === "x" ? (event.deltaX || event.deltaY) : event.deltaY;
    return raw * unit;
  }

  pageLength() {
    const rect = this.canvas.getBoundingClientRect();
    return this.target.axis === "x" ? rect.width : rect.height;
  }
}
