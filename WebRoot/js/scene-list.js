// The scene picker's list, read from the server for the session's screen (ranges and even the
// scenes on offer depend on it), once per screen.

import { fetchScenes } from "./api.js";

export class SceneList {
  /**
   * @param show (scenes) → the picker lists them
   * @param report (message) → a failed request
   */
  constructor(show, report) {
    this.show = show;
    this.report = report;
    this.key = null;
  }

  async load(device, orientation) {
    const key = `${device}|${orientation}`;
    if (key === this.key) return;
    try {
      const scenes = await fetchScenes(device, orientation);
      this.key = key;
      this.show(scenes);
    } catch (error) {
      this.report(`scenes: ${error.message}`);
    }
  }

  /** Read again next time (a reconnect may reach a server with other scenes). */
  forget() {
    this.key = null;
  }
}
