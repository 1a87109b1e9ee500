// What the browser remembers between visits (localStorage): the last scene, device and
// orientation, and which side panels are shown. An address that names a scene or device wins;
// a bare address opens where the person left off.

const KEY = "motion-preview.settings";

export function loadSettings(storage = safeStorage()) {
  try {
    const parsed = JSON.parse((storage && storage.getItem(KEY)) || "{}");
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

export function saveSettings(change, storage = safeStorage()) {
  if (!storage) return;
  try {
    storage.setItem(KEY, JSON.stringify({ ...loadSettings(storage), ...change }));
  } catch {
    // Full or forbidden storage (private windows): settings are a convenience, not state.
  }
}

/**
 * The address's wishes, with the remembered scene, device and orientation filled in when the
 * address names none of them (and names no other session: someone else's session is theirs).
 */
export function withRememberedView(wanted, settings = loadSettings()) {
  const explicit = wanted.scene || wanted.device || wanted.orientation || Object.keys(wanted.params || {}).length;
  if (explicit || wanted.session !== "default" || !settings.view) return wanted;
  const { scene, device, orientation } = settings.view;
  return { ...wanted, scene: scene || null, device: device || null, orientation: orientation || null };
}

/** Remembers the view a session or a frame shows. */
export function rememberView(shown) {
  const view = { scene: shown.scene, device: shown.device, orientation: shown.orientation };
  const saved = loadSettings().view || {};
  if (saved.scene === view.scene && saved.device === view.device && saved.orientation === view.orientation) return;
  saveSettings({ view });
}

/** localStorage, or null where the browser refuses it (file: pages, some privacy modes). */
function safeStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
