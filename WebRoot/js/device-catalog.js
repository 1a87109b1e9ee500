// The server's device profiles (GET /api/devices), read when the page opens and again after a
// reconnect (a new server may have other devices), handed to whoever lists or draws them.

import { fetchDevices } from "./api.js";

export class DeviceCatalog {
  /**
   * @param listeners [(devices) → void], told in order
   * @param report (message) → a failed request
   */
  constructor(listeners, report) {
    this.listeners = listeners;
    this.report = report;
  }

  async load() {
    try {
      const devices = await fetchDevices();
      for (const listener of this.listeners) listener(devices);
    } catch (error) {
      this.report(`devices: ${error.message}`);
    }
  }
}
