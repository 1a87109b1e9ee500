// The session's event stream (docs/protocol.md, "Event stream") with a status a person can
// read: connecting → live, and reconnecting… whenever the stream drops, until it is back.
//
// EventSource retries by itself after a network error (using the server's `retry: 1000`),
// but gives up for good when a reconnect gets a non-stream answer (a 404 or 503 while a
// server restarts). Then this opens a new EventSource after a short back-off.
//
// Frames arrive whole (`event: frame`) and then as deltas (`event: delta`, docs/protocol-notes.md,
// "Delta frames"), which this applies to the frame it holds, so handlers only ever see whole
// frames. A delta that does not fit the frame held opens a new stream, which starts whole.
// (No silence watchdog: the server's keep-alives are SSE comments, which EventSource never
// reports, so an idle but healthy stream would look dead.)

// Back-off when EventSource has given up: start near the server's `retry: 1000`, cap low
// enough that a restarted server is picked up within a few seconds.
const BACKOFF_START_MS = 1000;
const BACKOFF_MAX_MS = 4000;

import { applyDelta, DeltaMismatch } from "./frame-delta.js";

export class Connection {
  /**
   * @param url the event stream
   * @param handlers {onStatus(status), onSession(session), onFrame(frame), onOpen({reconnected}), onDev(status)}
   */
  constructor(url, handlers) {
    this.url = url;
    this.handlers = handlers;
    this.source = null;
    this.backoff = BACKOFF_START_MS;
    this.retryTimer = null;
    this.everLive = false;
    this.isLive = false;
    this.status = null;
    // The newest whole frame, to which the next delta applies.
    this.frame = null;
  }

  open() {
    this.close();
    this.isLive = false;
    this.setStatus(this.everLive ? "reconnecting" : "connecting");
    const source = new EventSource(this.url);
    this.source = source;
    source.addEventListener("session", (event) => this.receive(event, this.handlers.onSession));
    source.addEventListener("frame", (event) => this.receive(event, (frame) => this.frameArrived(frame)));
    source.addEventListener("delta", (event) => this.receive(event, (delta) => this.deltaArrived(delta)));
    source.addEventListener("dev", (event) => this.receive(event, this.handlers.onDev));
    source.addEventListener("error", () => this.failed(source));
  }

  /** The page is going away: the stream and any retry stop for good. */
  dispose() {
    this.close();
  }

  close() {
    clearTimeout(this.retryTimer);
    if (this.source) this.source.close();
    this.source = null;
  }

  receive(event, handler) {
    let data;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    if (!this.isLive) {
      // Live once the server has spoken on this stream: it sends the session first, always.
      this.isLive = true;
      this.backoff = BACKOFF_START_MS;
      const reconnected = this.everLive;
      this.everLive = true;
      this.setStatus("live");
      if (this.handlers.onOpen) this.handlers.onOpen({ reconnected });
    }
    handler(data);
  }

  frameArrived(frame) {
    this.frame = frame;
    this.handlers.onFrame(frame);
  }

  deltaArrived(delta) {
    let frame;
    try {
      frame = applyDelta(this.frame, delta);
    } catch (error) {
      if (!(error instanceof DeltaMismatch)) throw error;
      // A new EventSource sends no Last-Event-ID, so the server starts it with a whole frame.
      this.frame = null;
      this.open();
      return;
    }
    this.frameArrived(frame);
  }

  failed(source) {
    if (source !== this.source) return;
    this.isLive = false;
    this.setStatus(this.everLive ? "reconnecting" : "connecting");
    if (source.readyState === EventSource.CLOSED) {
      // EventSource gave up; try again ourselves.
      clearTimeout(this.retryTimer);
      this.retryTimer = setTimeout(() => this.open(), this.backoff);
      this.backoff = Math.min(this.backoff * 2, BACKOFF_MAX_MS);
    }
  }

  setStatus(status) {
    if (status === this.status) return;
    this.status = status;
    this.handlers.onStatus(status);
  }
}
