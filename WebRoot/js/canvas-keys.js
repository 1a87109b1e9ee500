// The device screen takes keyboard focus, and its arrow keys scroll it as a browser page
// scrolls: 40 points a press, a screen less 40 with Shift (or Page Up/Down), the ends with
// Home and End. Each press sets the scroll offset within its range, so anything a drag can
// reach, the keyboard can reach too.


// Chromium scrolls a page 40 px per arrow press and keeps 40 px of overlap on a page step.
const ARROW_POINTS = 40;
// Presses faster than the session's frames build on the value last sent, not the stale one on
// screen; after this long the session's own value is trusted again (chosen: far longer than a
// round trip and a frame on any network a preview runs on, so a refused value is not kept).
const PENDING_MS = 1000;

export class CanvasKeys {
  /**
   * @param currentValue (name) → the session's value of a parameter
   * @param screenLength (axis) → the screen's length along an axis, in points
   * @param send (body) → queues an input
   */
  constructor(canvas, currentValue, screenLength, send) {
    this.canvas = canvas;
    this.currentValue = currentValue;
    this.screenLength = screenLength;
    this.send = send;
    this.target = null;
    this.sent = null;
    canvas.tabIndex = 0;
    this.listening = new AbortController();
    canvas.addEventListener("keydown", (event) => this.keydown(event), { signal: this.listening.signal });
  }

  dispose() {
    this.listening.abort();
  }

  configure(target) {
    this.target = target;
    this.sent = null;
    const hint = target ? `arrow keys scroll ${target.axis === "x" ? "sideways" : "up and down"}` : "";
    this.canvas.setAttribute("aria-label", ["Device screen", hint].filter(Boolean).join(": "));
  }

  keydown(event) {
    if (!this.target || event.altKey || event.ctrlKey || event.metaKey) return;
    const distance = this.distance(event);
    if (distance === null) return;
    event.preventDefault();
    const spec = this.target.spec;
    const shown = Number(this.currentValue(spec.name) ?? spec.default);
    const pending = this.sent && this.sent.value !== shown && performance.now() - this.sent.at < PENDING_MS;
    const current = pending ? this.sent.value : shown;
    // Past an end the server holds the value at the end (`fit`).
    const value = event.key === "Home" ? spec.min : event.key === "End" ? spec.max : current + distance;
    this.sent = { value, at: performance.now() };
    this.send({ set: { [spec.name]: value }, fit: true });
  }

  /** Points the key moves the content along the axis, or null for other keys. */
  distance(event) {
    const page = Math.max(ARROW_POINTS, this.screenLength(this.target.axis) - ARROW_POINTS);
    const forward = this.target.axis === "x" ? "ArrowRight" : "ArrowDown";
    const back = this.target.axis === "x" ? "ArrowLeft" : "ArrowUp";
    const step = event.shiftKey ? page : ARROW_POINTS;
    switch (event.key) {
      case forward: return step;
      case back: return -step;
      case "PageDown": return page;
      case "PageUp": return -page;
      case "Home": case "End": return 0;
      default: return null;
    }
  }
}
