// Dragging the device screen moves the scene's scroll offset, like a finger. The parameter
// whose spec carries `axis` ("x" or "y") names the offset; the pointer's travel in points is
// sent as the scene's `drag(offset)` event when it has one (the scene then rubber-bands past
// the edges), else as a `set` of that parameter within its range. On release the scene's
// `release(velocityX|velocityY)` event gets the flick's velocity, so scenes that page or
// decelerate settle as UIScrollView would (docs/physics.md).

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
    this.spec = null;
    this.release = null;
    this.drag = null;
    this.enabled = false;
    canvas.addEventListener("pointerdown", (event) => this.down(event));
    canvas.addEventListener("pointermove", (event) => this.move(event));
    canvas.addEventListener("pointerup", (event) => this.up(event));
    canvas.addEventListener("pointercancel", () => { this.drag = null; });
  }

  /** Uses the scene's draggable parameter (if any) and its `release` event (if any). */
  configure(sceneInfo, enabled) {
    const parameters = (sceneInfo && sceneInfo.parameters) || [];
    this.spec = parameters.find((spec) => (spec.axis === "x" || spec.axis === "y") && spec.kind === "number") || null;
    const events = (sceneInfo && sceneInfo.events) || [];
    const release = events.find((event) => event.name === "release");
    const argument = release && (release.args || []).find((arg) => arg.kind === "number" && /^velocity/i.test(arg.name));
    this.release = release && argument && release.args.length === 1 ? argument : null;
    const drag = events.find((event) => event.name === "drag");
    const offset = drag && (drag.args || []).find((arg) => arg.name === "offset" && arg.kind === "number");
    this.dragOffset = drag && offset && drag.args.length === 1 ? offset : null;
    this.enabled = enabled;
    this.drag = null;
    this.canvas.classList.toggle("draggable", Boolean(this.spec) && enabled);
  }

  down(event) {
    if (!this.spec || !this.enabled || event.button !== 0) return;
    const value = Number(this.currentValue(this.spec.name) ?? this.spec.default);
    this.drag = { start: this.position(event), startValue: Number.isFinite(value) ? value : 0, samples: [] };
    this.canvas.setPointerCapture(event.pointerId);
    event.preventDefault();
  }

  move(event) {
    if (!this.drag) return;
    const travelled = (this.drag.start - this.position(event)) * this.pointsPerCssPixel();
    const bounds = this.dragOffset || this.spec;
    const value = clamp(this.drag.startValue + travelled, bounds.min, bounds.max);
    this.drag.samples.push({ time: event.timeStamp, value });
    while (this.drag.samples.length > 2 && event.timeStamp - this.drag.samples[0].time > VELOCITY_WINDOW_MS) {
      this.drag.samples.shift();
    }
    if (this.dragOffset) this.send({ event: "drag", args: { offset: value } }, { replaceable: true });
    else this.send({ set: { [this.spec.name]: value } });
  }

  up(event) {
    const drag = this.drag;
    this.drag = null;
    if (!drag || !this.release) return;
    const samples = drag.samples.filter((sample) => event.timeStamp - sample.time <= VELOCITY_WINDOW_MS);
    let perSecond = 0;
    if (samples.length >= 2) {
      const first = samples[0];
      const last = samples[samples.length - 1];
      const seconds = (last.time - first.time) / 1000;
      perSecond = seconds > 0 ? (last.value - first.value) / seconds : 0;
    }
    // The argument's unit says how the scene wants it: UIScrollView reports points per
    // millisecond to scrollViewWillEndDragging (docs/physics.md), most code uses per second.
    const velocity = /ms/.test(this.release.unit || "") ? perSecond / 1000 : perSecond;
    const bounded = clamp(velocity, this.release.min, this.release.max);
    this.send({ event: "release", args: { [this.release.name]: bounded } });
  }

  position(event) {
    return this.spec.axis === "x" ? event.clientX : event.clientY;
  }
}

function clamp(value, low, high) {
  return Math.min(Math.max(value, Number.isFinite(low) ? low : value), Number.isFinite(high) ? high : value);
}
