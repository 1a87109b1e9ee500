// Sends inputs one at a time. While one is in flight, later inputs wait; consecutive `set`
// inputs merge into one (latest value per name wins), so a slider drag sends at most one
// request in flight plus one pending body, however fast the pointer moves.

function isSetOnly(body) {
  return Object.keys(body).length === 1 && body.set !== undefined;
}

export class InputSender {
  /**
   * @param send async (body) => result; throws on refusal
   * @param onDone ({body, result, error}) called after each request settles
   */
  constructor(send, onDone) {
    this.send = send;
    this.onDone = onDone;
    this.pending = [];
    this.inFlight = false;
  }

  enqueue(body) {
    const last = this.pending[this.pending.length - 1];
    if (last && isSetOnly(last) && isSetOnly(body)) {
      Object.assign(last.set, body.set);
    } else {
      // A copy, so merging later never edits a body the caller still holds.
      this.pending.push(isSetOnly(body) ? { set: { ...body.set } } : body);
    }
    this.pump();
  }

  /** Names whose values are queued or in flight, so frames do not overwrite them yet. */
  hasPendingSet(name) {
    return this.pending.some((body) => body.set && name in body.set)
      || Boolean(this.current && this.current.set && name in this.current.set);
  }

  get busy() {
    return this.inFlight || this.pending.length > 0;
  }

  async pump() {
    if (this.inFlight || this.pending.length === 0) return;
    this.inFlight = true;
    const body = this.pending.shift();
    this.current = body;
    let result = null;
    let error = null;
    try {
      result = await this.send(body);
    } catch (caught) {
      error = caught;
    }
    this.current = null;
    this.inFlight = false;
    this.onDone({ body, result, error });
    this.pump();
  }
}
