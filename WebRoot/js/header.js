// The top bar: connection status, viewer count, view-only badge, and the scene's title.

const STATUS_TEXT = { connecting: "connecting", live: "live", reconnecting: "reconnecting…" };

export class Header {
  constructor(document) {
    this.status = document.getElementById("status");
    this.viewers = document.getElementById("viewers");
    this.viewOnly = document.getElementById("view-only");
    this.sessionId = document.getElementById("session-id");
    this.sceneTitle = document.getElementById("scene-title");
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
