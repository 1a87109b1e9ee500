// The controls a scene brings — its parameters, its tunables and its events — built again
// whenever the session's scene, device or orientation changes (ranges depend on the screen),
// and never for other session changes, so a control a person is using is not rebuilt under them.

import { EventPanel } from "./event-panel.js";
import { ParameterPanel } from "./parameter-panel.js";
import { splitTunables, TuningPanel } from "./tuning-panel.js";
import { ValuePanels } from "./value-panels.js";

export class SceneControls {
  /**
   * @param send (body) → queues an input
   * @param isBusy (name, frame) → must `frame` leave that control alone (accepted-inputs.js)?
   * @param sessionId () → the session whose tuning "Copy as Swift" asks for
   * @param sceneChanged (sceneInfo) → the other panels that depend on the scene (seeing.js)
   * @param reapplyControl () → the new controls enabled or not, as the page's control says
   * @param loadScenes (device, orientation) → the scene list for this screen
   */
  constructor(document, { send, isBusy, sessionId, sceneChanged, reapplyControl, loadScenes }) {
    this.parameters = new ParameterPanel(document.getElementById("parameters"), (changes) => send({ set: changes }));
    this.tuning = new TuningPanel(document.getElementById("tuning-section"), (changes) => send({ set: changes }), sessionId);
    this.events = new EventPanel(document.getElementById("events"), (name, args) => send({ event: name, args }));
    this.valuePanels = new ValuePanels([this.parameters, this.tuning.panel], isBusy);
    Object.assign(this, { sceneChanged, reapplyControl, loadScenes });
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

  setEnabled(enabled) {
    this.valuePanels.setEnabled(enabled);
    this.events.setEnabled(enabled);
  }

  /** The next session builds the controls again (a reconnect may reach another server). */
  forget() {
    this.layoutKey = null;
  }

  dispose() {
    this.parameters.dispose();
    this.tuning.dispose();
  }
}
