// `dev`'s build status, from the server's `dev` event: "rebuilding…" in the top bar while a
// build runs; the compiler's errors (file:line:column: message) over the stage when it fails,
// gone with the next good build; and, after a reload this page watched from its save, the
// time from the save to the new server's first frame here. A server not run by `dev` never
// sends the event, and none of this shows.

export class DevOverlay {
  constructor(document) {
    this.badge = document.getElementById("dev-build");
    this.panel = document.getElementById("dev-errors");
    this.list = this.panel.querySelector("ol");
    // The save (savedAt, ms since 1970) whose build this page saw start: only then is the
    // time to its first frame this page's to report.
    this.watchedSave = null;
  }

  show(status) {
    this.badge.hidden = false;
    this.badge.dataset.state = status.state;
    if (status.state === "building") {
      this.watchedSave = status.savedAt;
      delete this.badge.dataset.saveToFrameMs;
      this.badge.textContent = "rebuilding…";
      return;
    }
    if (status.state === "failed") {
      this.badge.textContent = "build failed";
      this.showErrors(status.errors || []);
      return;
    }
    this.panel.hidden = true;
    if (status.state === "ready" && status.savedAt === this.watchedSave) {
      const milliseconds = Math.max(0, Date.now() - status.savedAt);
      this.badge.dataset.saveToFrameMs = String(milliseconds);
      this.badge.textContent = `reloaded · save → frame ${(milliseconds / 1000).toFixed(1)} s`;
    } else {
      this.badge.textContent = "reloaded";
    }
    this.watchedSave = null;
  }

  showErrors(errors) {
    this.list.replaceChildren(...errors.map((error) => {
      const item = document.createElement("li");
      const where = error.file ? `${error.file}:${error.line}:${error.column}: ` : "";
      item.textContent = `${where}${error.message}`;
      return item;
    }));
    this.panel.hidden = false;
  }
}
