// The token this page drives its session with: from the address's fragment (a control link),
// from a pasted control link (share.js checks it with the server first), or, for the machine's
// own `default` session, asked of the server. Inputs go out with it; a restarted server issues
// a new default token, which a refused input fetches once before trying again.

import { ApiError, fetchDefaultToken, postInput } from "./api.js";

export class ControlToken {
  /**
   * @param token the address's control token, or null
   * @param onControl (controlling) → whether the page may drive the session now
   * @param announce (message) → tells the person what changed
   */
  constructor(sessionId, token, { onControl, announce }) {
    this.sessionId = sessionId;
    this.token = token;
    // A token from a link is the link's to keep: it is never swapped for the default one.
    this.fromLink = Boolean(token);
    this.onControl = onControl;
    this.announce = announce;
  }

  async refresh() {
    if (this.fromLink) return;
    if (this.sessionId !== "default") {
      this.onControl(false);
      return;
    }
    try {
      this.token = await fetchDefaultToken(this.sessionId);
    } catch (error) {
      // Unreachable server: keep the token we have; the stream's reconnect will call again.
      if (error.status !== 0) this.token = null;
    }
    this.onControl(Boolean(this.token));
  }

  /** A control token the server accepted (share.js checked it): drive the session from now on. */
  take(token) {
    this.token = token;
    this.fromLink = true;
    history.replaceState(null, "", `${location.pathname}${location.search}#control=${encodeURIComponent(token)}`);
    this.onControl(true);
    this.announce("you have control of this session");
  }

  async post(body) {
    try {
      return await postInput(this.sessionId, this.token, body);
    } catch (error) {
      // A restarted server issues a new token; fetch it once and try again.
      if (!(error instanceof ApiError) || error.status !== 401 || this.fromLink) throw error;
      await this.refresh();
      if (!this.token) throw error;
      return postInput(this.sessionId, this.token, body);
    }
  }
}
