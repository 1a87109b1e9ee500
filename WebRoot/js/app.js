// The page's composition root: creates the modules and wires each to the few functions it
// needs. It holds no state and makes no decision of its own: keeping in step with the session is
// session-follower.js's, a reconnect reconnection.js's, a new server restart-recovery.js's, an
// answered input input-outcome-presenter.js's, and who may drive the session control-switch.js's.

import { AcceptedInputs } from "./accepted-inputs.js";
import { eventStreamUrl } from "./api.js";
import { CanvasDrag } from "./canvas-drag.js";
import { Connection } from "./connection.js";
import { ControlSwitch } from "./control-switch.js";
import { ControlToken } from "./control-token.js";
import { DevOverlay } from "./dev-overlay.js";
import { DeviceCatalog } from "./device-catalog.js";
import { DeviceScreen } from "./device-screen.js";
import { loadSceneFonts } from "./fonts.js";
import { FrameInspectors } from "./frame-inspectors.js";
import { hapticCue } from "./haptic.js";
import { Header } from "./header.js";
import { InputOutcomePresenter } from "./input-outcome-presenter.js";
import { InputSender } from "./input-sender.js";
import { Instrument } from "./instrument.js";
import { Messages } from "./messages.js";
import { Pickers } from "./pickers.js";
import { Reconnection } from "./reconnection.js";
import { RestartRecovery } from "./restart-recovery.js";
import { Restorer } from "./restorer.js";
import { SceneControls } from "./scene-controls.js";
import { SceneList } from "./scene-list.js";
import { Seeing } from "./seeing.js";
import { SessionFollower } from "./session-follower.js";
import { withRememberedView } from "./settings.js";
import { Stage } from "./stage.js";
import { addressState, readUrlState, UrlWriter } from "./url-state.js";

export class App {
  constructor(document) {
    const wanted = withRememberedView(readUrlState());
    const sessionId = wanted.session;
    // Read lazily by the modules below: the follower is made last, once all its listeners exist.
    const shown = () => ({ session: follower.session, frame: follower.frame });
    const sceneInfo = () => (follower.session && follower.session.sceneInfo) || {};
    // Every input a person makes goes through here: only while the page drives the session.
    const input = (body, options) => send(body, options);

    const messages = new Messages(document.getElementById("messages"));
    const report = (message) => messages.error(message);
    const header = new Header(document);
    header.sessionId.textContent = sessionId;
    const stage = new Stage(document.getElementById("screen"), document.getElementById("device"));
    const screen = new DeviceScreen(stage, document.getElementById("stage-caption"));
    const canvasDrag = new CanvasDrag(document.getElementById("screen"), () => stage.pointsPerCssPixel(),
      (name) => ((follower.frame && follower.frame.params) || {})[name], input);
    const inspectors = new FrameInspectors(document, () => sceneInfo().stateKeys || []);
    const pickers = new Pickers(document, (body) => input(body));
    const token = new ControlToken(sessionId, wanted.controlToken, {
      onControl: (controlling) => control.set(controlling),
      announce: (message) => messages.add(message),
    });
    const instrument = new Instrument(document, {
      send: (body) => input(body),
      current: () => ({ sessionId, token: token.token, controlling: control.controlling, ...shown() }),
      takeControl: (taken) => token.take(taken),
    });
    const seeing = new Seeing(document, stage, {
      frame: () => follower.frame,
      sessionId: () => sessionId,
      send: (body) => input(body),
      report,
    });
    const sender = new InputSender((body) => seeing.timed(() => token.post(body)), (outcome) => outcomes.settled(outcome));
    const accepted = new AcceptedInputs((name) => sender.hasPendingSet(name));
    const sceneList = new SceneList((scenes) => pickers.showScenes(scenes), report);
    const sceneControls = new SceneControls(document, {
      send: input,
      isBusy: (name, frame) => accepted.isBusy(name, frame),
      sessionId: () => sessionId,
      sceneChanged: (info) => seeing.sceneChanged(info),
      reapplyControl: () => control.reapply(),
      loadScenes: (device, orientation) => sceneList.load(device, orientation),
    });
    const { valuePanels, events } = sceneControls;
    const control = new ControlSwitch([
      (controlling) => header.showViewOnly(!controlling),
      (controlling) => sceneControls.setEnabled(controlling),
      (controlling) => pickers.setEnabled(controlling),
      (controlling) => canvasDrag.configure(follower.session && follower.session.sceneInfo, controlling),
      (controlling) => seeing.setControl(controlling),
      (controlling) => instrument.setControl(controlling),
    ]);
    const send = control.whileControlling((body, options) => sender.enqueue(body, options));
    const outcomes = new InputOutcomePresenter({ messages, accepted, valuePanels, events, pickers, shown });
    const restorer = new Restorer(wanted, input);
    const recovery = new RestartRecovery({
      messages, restorer,
      forgetAccepted: () => accepted.clear(),
      shownAddress: () => (follower.frame ? addressState(sessionId, follower.session, follower.frame) : null),
    });
    const devices = new DeviceCatalog([
      (list) => pickers.showDevices(list),
      (list) => seeing.devicesLoaded(list),
      (list) => screen.devicesLoaded(list),
    ], report);
    const urlWriter = new UrlWriter();
    const follower = new SessionFollower({
      onRestart: (session) => recovery.restarted(session),
      sessionListeners: [
        (session) => header.showSession(session),
        (session) => pickers.showSession(session),
        (session) => sceneControls.sessionArrived(session),
        (session) => instrument.sessionChanged(session),
        (session) => restorer.sessionKnown(session),
      ],
      frameListeners: [
        (frame) => screen.show(frame),
        (frame) => seeing.frameArrived(frame),
        (frame) => instrument.frameArrived(frame),
        hapticCue((style) => header.pulseHaptic(style), stage.canvas),
        (frame) => valuePanels.showFrame(frame),
        (frame) => inspectors.show(frame),
        (frame) => urlWriter.write(addressState(sessionId, follower.session, frame)),
      ],
    });
    const reconnection = new Reconnection({
      messages,
      showStatus: (status) => header.showStatus(status),
      connectionLost: () => recovery.connectionLost(),
      forgetShown: () => {
        sceneControls.forget();
        sceneList.forget();
      },
      refresh: () => Promise.all([token.refresh(), devices.load()]),
      token: () => token.token,
      session: () => follower.session,
      restarted: (session) => recovery.restarted(session),
      ready: () => restorer.ready(control.controlling),
    });
    const devOverlay = new DevOverlay(document);
    const connection = new Connection(eventStreamUrl(sessionId), {
      onStatus: (status) => reconnection.statusChanged(status),
      onOpen: ({ reconnected }) => reconnection.opened(reconnected),
      onSession: (session) => follower.sessionArrived(session),
      onFrame: (frame) => follower.frameArrived(frame),
      onDev: (status) => devOverlay.show(status),
    });
    control.set(Boolean(wanted.controlToken));

    this.connection = connection;
    this.token = token;
    this.devices = devices;
    this.stage = stage;
    this.restorer = restorer;
    this.control = control;
    this.report = report;
    // Whatever listens, observes or waits on something it did not create.
    this.disposables = [connection, sender, urlWriter, stage, canvasDrag, sceneControls, pickers, seeing, instrument];
  }

  async start() {
    this.connection.open();
    await Promise.all([loadSceneFonts(this.report), this.token.refresh(), this.devices.load()]);
    this.stage.start();
    this.restorer.ready(this.control.controlling);
  }

  /** Stops the stream and every listener, observer and timer the page's modules hold. */
  dispose() {
    for (const part of this.disposables) part.dispose();
  }
}
