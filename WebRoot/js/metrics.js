// The live metrics overlay: frames per second received, the server's time to compute and
// encode a frame (the frame's `metrics`; the encode time is the previous frame's, since a
// frame cannot carry its own), input-to-frame latency, and frames skipped (gaps in `seq`:
// frames the server published while this page was not ready for them).

import { formatNumber } from "./format.js";

// Frames per second are counted over the last second (chosen: steady to read, quick to react).
const WINDOW_MS = 1000;

export class Metrics {
  constructor(container) {
    this.container = container;
    this.arrivals = [];
    this.lastSeq = null;
    this.skipped = 0;
    this.latencyMs = null;
    // seq an accepted input will show in → when that input was sent.
    this.awaiting = new Map();
    this.server = null;
    this.visible = false;
    this.timer = null;
  }

  dispose() {
    clearInterval(this.timer);
    this.timer = null;
  }

  setVisible(visible) {
    this.visible = visible;
    this.container.hidden = !visible;
    clearInterval(this.timer);
    // Refreshed twice a second while shown, so the rate decays when frames stop coming.
    if (visible) this.timer = setInterval(() => this.render(), 500);
    this.render();
  }

  /** Wraps one input's POST: times it from sending until the frame that reflects it. */
  async timed(send) {
    const sentAt = performance.now();
    const result = await send();
    if (result && typeof result.seq === "number") {
      if (this.lastSeq !== null && this.lastSeq >= result.seq) this.latencyMs = performance.now() - sentAt;
      else this.awaiting.set(result.seq, sentAt);
    }
    return result;
  }

  frame(frame) {
    const now = performance.now();
    this.arrivals.push(now);
    while (this.arrivals.length && this.arrivals[0] < now - WINDOW_MS) this.arrivals.shift();
    if (typeof frame.seq === "number") {
      // A reconnect to a restarted server starts again from a lower seq: not a skip.
      if (this.lastSeq !== null && frame.seq > this.lastSeq + 1) this.skipped += frame.seq - this.lastSeq - 1;
      this.lastSeq = frame.seq;
      for (const [seq, sentAt] of this.awaiting) {
        if (seq <= frame.seq) {
          this.latencyMs = now - sentAt;
          this.awaiting.delete(seq);
        }
      }
    }
    if (frame.metrics) this.server = frame.metrics;
    if (this.visible) this.render();
  }

  render() {
    if (!this.visible) return;
    const now = performance.now();
    const fps = this.arrivals.filter((time) => time >= now - WINDOW_MS).length;
    const server = this.server || {};
    const rows = [
      ["fps", `${fps}`, "frames received in the last second"],
      ["compute", server.computeMicros === undefined ? "–" : `${formatNumber(server.computeMicros / 1000)} ms`, "server time to compute this frame"],
      ["encode", server.encodeMicros === undefined ? "–" : `${formatNumber(server.encodeMicros / 1000)} ms`, "server time to encode the previous frame"],
      ["latency", this.latencyMs === null ? "–" : `${Math.round(this.latencyMs)} ms`, "from sending an input to the frame that shows it"],
      ["skipped", `${this.skipped}`, "frames published while this page was busy"],
    ];
    this.container.replaceChildren(...rows.map(([name, value, title]) => {
      const row = document.createElement("div");
      row.dataset.metric = name;
      row.title = title;
      row.textContent = `${name} ${value}`;
      return row;
    }));
  }
}
