// The page's state and the wiring between the stream, the controls and the drawing. It holds
// what the server last said (session, frame) and what a person is doing (inputs in flight);
// it never computes scene values itself.

import { ApiError, eventStreamUrl, fetchDefaultToken, fetchDevices, fetchScenes, postInput } from "./api.js";
import { CanvasDrag } from "./canvas-drag.js";
import { Connection } from "./connection.js";
import { DevOverlay } from "./dev-overlay.js";
import { EventPanel } from "./event-panel.js";
import { Header } from "./header.js";
import { playHaptic } from "./haptic.js";
import { InputSender } from "./input-sender.js";
import { Instrument } from "./instrument.js";
import { Inspector } from "./inspector.js";
import { Messages } from "./messages.js";
import { ParameterPanel } from "./parameter-panel.js";
import { TuningPanel, splitTunables } from "./tuning-panel.js";
import { Pickers } from "./pickers.js";
import { droppedMessage, Restorer } from "./restorer.js";
import { Seeing } from "./seeing.js";
import { Stage } from "./stage.js";
import { withRememberedView } from "./settings.js";
import { readUrlState, UrlWriter } from "./url-state.js";

export class App {
  constructor(document) {
    const wanted = withRememberedView(readUrlState());
    this.sessionId = wanted.session;
    this.token = wanted.controlToken;
    this.tokenFromUrl = Boolean(wanted.controlToken);
    this.session = null;
    this.frame = null;
    this.devices = [];
    this.layoutKey = null;
    this.scenesKey = null;
    // Per parameter: the seq of our last accepted input, so older frames do not undo it.
    this.acceptedSeq = new Map();
    this.highestSeq = -1;
    this.shownBeforeDrop = null;

    this.header = new Header(document);
    this.messages = new Messages(document.getElementById("messages"));
    this.stage = new Stage(document.getElementById("screen"), document.getElementById("device"));
    this.caption = document.getElementById("stage-caption");
    this.canvasDrag = new CanvasDrag(document.getElementById("screen"), () => this.stage.pointsPerCssPixel(),
      (name) => ((this.frame && this.frame.params) || {})[name], (body, options) => this.input(body, options));
    this.stateInspector = new Inspector(document.getElementById("inspector"), "data-state-key");
    this.frameInspector = new Inspector(document.getElementById("frame-info"), "data-frame-key");
    this.parameters = new ParameterPanel(document.getElementById("parameters"), (changes) => this.input({ set: changes }));
    this.tuning = new TuningPanel(document.getElementById("tuning-section"), (changes) => this.input({ set: changes }),
      () => this.sessionId);
    this.valuePanels = [this.parameters, this.tuning.panel];
    this.events = new EventPanel(document.getElementById("events"), (name, args) => this.input({ event: name, args }));
    this.pickers = new Pickers(document, (body) => this.input(body));
    this.instrument = new Instrument(document, {
      send: (body) => this.input(body),
      current: () => ({ sessionId: this.sessionId, token: this.token, controlling: this.controlling, session: this.session, frame: this.frame }),
      takeControl: (token) => this.takeControl(token),
    });
    this.sender = new InputSender((body) => this.seeing.timed(() => this.post(body)), (outcome) => this.settled(outcome));
    this.urlWriter = new UrlWriter();
    this.restorer = new Restorer(wanted, (body) => this.input(body));
    this.connection = new Connection(eventStreamUrl(this.sessionId), {
      onStatus: (status) => this.statusChanged(status),
      onOpen: ({ reconnected }) => this.opened(reconnected),
      onSession: (session) => this.sessionChanged(session),
      onFrame: (frame) => this.frameArrived(frame),
      onDev: (status) => this.devOverlay.show(status),
    });
    this.devOverlay = new DevOverlay(document);
    this.header.sessionId.textContent = this.sessionId;
    this.seeing = new Seeing(document, this.stage, {
      frame: () => this.frame,
      sessionId: () => this.sessionId,
      send: (body) => this.input(body),
      report: (message) => this.messages.error(message),
    });
    this.setControl(this.tokenFromUrl);
  }

  async start() {
    this.connection.open();
    await Promise.all([this.loadFonts(), this.refreshToken(), this.loadDevices()]);
    this.stage.start();
    this.restorer.ready(this.controlling);
  }

  async loadFonts() {
    try {
      // Both weights the scenes use, with Japanese and Latin, so the first frame is right.
      await Promise.race([
        Promise.all([document.fonts.load('400 16px "IPAGothic"', "海あA"), document.fonts.load('600 16px "IPAGothic"', "海あA")]),
        new Promise((resolve) => setTimeout(resolve, 5000)),
      ]);
    } catch {
      this.messages.error("IPAGothic did not load; labels use a fallback font");
    }
  }

  async loadDevices() {
    try {
      this.devices = await fetchDevices();
      this.pickers.showDevices(this.devices);
      this.seeing.devicesLoaded(this.devices);
      if (this.frame) this.showFrame();
    } catch (error) {
      this.messages.error(`devices: ${error.message}`);
    }
  }

  async refreshToken() {
    if (this.tokenFromUrl) return;
    if (this.sessionId !== "default") {
      this.setControl(false);
      return;
    }
    try {
      this.token = await fetchDefaultToken(this.sessionId);
    } catch (error) {
      // Unreachable server: keep the token we have; the stream's reconnect will call again.
      if (error.status !== 0) this.token = null;
    }
    this.setControl(Boolean(this.token));
  }

  setControl(controlling) {
    this.controlling = controlling;
    this.header.showViewOnly(!controlling);
    for (const panel of this.valuePanels) panel.setEnabled(controlling);
    this.events.setEnabled(controlling);
    this.pickers.setEnabled(controlling);
    this.canvasDrag.configure(this.session && this.session.sceneInfo, controlling);
    if (this.seeing) this.seeing.setControl(controlling);
    this.instrument.setControl(controlling);
  }

  /** A control token the server accepted (share.js checked it): drive the session from now on. */
  takeControl(token) {
    this.token = token;
    this.tokenFromUrl = true;
    history.replaceState(null, "", `${location.pathname}${location.search}#control=${encodeURIComponent(token)}`);
    this.setControl(true);
    this.messages.add("you have control of this session");
  }

  statusChanged(status) {
    this.header.showStatus(status);
    if (status !== "reconnecting") return;
    this.messages.add("connection lost; reconnecting…");
    // What this page showed last; if the server comes back empty, this is what to restore
    // (the address may already show the new server's defaults by then).
    if (this.frame) this.shownBeforeDrop = this.addressState(this.frame);
  }

  addressState(frame) {
    return {
      session: this.sessionId, scene: frame.scene, device: frame.device, orientation: frame.orientation,
      keyboard: Array.isArray(frame.keyboard),
      speed: this.session && this.session.playback ? this.session.playback.speed : undefined,
      params: frame.params || {},
    };
  }

  async opened(reconnected) {
    if (!reconnected) return;
    this.messages.add("reconnected");
    // Rebuild controls and re-read the scene list from whatever server answered: it may be a
    // new one with other scenes. (Runs before this stream's first session event is handled.)
    this.layoutKey = null;
    this.scenesKey = null;
    // A restarted server has a new control token and maybe new devices.
    const previousToken = this.token;
    await Promise.all([this.refreshToken(), this.loadDevices()]);
    // The stream's first session event has been handled by now: this.session is the new one.
    if (previousToken && this.token && this.token !== previousToken) this.serverRestarted(this.session);
    this.restorer.ready(this.controlling);
  }

  /**
   * A new server process. A session it restored from its store (`restored`) is the one this
   * page showed, so nothing is sent; any other starts from defaults, so restore the address once.
   */
  serverRestarted(session) {
    this.acceptedSeq.clear();
    if (session && session.restored) {
      this.messages.add("the server restarted; the session was kept");
      // New code (dev reloads on every save) may no longer take some of its parameters.
      if (session.dropped && session.dropped.length) this.messages.add(droppedMessage(session.scene, session.dropped));
      return;
    }
    if (this.restorer.armed) return;
    this.messages.add("the server restarted; restoring this page's scene and values");
    this.restorer.rearm(this.shownBeforeDrop || readUrlState());
  }

  sessionChanged(session) {
    // A session whose seq went backwards is a new server (this.session is still the old one).
    if (this.session && typeof session.seq === "number" && session.seq < this.highestSeq) {
      this.serverRestarted(session);
      this.highestSeq = session.seq;
    }
    this.highestSeq = Math.max(this.highestSeq, typeof session.seq === "number" ? session.seq : -1);
    this.session = session;
    this.header.showSession(session);
    this.pickers.showSession(session);
    const info = session.sceneInfo || {};
    const key = `${session.scene}|${session.device}|${session.orientation}`;
    if (key !== this.layoutKey) {
      this.layoutKey = key;
      const { ordinary, tunables } = splitTunables(info.parameters || []);
      this.parameters.build(ordinary, session.params || {});
      this.tuning.build(tunables, session.params || {});
      this.events.build(info.events || []);
      this.seeing.sceneChanged(info);
      this.setControl(this.controlling);
      this.loadScenes(session.device, session.orientation);
    }
    this.instrument.sessionChanged(session);
    this.restorer.sessionKnown(session);
  }

  async loadScenes(device, orientation) {
    const key = `${device}|${orientation}`;
    if (key === this.scenesKey) return;
    try {
      const scenes = await fetchScenes(device, orientation);
      this.scenesKey = key;
      this.pickers.showScenes(scenes);
    } catch (error) {
      this.messages.error(`scenes: ${error.message}`);
    }
  }

  frameArrived(frame) {
    this.frame = frame;
    if (typeof frame.seq === "number") this.highestSeq = Math.max(this.highestSeq, frame.seq);
    this.showFrame();
    this.seeing.frameArrived(frame);
    this.instrument.frameArrived(frame);
    if (frame.haptic) {
      this.header.pulseHaptic(frame.haptic);
      playHaptic(frame.haptic, this.stage.canvas);
    }
    for (const panel of this.valuePanels) panel.update(frame.params || {}, (name) => this.isBusy(name, frame));
    const info = (this.session && this.session.sceneInfo) || {};
    this.stateInspector.show(frame.state || {}, info.stateKeys || []);
    this.frameInspector.show({
      seq: frame.seq, time: frame.time, animating: frame.animating, haptic: frame.haptic,
      size: frame.size, scale: frame.scale,
    });
    this.urlWriter.write(this.addressState(frame));
  }

  showFrame() {
    const frame = this.frame;
    const device = this.devices.find((item) => item.id === frame.device) || null;
    this.stage.show(frame, device);
    const name = device ? device.name : frame.device;
    const [width, height] = frame.size || [0, 0];
    const keyboard = Array.isArray(frame.keyboard) ? " · keyboard up" : "";
    this.caption.textContent = `${name} · ${width} × ${height} pt · @${frame.scale}x · ${frame.orientation}${keyboard}`;
  }

  isBusy(name, frame) {
    if (this.sender.hasPendingSet(name)) return true;
    const accepted = this.acceptedSeq.get(name);
    return accepted !== undefined && typeof frame.seq === "number" && frame.seq < accepted;
  }

  input(body, options) {
    if (!this.controlling) return;
    this.sender.enqueue(body, options);
  }

  async post(body) {
    try {
      return await postInput(this.sessionId, this.token, body);
    } catch (error) {
      // A restarted server issues a new token; fetch it once and try again.
      if (!(error instanceof ApiError) || error.status !== 401 || this.tokenFromUrl) throw error;
      await this.refreshToken();
      if (!this.token) throw error;
      return postInput(this.sessionId, this.token, body);
    }
  }

  settled({ body, result, error }) {
    if (!error) {
      if (result && Array.isArray(result.dropped) && result.dropped.length) {
        this.messages.add(droppedMessage(body.scene || (this.session && this.session.scene), result.dropped));
      }
      if (body.set && result && typeof result.seq === "number") {
        for (const name of Object.keys(body.set)) this.acceptedSeq.set(name, result.seq);
      }
      // The frame for this input may have come while it was in flight and been held back.
      const frame = this.frame;
      if (frame) for (const panel of this.valuePanels) panel.update(frame.params || {}, (name) => this.isBusy(name, frame));
      return;
    }
    this.messages.error(error.message);
    const values = (this.frame && this.frame.params) || (this.session && this.session.params) || {};
    if (body.set) {
      const names = Object.keys(body.set);
      const shown = error.field && this.valuePanels.some((panel) => panel.showError(error.field, error.message));
      if (!shown && names.length) this.valuePanels.some((panel) => panel.showError(names[0], error.message));
      for (const panel of this.valuePanels) panel.revert(names, values);
    }
    if (body.event) this.events.showError(body.event, error.message);
    if (body.scene || body.device || "keyboard" in body || body.playback) {
      if (this.session) this.pickers.showSession(this.session);
      const slot = body.scene ? "scene" : body.device || "keyboard" in body ? "device" : "playback";
      this.pickers.showError(slot, error.message);
    }
  }
}
