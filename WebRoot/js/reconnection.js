// The stream's status and what a reconnect means for the page. connection.js reopens the stream;
// this shows the status, and when the stream is back it rebuilds the controls from whatever
// server answered (it may be a new one, with other scenes, devices and a new control token) and
// lets the restorer send again.

export class Reconnection {
  /**
   * @param showStatus (status) → the top bar shows it
   * @param messages the message log ({add})
   * @param connectionLost () → the stream dropped (restart-recovery.js remembers what was shown)
   * @param forgetShown () → controls and the scene list are built again from the next session
   * @param refresh () → Promise: the control token and the devices read again
   * @param token () → the control token held now
   * @param session () → the newest session object
   * @param restarted (session) → a new server process answered
   * @param ready () → the restorer may send again
   */
  constructor({ showStatus, messages, connectionLost, forgetShown, refresh, token, session, restarted, ready }) {
    Object.assign(this, { showStatus, messages, connectionLost, forgetShown, refresh, token, session, restarted, ready });
  }

  statusChanged(status) {
    this.showStatus(status);
    if (status !== "reconnecting") return;
    this.messages.add("connection lost; reconnecting…");
    this.connectionLost();
  }

  async opened(reconnected) {
    if (!reconnected) return;
    this.messages.add("reconnected");
    // Runs before this stream's first session event is handled, so that session builds the controls.
    this.forgetShown();
    const previousToken = this.token();
    await this.refresh();
    // The stream's first session event has been handled by now: session() is the new one.
    const token = this.token();
    // A restarted server has a new control token.
    if (previousToken && token && token !== previousToken) this.restarted(this.session());
    this.ready();
  }
}
