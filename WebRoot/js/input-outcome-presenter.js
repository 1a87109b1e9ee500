// What the page shows once an input is answered. Accepted: what the server left out (`dropped`)
// and the seq its values hold from. Refused: the server's message in the log and at the control
// that sent it, and that control put back to the session's value (a refused input changes
// nothing on the server, so nothing on the page either).

import { droppedMessage } from "./restorer.js";

export class InputOutcomePresenter {
  /**
   * @param messages the message log ({add, error})
   * @param accepted AcceptedInputs
   * @param valuePanels ValuePanels
   * @param events the EventPanel ({showError})
   * @param pickers the Pickers ({showSession, showError})
   * @param shown () → {session, frame}: what the page shows now
   */
  constructor({ messages, accepted, valuePanels, events, pickers, shown }) {
    this.messages = messages;
    this.accepted = accepted;
    this.valuePanels = valuePanels;
    this.events = events;
    this.pickers = pickers;
    this.shown = shown;
  }

  /** InputSender's outcome of one request. */
  settled({ body, result, error }) {
    const { session, frame } = this.shown();
    if (error) this.refused(body, error, session, frame);
    else this.acceptedInput(body, result, session, frame);
  }

  acceptedInput(body, result, session, frame) {
    if (result && Array.isArray(result.dropped) && result.dropped.length) {
      this.messages.add(droppedMessage(body.scene || (session && session.scene), result.dropped));
    }
    this.accepted.record(body, result);
    // The frame for this input may have come while it was in flight and been held back.
    if (frame) this.valuePanels.showFrame(frame);
  }

  refused(body, error, session, frame) {
    this.messages.error(error.message);
    const values = (frame && frame.params) || (session && session.params) || {};
    if (body.set) {
      const names = Object.keys(body.set);
      this.valuePanels.showError(error.field, names, error.message);
      this.valuePanels.revert(names, values);
    }
    if (body.event) this.events.showError(body.event, error.message);
    if (body.scene || body.device || "keyboard" in body || body.playback) {
      if (session) this.pickers.showSession(session);
      const slot = body.scene ? "scene" : body.device || "keyboard" in body ? "device" : "playback";
      this.pickers.showError(slot, error.message);
    }
  }
}
