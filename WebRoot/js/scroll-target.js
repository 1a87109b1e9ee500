// What moving the screen means for the session's current scene: the parameter whose spec
// carries `axis` ("x" or "y") is the scroll offset, and the scene's `drag(offset)` and
// `release(velocityX|velocityY)` events (when it has them) hand a finger's motion to the
// server's scroll model (docs/physics.md), which rubber-bands past the edges and decelerates,
// pages or snaps after release. Without those events the offset is `set` within its range.

export class ScrollTarget {
  /** The scene's scroll target, or null when no parameter is marked with an axis. */
  static from(sceneInfo) {
    const parameters = (sceneInfo && sceneInfo.parameters) || [];
    const spec = parameters.find((item) => (item.axis === "x" || item.axis === "y") && item.kind === "number");
    return spec ? new ScrollTarget(spec, (sceneInfo && sceneInfo.events) || []) : null;
  }

  constructor(spec, events) {
    this.spec = spec;
    this.axis = spec.axis;
    const release = events.find((event) => event.name === "release");
    const argument = release && (release.args || []).find((arg) => arg.kind === "number" && /^velocity/i.test(arg.name));
    this.release = release && argument && release.args.length === 1 ? argument : null;
    const drag = events.find((event) => event.name === "drag");
    const offset = drag && (drag.args || []).find((arg) => arg.name === "offset" && arg.kind === "number");
    this.drag = drag && offset && drag.args.length === 1 ? offset : null;
  }

  /** The range an offset may take: the drag event's (past the edges) or the parameter's. */
  get bounds() {
    const range = this.drag || this.spec;
    return { min: range.min, max: range.max };
  }

  /** The content at `offset` (unconstrained: the scene rubber-bands it). [body, options] */
  offsetInput(offset) {
    const { min, max } = this.bounds;
    const value = clamp(offset, min, max);
    if (this.drag) return [{ event: "drag", args: { offset: value } }, { replaceable: true }];
    return [{ set: { [this.spec.name]: value } }, {}];
  }

  /** The finger lifts at `perSecond` points per second; null when the scene has no release. */
  releaseInput(perSecond) {
    if (!this.release) return null;
    // The argument's unit says how the scene wants it: UIScrollView reports points per
    // millisecond to scrollViewWillEndDragging (docs/physics.md), most code uses per second.
    const velocity = /ms/.test(this.release.unit || "") ? perSecond / 1000 : perSecond;
    return { event: "release", args: { [this.release.name]: clamp(velocity, this.release.min, this.release.max) } };
  }
}

export function clamp(value, low, high) {
  return Math.min(Math.max(value, Number.isFinite(low) ? low : value), Number.isFinite(high) ? high : value);
}
