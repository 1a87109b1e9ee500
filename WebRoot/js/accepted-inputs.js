// Which values this page has set and the server has accepted, so a frame computed before the
// server applied one (an older seq) does not put the control back to the old value while the
// person watches.

export class AcceptedInputs {
  /** @param hasPendingSet (name) → is a value for `name` still queued or in flight? */
  constructor(hasPendingSet) {
    this.hasPendingSet = hasPendingSet;
    // Per parameter: the seq of our last accepted input.
    this.acceptedSeq = new Map();
  }

  /** An input the server answered `result` ({seq}) to. */
  record(body, result) {
    if (!body.set || !result || typeof result.seq !== "number") return;
    for (const name of Object.keys(body.set)) this.acceptedSeq.set(name, result.seq);
  }

  /** A new server process numbers its frames from 0 again: old seqs say nothing. */
  clear() {
    this.acceptedSeq.clear();
  }

  /** Must `frame` leave the control for `name` alone? */
  isBusy(name, frame) {
    if (this.hasPendingSet(name)) return true;
    const accepted = this.acceptedSeq.get(name);
    return accepted !== undefined && typeof frame.seq === "number" && frame.seq < accepted;
  }
}
