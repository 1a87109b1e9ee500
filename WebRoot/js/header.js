// The top bar (connection status, viewer count, view-only badge, the scene's title) and the
// haptic badge over the stage.

import { prefersReducedMotion } from "./reduced-motion.js";

const STATUS_TEXT = { connecting: "connecting", live: "live", reconnecting: "reconnecting…" };

export class Header {
  constructor(document) {
    this.status = document.getElementById("status");
    this.viewers = document.getElementById("viewers");
    this.viewOnly = document.getElementById("view-only");
    this.sessionId = document.getElementById("session-id");
    this.sceneTitle = document.getElementById("scene-title");
    this.haptic = document.getElementById("haptic");
  }

  /** A frame carried a haptic (`light`): flash a badge, since a browser cannot tap. */
  pulseHaptic(style) {
    this.haptic.textContent = `haptic · ${style}`;
    this.haptic.dataset.count = String(Number(this.haptic.dataset.count) + 1);
    // Long enough to notice, short enough that taps in quick succession stay distinct. With
    // reduced motion the badge stays still and only fades.
    const keyframes = prefersReducedMotion()
      ? [{ opacity: 1 }, { opacity: 1, offset: 0.7 }, { opacity: 0 }]
      : [{ opacity: 1, transform: "scale(1.08)" }, { opacity: 0, transform: "scale(1)" }];
    this.haptic.animate(keyframes, { duration: 700, easing: "ease-out" });
  }

  showStatus(status) {
    this.status.dataset.status = status;
    this.status.textContent = STATUS_TEXT[status] || status;
  }

  showSession(session) {
    this.sessionId.textContent = session.id;
    const count = Number(session.viewers) || 0;
    this.viewers.textContent = `${count} ${count === 1 ? "viewer" : "viewers"}`;
    this.viewers.dataset.count = String(count);
    const info = session.sceneInfo || {};
    this.sceneTitle.textContent = info.title || session.scene || "";
  }

  showViewOnly(viewOnly) {
    this.viewOnly.hidden = !viewOnly;
  }
}
