// The server's HTTP API (docs/protocol.md): JSON in, JSON out, errors as
// {"error": {code, message, field?}} turned into ApiError.

export class ApiError extends Error {
  constructor(status, code, message, field) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

async function decode(response) {
  const text = await response.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const error = body && body.error ? body.error : {};
    throw new ApiError(response.status, error.code || `http-${response.status}`,
      error.message || `${response.status} ${response.statusText || "error"}`, error.field);
  }
  return body;
}

export async function request(path, options = {}) {
  let response;
  try {
    response = await fetch(path, { cache: "no-store", ...options });
  } catch (cause) {
    throw new ApiError(0, "network", `server unreachable (${cause.message})`);
  }
  return decode(response);
}

export function fetchDevices() {
  return request("/api/devices");
}

export function fetchScenes(device, orientation, keyboard = false) {
  const query = new URLSearchParams({ device, orientation });
  if (keyboard) query.set("keyboard", "true");
  return request(`/api/scenes?${query}`);
}

/** The default session's control token, or null when the server refuses (not loopback). */
export async function fetchDefaultToken(sessionId) {
  try {
    const body = await request(`/api/sessions/${encodeURIComponent(sessionId)}/token`);
    return body && typeof body.controlToken === "string" ? body.controlToken : null;
  } catch (error) {
    if (error.status === 403 || error.status === 404) return null;
    throw error;
  }
}

/** `POST /api/sessions` → {id, viewerUrl, controlUrl, controlToken}, or throws ApiError. */
export function createSession(body) {
  return request("/api/sessions", {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  });
}

/** Sends one input; resolves to {seq} (202) or throws ApiError. */
export function postInput(sessionId, token, body) {
  return request(`/api/sessions/${encodeURIComponent(sessionId)}/input`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

export function eventStreamUrl(sessionId) {
  return `/api/sessions/${encodeURIComponent(sessionId)}/events`;
}
