// What the page does when a new server process answers (a deploy, a crash, `dev` reloading on
// every save). A session the new process restored from its store (`restored`) is the one this
// page showed, so nothing is sent; any other starts from defaults, so the page restores what it
// showed before the connection dropped (or its address) once.

import { droppedMessage } from "./restorer.js";
import { readUrlState } from "./url-state.js";

export class RestartRecovery {
  /**
   * @param messages the message log ({add})
   * @param forgetAccepted () → seqs of the old process no longer apply (accepted-inputs.js)
   * @param restorer the Restorer ({armed, rearm(wanted)})
   * @param shownAddress () → the address state of the frame shown now, or null
   */
  constructor({ messages, forgetAccepted, restorer, shownAddress }) {
    this.messages = messages;
    this.forgetAccepted = forgetAccepted;
    this.restorer = restorer;
    this.shownAddress = shownAddress;
    this.shownBeforeDrop = null;
  }

  /** The stream dropped: remember what was shown (by the time a new server answers, the
   * address may already show its defaults). */
  connectionLost() {
    const shown = this.shownAddress();
    if (shown) this.shownBeforeDrop = shown;
  }

  restarted(session) {
    this.forgetAccepted();
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
}
