// The server's frame batches (docs/protocol-notes.md, "Seeing"): a sweep of fresh scenes over
// a parameter, the live session's scene at chosen times, and one frame on another device.
// Everything the plots, the filmstrip and the compare views show comes from these.

import { request } from "./api.js";

/** POST /api/frames: {scene, device, orientation, params, sweep | times, include}. */
export function fetchFrames(body) {
  return request("/api/frames", {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
}

/** When a sweep's fresh scenes are drawn: the session's time, so they show what the session's
 * scene shows "now" (content that fades in after a scene is built has faded in). */
export function sweepTime(frame) {
  return typeof frame.time === "number" && frame.time >= 0 ? frame.time : 0;
}

/** GET /api/sessions/{id}/timeline: the session's scene at evenly spaced times. */
export function fetchTimeline(sessionId, { from, to, count, include } = {}) {
  const query = new URLSearchParams();
  if (from !== undefined) query.set("from", String(from));
  if (to !== undefined) query.set("to", String(to));
  if (count !== undefined) query.set("count", String(count));
  if (include) query.set("include", include.join(","));
  return request(`/api/sessions/${encodeURIComponent(sessionId)}/timeline?${query}`);
}

/** The query of GET /api/frame for a frame's scene and parameters on a device. */
export function frameQuery({ scene, device, orientation, keyboard, params, time, fit }, format) {
  const query = new URLSearchParams({ scene, device, orientation });
  if (keyboard) query.set("keyboard", "true");
  // The server clamps values into this screen's ranges (they may end elsewhere than the session's).
  if (fit) query.set("fit", "true");
  if (typeof time === "number") query.set("time", String(time));
  for (const [name, value] of Object.entries(params || {})) query.set(name, String(value));
  if (format) query.set("format", format);
  return query;
}

export function fetchFrame(description) {
  return request(`/api/frame?${frameQuery(description)}`);
}
