// Dragging the device screen moves the scene's scroll offset, like a finger (mouse, touch and
// pen alike, through pointer events). The pointer's travel in points is sent as the scene's
// `drag(offset)`; on release the flick's velocity goes to `release`, and the page then shows
// the fling as the server streams it (scroll-target.js says which inputs a scene takes).
// A drag sends at most one offset per animation frame (the newest), and the App's sender keeps
// one request in flight and merges what waits, so a fast drag never floods the server.

import { CanvasKeys } from "./canvas-keys.js";
import { CanvasWheel } from "./canvas-wheel.js";
import { ScrollTarget } from "./scroll-target.js";

// A scene with a value for each axis (a carousel and its card's list) takes the one the finger
// moves along: the axis is chosen once the pointer has travelled this far, as UIScrollView's
// direction lock decides (chosen: about a fingertip's jitter).
const AXIS_LOCK_PX = 8;

// How far back the release velocity looks: long enough to smooth pointer jitter, short
// enough that a drag that stopped before lifting reads as no flick (chosen; UIKit's own
// window is not documented).
const VELOCITY_WINDOW_MS = 100;

export class CanvasDrag {
  /**
   * @param canvas the device screen
   * @param pointsPerCssPixel () → screen points per CSS pixel right now
   * @param currentValue (name) → the session's value of a parameter
   * @param send (body, options) → queues an input
   */
  constructor(canvas, pointsPerCssPixel, currentValue, send) {
    this.canvas = canvas;
    this.pointsPerCssPixel = pointsPerCssPixel;
    this.currentValue = currentValue;
    this.send = send;
    this.targets = [];
    this.target = null;
    this.drag = null;
    this.enabled = false;
    this.wheel = new CanvasWheel(canvas, () => this.startValue(), (body, options) => this.send(body, options));
    this.keys = new CanvasKeys(canvas, currentValue, (axis) => this.screenLength(axis), (body) => this.send(body));
    // The canvas is the page's: its listeners are released by dispose, not with an element of ours.
    this.listening = new AbortController();
    const { signal } = this.listening;
    canvas.addEventListener("pointerdown", (event) => this.down(event), { signal });
    canvas.addEventListener("pointermove", (event) => this.move(event), { signal });
    canvas.addEventListener("pointerup", (event) => this.up(event), { signal });
    canvas.addEventListener("pointercancel", (event) => this.cancel(event), { signal });
  }

  dispose() {
    this.listening.abort();
    this.wheel.dispose();
    this.keys.dispose();
    this.drag = null;
  }

  /** Uses the values the scene says a finger moves (its `gestures`); the wheel and the keys move the first. */
  configure(sceneInfo, enabled) {
    this.targets = ScrollTarget.all(sceneInfo);
    this.target = this.targets[0] || null;
    this.enabled = enabled;
    this.drag = null;
    this.wheel.configure(enabled ? this.target : null);
    this.keys.configure(enabled ? this.target : null);
    const draggable = Boolean(this.target) && enabled;
    this.canvas.classList.toggle("draggable", draggable);
    this.canvas.dataset.axis = draggable ? [...new Set(this.targets.map((target) => target.axis))].join("") : "";
  }

  startValue(target = this.target) {
    const spec = target.spec;
    const value = Number(this.currentValue(spec.name) ?? spec.default);
    return Number.isFinite(value) ? value : 0;
  }

  down(event) {
    // One finger scrolls; a second one (or a right button) is ignored, as UIScrollView's pan does.
    if (!this.target || !this.enabled || this.drag || !event.isPrimary || event.button !== 0) return;
    this.drag = {
      pointerId: event.pointerId, down: { x: event.clientX, y: event.clientY }, target: null, start: 0,
      startValue: 0, samples: [], moved: false, pending: null, frameRequested: false,
    };
    this.canvas.setPointerCapture(event.pointerId);
    // Keys scroll it from now on; a ring only where the browser would show one for a click.
    this.canvas.focus({ preventScroll: true, focusVisible: false });
    event.preventDefault();
    // With one value to move the finger holds it at once; with one per axis, once it has moved.
    if (this.targets.length === 1) this.grab(this.drag, this.target);
  }

  /** The drag takes `target`; touching a moving list stops it where it is shown, as a finger on a flung scroll view does. */
  grab(drag, target) {
    drag.target = target;
    drag.start = target.axis === "x" ? drag.down.x : drag.down.y;
    drag.startValue = this.startValue(target);
    if (target.drag) this.sendOffset(target, drag.startValue);
  }

  /** The target along the axis the finger has mostly moved, once it has moved far enough. */
  lockAxis(drag, event) {
    const dx = Math.abs(event.clientX - drag.down.x);
    const dy = Math.abs(event.clientY - drag.down.y);
    if (Math.max(dx, dy) < AXIS_LOCK_PX) return;
    const axis = dx > dy ? "x" : "y";
    this.grab(drag, this.targets.find((target) => target.axis === axis) || this.target);
  }

  move(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    if (!drag.target) this.lockAxis(drag, event);
    if (!drag.target) return;
    // Coalesced events carry the pointer's full path at its own rate, for a steadier velocity.
    const events = typeof event.getCoalescedEvents === "function" ? event.getCoalescedEvents() : [];
    for (const sample of events.length ? events : [event]) {
      drag.samples.push({ time: sample.timeStamp, value: this.valueAt(sample) });
    }
    while (drag.samples.length > 2 && event.timeStamp - drag.samples[0].time > VELOCITY_WINDOW_MS) drag.samples.shift();
    drag.moved = true;
    drag.pending = this.valueAt(event);
    if (!drag.frameRequested) {
      drag.frameRequested = true;
      requestAnimationFrame(() => this.flush(drag));
    }
  }

  /** Sends the newest offset of `drag` (if it has one waiting). */
  flush(drag) {
    drag.frameRequested = false;
    if (drag.pending === null) return;
    this.sendOffset(drag.target, drag.pending);
    drag.pending = null;
  }

  up(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    this.drag = null;
    if (!drag.target) return;
    // The finger's last position goes out before the release, in order.
    this.flush(drag);
    const release = drag.target.releaseInput(velocity(drag.samples, event.timeStamp));
    if (release) this.send(release);
  }

  cancel(event) {
    const drag = this.drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    this.drag = null;
    if (!drag.target) return;
    // The system took the pointer: let go without a flick.
    this.flush(drag);
    const release = drag.target.releaseInput(0);
    if (release) this.send(release);
  }

  /** The offset a pointer position puts the content at: the start value plus the travel. */
  valueAt(event) {
    const drag = this.drag;
    const position = drag.target.axis === "x" ? event.clientX : event.clientY;
    // Unbounded: the server holds an offset past the drag's range at its limit (`fit`).
    return drag.startValue + (drag.start - position) * this.pointsPerCssPixel();
  }

  sendOffset(target, value) {
    const [body, options] = target.offsetInput(value);
    this.send(body, options);
  }

  /** The screen's length along `axis` in points, from its size on the page. */
  screenLength(axis) {
    const rect = this.canvas.getBoundingClientRect();
    return (axis === "x" ? rect.width : rect.height) * this.pointsPerCssPixel();
  }
}

/** Points per second over the samples in the window before `now`; 0 for too few samples. */
function velocity(samples, now) {
  const recent = samples.filter((sample) => now - sample.time <= VELOCITY_WINDOW_MS);
  if (recent.length < 2) return 0;
  const first = recent[0];
  const last = recent[recent.length - 1];
  const seconds = (last.time - first.time) / 1000;
  return seconds > 0 ? (last.value - first.value) / seconds : 0;
}
