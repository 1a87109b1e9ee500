// Sends inputs one at a time. While one is in flight, later inputs wait; consecutive `set`
// inputs merge into one (latest value per name wins), and consecutive replaceable events of
// one name (a finger's `drag`) keep only the latest, so a slider or a drag sends at most one
// request in flight plus one pending body, however fast the pointer moves.

// After a 429 the bucket refills at the server's input rate (120 per second, Limits.swift):
// waiting this long buys a few dozen inputs and is barely visible on a drag (chosen).
const RATE_LIMIT_PAUSE_MS = 250;

function keyOf(body, replaceable) {
  // `fit` says how the server reads the values, not what they are: fitted sets merge together.
  const parts = Object.keys(body).filter((name) => name !== "fit");
  if (parts.length === 1 && body.set !== undefined) return body.fit ? "set:fit" : "set";
  return replaceable && body.event ? `event:${body.event}` : null;
}

/** `newer` absorbs `older` of the same key: newer values win. */
function merge(older, newer) {
  if (newer.body.set) newer.body = { ...newer.body, set: { ...older.body.set, ...newer.body.set } };
  return newer;
}

export class InputSender {
  /**
   * @param send async (body) → result; throws on refusal (an error with `status`)
   * @param onDone ({body, result, error}) called after each request settles
   */
  constructor(send, onDone) {
    this.send = send;
    this.onDone = onDone;
    this.pending = [];
    this.current = null;
    this.paused = false;
    this.retryTimer = null;
    this.disposed = false;
  }

  /** Sends nothing more: what waits is dropped, a rate-limit pause never ends. */
  dispose() {
    this.disposed = true;
    this.pending = [];
    clearTimeout(this.retryTimer);
  }

  /** @param replaceable a later event of the same name may replace this one while it waits */
  enqueue(body, { replaceable = false } = {}) {
    // A copy, so merging later never edits a body the caller still holds.
    const entry = { body: body.set ? { ...body, set: { ...body.set } } : body, key: keyOf(body, replaceable) };
    const last = this.pending[this.pending.length - 1];
    if (last && entry.key !== null && last.key === entry.key) this.pending[this.pending.length - 1] = merge(last, entry);
    else this.pending.push(entry);
    this.pump();
  }

  /** Is a value for `name` queued or in flight? Frames must not overwrite its control yet. */
  hasPendingSet(name) {
    const holds = (entry) => Boolean(entry && entry.body.set && name in entry.body.set);
    return this.pending.some(holds) || holds(this.current);
  }

  async pump() {
    if (this.current || this.paused || this.disposed || this.pending.length === 0) return;
    const entry = this.pending.shift();
    this.current = entry;
    let result = null;
    let error = null;
    try {
      result = await this.send(entry.body);
    } catch (caught) {
      error = caught;
    }
    this.current = null;
    if (error && error.status === 429 && entry.key !== null) {
      this.requeue(entry);
      return;
    }
    this.onDone({ body: entry.body, result, error });
    this.pump();
  }

  /** Too many requests: keep the latest values and try again after a pause. */
  requeue(entry) {
    const first = this.pending[0];
    if (first && first.key === entry.key) this.pending[0] = merge(entry, first);
    else this.pending.unshift(entry);
    this.paused = true;
    this.retryTimer = setTimeout(() => {
      this.paused = false;
      this.pump();
    }, RATE_LIMIT_PAUSE_MS);
  }
}
