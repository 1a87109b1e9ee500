// Makes the session match the page's address once: when the page opens (and again after the
// server restarts), as soon as the session is known and the page holds the control token.
// It sends one combined input (scene → device/orientation → set → playback), which the server
// applies atomically. Until the session shows the restored view, the page must not write the
// session's older state over the address it is restoring from (`holdsAddress`).

import { fetchScenes } from "./api.js";
import { restoreInput } from "./url-state.js";

export class Restorer {
  /** @param onRestored () once the restoring input has been answered (the address may follow) */
  constructor(wanted, send, messages, onRestored = () => {}) {
    this.wanted = wanted;
    this.send = send;
    this.messages = messages;
    this.onRestored = onRestored;
    this.armed = true;
    this.isReady = false;
    this.controlling = false;
    this.session = null;
    this.inFlight = false;
    // The seq of the frame that shows the restored view, once the server has answered.
    this.restoredSeq = null;
  }

  /** True while a frame of `seq` would show the session as it was before the restore. */
  holdsAddress(seq) {
    if (this.armed || this.inFlight) return true;
    return this.restoredSeq !== null && typeof seq === "number" && seq < this.restoredSeq;
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
    this.inFlight = true;
    const body = await this.restoreBody(this.session, this.wanted);
    if (!body) {
      this.inFlight = false;
      return;
    }
    this.send(body, {
      onSettled: ({ result }) => {
        this.inFlight = false;
        this.restoredSeq = result && typeof result.seq === "number" ? result.seq : null;
        // Its frame may have come first, and a scene at rest sends no other.
        this.onRestored();
      },
    });
  }

  /** The input that makes `session` show `wanted`, or null (nothing to do, or impossible). */
  async restoreBody(session, wanted) {
    const scene = wanted.scene || session.scene;
    const device = wanted.device || session.device;
    const orientation = wanted.orientation || session.orientation;
    let specs = (session.sceneInfo && session.sceneInfo.parameters) || [];
    if (scene !== session.scene || device !== session.device || orientation !== session.orientation) {
      // The target scene's ranges on the target device, which the session does not know yet.
      try {
        const scenes = await fetchScenes(device, orientation);
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
    return restoreInput(wanted, session, specs);
  }
}
