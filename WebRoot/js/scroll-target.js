// What moving the screen means for the session's current scene, as the server describes it in
// the scene's `gesture`: the parameter a drag moves and along which axis, the event that hands
// a finger's offset to the server's scroll model (which rubber-bands past the edges), and the
// event a release goes to with the factor that converts points per second into its unit. The
// page guesses nothing; without a drag event the offset is `set` within its range.

export class ScrollTarget {
  /** Every value a finger can move in the scene (`gestures`), the primary one first. */
  static all(sceneInfo) {
    const parameters = (sceneInfo && sceneInfo.parameters) || [];
    const events = (sceneInfo && sceneInfo.events) || [];
    return ((sceneInfo && sceneInfo.gestures) || []).flatMap((gesture) => {
      const spec = parameters.find((item) => item.name === gesture.parameter);
      return spec ? [new ScrollTarget(spec, gesture, events)] : [];
    });
  }

  constructor(spec, gesture, events) {
    this.spec = spec;
    this.axis = gesture.axis;
    this.gesture = gesture;
    const argumentOf = (part) => {
      const event = part && events.find((item) => item.name === part.event);
      return event && (event.args || []).find((arg) => arg.name === part.argument);
    };
    this.dragRange = gesture.drag ? argumentOf(gesture.drag) : null;
  }

  /** The range an offset may take: the drag event's (past the edges) or the parameter's. */
  get bounds() {
    const range = this.dragRange || this.spec;
    return { min: range.min, max: range.max };
  }

  /** The content at `offset` (the scene rubber-bands it). [body, options] */
  offsetInput(offset) {
    const { drag } = this.gesture;
    if (drag) return [{ event: drag.event, args: { [drag.argument]: offset }, fit: true }, { replaceable: true }];
    return [{ set: { [this.spec.name]: offset }, fit: true }, {}];
  }

  /** The finger lifts at `perSecond` points per second; null when the scene has no release. */
  releaseInput(perSecond) {
    const { release } = this.gesture;
    if (!release) return null;
    // `fit`: a flick faster than the scene takes is held at its limit by the server.
    return { event: release.event, args: { [release.argument]: perSecond * release.scale }, fit: true };
  }
}

export function clamp(value, low, high) {
  return Math.min(Math.max(value, Number.isFinite(low) ? low : value), Number.isFinite(high) ? high : value);
}
