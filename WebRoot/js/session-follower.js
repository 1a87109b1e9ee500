// Keeps the page in step with its session as the stream tells it: the newest session object
// and frame, and the highest seq seen. seq only grows within one server process, so a session
// whose seq is lower than one already seen comes from a new process (docs/protocol-notes.md,
// "Sessions survive restarts"): that is reported before anyone hears of the new session.

export class SessionFollower {
  /**
   * @param onRestart (session) → a new server process answered with `session`
   * @param sessionListeners [(session) → void], told in order of every session object
   * @param frameListeners [(frame) → void], told in order of every whole frame
   */
  constructor({ onRestart, sessionListeners, frameListeners }) {
    this.onRestart = onRestart;
    this.sessionListeners = sessionListeners;
    this.frameListeners = frameListeners;
    this.session = null;
    this.frame = null;
    this.highestSeq = -1;
  }

  sessionArrived(session) {
    const seq = typeof session.seq === "number" ? session.seq : null;
    if (this.session && seq !== null && seq < this.highestSeq) {
      this.onRestart(session);
      this.highestSeq = seq;
    }
    this.highestSeq = Math.max(this.highestSeq, seq ?? -1);
    this.session = session;
    for (const listener of this.sessionListeners) listener(session);
  }

  frameArrived(frame) {
    this.frame = frame;
    if (typeof frame.seq === "number") this.highestSeq = Math.max(this.highestSeq, frame.seq);
    for (const listener of this.frameListeners) listener(frame);
  }
}
