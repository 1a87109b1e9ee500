// The dashboard as an instrument (issue 6): the transport, sharing, the panel layout and the
// remembered view, behind the three calls the App makes — a session arrived, a frame arrived,
// control changed. Screen scrolling lives in canvas-drag.js; precise steps in value-stepper.js.

import { PanelLayout } from "./panel-layout.js";
import { rememberView } from "./settings.js";
import { Share } from "./share.js";
import { Timeline } from "./timeline.js";

export class Instrument {
  /**
   * @param send (body, errorSlot) → queues an input
   * @param current () → {sessionId, token, controlling, session, frame}
   * @param takeControl (token) → the page drives the session with this token from now on
   */
  constructor(document, { send, current, takeControl }) {
    this.timeline = new Timeline(document.getElementById("timeline"), send);
    this.share = new Share(document, current, takeControl);
    this.layout = new PanelLayout(document);
    this.controlling = false;
    this.rememberedView = "";
  }

  dispose() {
    for (const part of [this.timeline, this.share, this.layout]) part.dispose();
  }

  sessionChanged(session) {
    this.timeline.showSession(session);
    this.share.showSession(session);
  }

  frameArrived(frame) {
    this.timeline.showFrame(frame);
    // Only a page that drives the session says what "last scene and device" are; frames name
    // them as soon as they change, so a page closed right after a change remembers it.
    const view = `${frame.scene}|${frame.device}|${frame.orientation}`;
    if (this.controlling && view !== this.rememberedView) {
      this.rememberedView = view;
      rememberView(frame);
    }
  }

  setControl(controlling) {
    this.controlling = controlling;
    this.timeline.setEnabled(controlling);
    this.share.setControl(controlling);
  }
}
