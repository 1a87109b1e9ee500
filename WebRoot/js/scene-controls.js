// The controls a scene brings — its parameters, its tunables and its events — built again
// whenever the session's scene, device or orientation changes (ranges depend on the screen),
// and never for other session changes, so a control a person is using is not rebuilt under them.

import { splitTunables } from "./tuning-panel.js";

export class SceneControls {
  /**
   * @param parameters the ParameterPanel of ordinary parameters
   * @param tuning the TuningPanel
   * @param events the EventPanel
   * @param sceneChanged (sceneInfo) → the other panels that depend on the scene (seeing.js)
   * @param reapplyControl () → the new controls enabled or not, as the page's control says
   * @param loadScenes (device, orientation) → the scene list for this screen
   */
  constructor({ parameters, tuning, events, sceneChanged, reapplyControl, loadScenes }) {
    Object.assign(this, { parameters, tuning, events, sceneChanged, reapplyControl, loadScenes });
    this.layoutKey = null;
  }

  sessionArrived(session) {
    const key = `${session.scene}|${session.device}|${session.orientation}`;
    if (key === this.layoutKey) return;
    this.layoutKey = key;
    const info = session.sceneInfo || {};
    const { ordinary, tunables } = splitTunables(info.parameters || []);
    this.parameters.build(ordinary, session.params || {});
    this.tuning.build(tunables, session.params || {});
    this.events.build(info.events || []);
    this.sceneChanged(info);
    this.reapplyControl();
    this.loadScenes(session.device, session.orientation);
  }

  /** The next session builds the controls again (a reconnect may reach another server). */
  forget() {
    this.layoutKey = null;
  }
}
