// Makes the session match the page's address once: when the page opens (and again after the
// server restarts), as soon as the session is known and the page holds the control token.
// It sends one combined input (scene → device/orientation → set → playback), which the server
// applies atomically.

import { fetchScenes } from "./api.js";
import { droppedParameters, restoreInput } from "./url-state.js";

export class Restorer {
  constructor(wanted, send, messages) {
    this.wanted = wanted;
    this.send = send;
    this.messages = messages;
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

  async attempt() {
    if (!this.armed || !this.isReady || !this.session) return;
    this.armed = false;
    if (!this.controlling) return;
    const body = await this.restoreBody(this.session, this.wanted);
    if (body) this.send(body);
  }

  /** The input that makes `session` show `wanted`, or null (nothing to do, or impossible). */
  async restoreBody(session, wanted) {
    const scene = wanted.scene || session.scene;
    const device = wanted.device || session.device;
    const orientation = wanted.orientation || session.orientation;
    const keyboard = typeof wanted.keyboard === "boolean" ? wanted.keyboard : Boolean(session.keyboard);
    let specs = (session.sceneInfo && session.sceneInfo.parameters) || [];
    if (scene !== session.scene || device !== session.device || orientation !== session.orientation
      || keyboard !== Boolean(session.keyboard)) {
      // The target scene's ranges on the target screen, which the session does not know yet.
      try {
        const scenes = await fetchScenes(device, orientation, keyboard);
        const target = scenes.find((item) => item.id === scene);
        if (!target) {
          this.messages.error(`the address names scene '${scene}', which this server does not have`);
          return null;
        }
        specs = target.parameters || [];
      } catch (error) {
        this.messages.error(`cannot restore the address: ${error.message}`);
        return null;
      }
    }
    const dropped = droppedParameters(wanted, specs);
    if (dropped.length) this.messages.add(droppedMessage(scene, dropped));
    return restoreInput(wanted, session, specs);
  }
}

/** What a page says when the scene's code no longer takes some of the values it had. */
export function droppedMessage(scene, names) {
  return `${scene} no longer takes ${names.join(", ")}; dropped, the rest kept`;
}
