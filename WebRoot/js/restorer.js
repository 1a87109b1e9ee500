// Makes the session match the page's address once: when the page opens (and again after the
// server restarts), as soon as the session is known and the page holds the control token.
// It sends one combined input (scene → device/orientation → set → playback) with `fit`: the
// server applies it atomically, takes what fits the target scene and names what it left out.

import { restoreInput } from "./url-state.js";

export class Restorer {
  constructor(wanted, send) {
    this.wanted = wanted;
    this.send = send;
    this.armed = true;
    this.isReady = false;
    this.controlling = false;
    this.session = null;
  }

  /** Restores again (the server restarted); waits for `ready` before sending. */
  rearm(wanted) {
    this.wanted = wanted;
    this.armed = true;
    this.isReady = false;
  }

  ready(controlling) {
    this.isReady = true;
    this.controlling = controlling;
    this.attempt();
  }

  sessionKnown(session) {
    this.session = session;
    this.attempt();
  }

  attempt() {
    if (!this.armed || !this.isReady || !this.session) return;
    this.armed = false;
    if (!this.controlling) return;
    const body = this.restoreBody(this.session, this.wanted);
    if (body) this.send(body);
  }

  /** The input that makes `session` show `wanted`, or null when it already does. */
  restoreBody(session, wanted) {
    return restoreInput(wanted, session);
  }
}

/** What a page says when the scene's code no longer takes some of the values it had. */
export function droppedMessage(scene, names) {
  return `${scene} no longer takes ${names.join(", ")}; dropped, the rest kept`;
}
