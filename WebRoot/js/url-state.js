// The page's address carries the session and everything needed to see the same picture again:
// /?session=default&scene=article&device=iphone-x&orientation=portrait&keyboard=1&speed=1&scrollY=120.
// Values may be any text (Japanese included): URLSearchParams percent-encodes UTF-8 both ways.
// The control token travels in the fragment (#control=TOKEN), which browsers never send to
// servers. The reserved names below cannot be parameter names in the address.

const RESERVED = new Set(["session", "scene", "device", "orientation", "keyboard", "speed"]);
// history.replaceState is rate-limited by browsers (Chromium warns past ~100 calls per 10 s);
// a slider drag produces 60 frames a second, so the address is written at most this often.
const WRITE_INTERVAL_MS = 250;

export function readUrlState(location = window.location) {
  const query = new URLSearchParams(location.search);
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ""));
  const params = {};
  for (const [key, value] of query) if (!RESERVED.has(key)) params[key] = value;
  return {
    session: query.get("session") || "default",
    scene: query.get("scene"),
    device: query.get("device"),
    orientation: query.get("orientation"),
    // An address that names the device describes the whole screen: no `keyboard` means down.
    keyboard: query.has("keyboard") ? ["1", "true"].includes(query.get("keyboard")) : query.has("device") ? false : null,
    speed: query.has("speed") ? Number(query.get("speed")) : null,
    params,
    controlToken: fragment.get("control"),
  };
}

export function urlFor(state, location = window.location) {
  const query = new URLSearchParams();
  query.set("session", state.session);
  if (state.scene) query.set("scene", state.scene);
  if (state.device) query.set("device", state.device);
  if (state.orientation) query.set("orientation", state.orientation);
  if (state.keyboard) query.set("keyboard", "1");
  if (typeof state.speed === "number") query.set("speed", String(state.speed));
  for (const [name, value] of Object.entries(state.params || {})) {
    if (!RESERVED.has(name)) query.set(name, String(value));
  }
  return `${location.pathname}?${query}${location.hash}`;
}

/** What the address holds for `frame` of session `sessionId` (`session` gives its speed). */
export function addressState(sessionId, session, frame) {
  return {
    session: sessionId, scene: frame.scene, device: frame.device, orientation: frame.orientation,
    keyboard: Array.isArray(frame.keyboard),
    speed: session && session.playback ? session.playback.speed : undefined,
    params: frame.params || {},
  };
}

/** Writes the address at most every WRITE_INTERVAL_MS, always ending with the latest state. */
export class UrlWriter {
  constructor() {
    this.latest = null;
    this.timer = null;
    this.lastWritten = 0;
  }

  write(state) {
    this.latest = state;
    if (this.timer) return;
    const wait = Math.max(0, this.lastWritten + WRITE_INTERVAL_MS - performance.now());
    this.timer = setTimeout(() => this.flush(), wait);
  }

  /** Stops a pending write (the page is going away). */
  dispose() {
    clearTimeout(this.timer);
    this.timer = null;
  }

  flush() {
    this.timer = null;
    this.lastWritten = performance.now();
    const url = urlFor(this.latest);
    if (url !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(null, "", url);
  }
}

/**
 * The one combined input that makes the session match the address, or null when it already
 * does. Values go as the address holds them, with `fit`: the server reads them against the
 * target scene on the target screen, clamps numbers into range and leaves out (and names) what
 * the scene cannot take. The page checks none of it.
 */
export function restoreInput(wanted, session) {
  const body = {};
  const scene = wanted.scene || session.scene;
  const device = wanted.device || session.device;
  const orientation = wanted.orientation || session.orientation;
  if (scene !== session.scene) body.scene = scene;
  if (device !== session.device || orientation !== session.orientation) {
    body.device = device;
    body.orientation = orientation;
  }
  const keyboard = typeof wanted.keyboard === "boolean" ? wanted.keyboard : Boolean(session.keyboard);
  if (keyboard !== Boolean(session.keyboard)) body.keyboard = keyboard;
  // After a scene or screen change the old values say nothing about the new ranges: send all.
  const current = body.scene || body.device || "keyboard" in body ? {} : session.params || {};
  const set = {};
  for (const [name, value] of Object.entries(wanted.params || {})) {
    if (!(name in current) || String(current[name]) !== value) set[name] = value;
  }
  if (Object.keys(set).length) body.set = set;
  const playback = session.playback || { speed: 1 };
  if (Number.isFinite(wanted.speed) && wanted.speed !== playback.speed) body.playback = { speed: wanted.speed };
  if (!Object.keys(body).length) return null;
  body.fit = true;
  return body;
}
