// Scene and device pickers, the orientation toggle and the keyboard switch: the session-wide
// controls. Each shows the session's current value and reports a person's choice as an input
// body. Devices are listed under the headings the server's profiles name (`group`), newest
// first. (Playback is timeline.js's; its errors still show in the slot named "playback".)

import { element } from "./dom.js";

export class Pickers {
  /** @param onInput (body, errorSlot) where errorSlot names the message element to use */
  constructor(document, onInput) {
    this.onInput = onInput;
    this.scene = document.getElementById("scene-picker");
    this.sceneSummary = document.getElementById("scene-summary");
    this.device = document.getElementById("device-picker");
    this.orientationButtons = [...document.querySelectorAll("[data-orientation]")];
    this.keyboard = document.getElementById("keyboard-toggle");
    this.devices = [];
    this.disabled = false;
    this.errors = {
      scene: document.getElementById("scene-error"),
      device: document.getElementById("device-error"),
      playback: document.getElementById("playback-error"),
    };
    this.session = null;
    this.wire();
  }

  wire() {
    // The pickers are the page's own elements: their listeners go with dispose, not with them.
    this.listening = new AbortController();
    const { signal } = this.listening;
    this.scene.addEventListener("change", () => this.send({ scene: this.scene.value }, "scene"), { signal });
    this.device.addEventListener("change", () =>
      this.send({ device: this.device.value, orientation: this.session ? this.session.orientation : "portrait" }, "device"), { signal });
    this.keyboard.addEventListener("change", () => this.send({ keyboard: this.keyboard.checked }, "device"), { signal });
    for (const button of this.orientationButtons) {
      button.addEventListener("click", () => {
        if (!this.session || button.dataset.orientation === this.session.orientation) return;
        this.send({ device: this.session.device, orientation: button.dataset.orientation }, "device");
      }, { signal });
    }
  }

  dispose() {
    this.listening.abort();
  }

  send(body, slot) {
    this.errors[slot].textContent = "";
    this.onInput(body, slot);
  }

  showDevices(devices) {
    this.devices = devices;
    const selected = this.session ? this.session.device : this.device.value;
    this.device.replaceChildren(...groupedDevices(devices).map(({ group, members }) =>
      element("optgroup", { label: group }, members.map((device) =>
        element("option", { value: device.id, text: `${device.name} — ${device.width}×${device.height}` })))));
    if (selected) this.device.value = selected;
    if (this.session) this.showKeyboard(this.session);
  }

  /** The switch shows the session's keyboard; a device without keyboard heights cannot raise one. */
  showKeyboard(session) {
    const device = this.devices.find((item) => item.id === session.device);
    this.keyboard.checked = Boolean(session.keyboard);
    this.keyboard.dataset.available = String(!device || Boolean(device.keyboard));
    this.keyboard.disabled = this.disabled || this.keyboard.dataset.available === "false";
  }

  showScenes(scenes) {
    this.scene.replaceChildren(...scenes.map((scene) => element("option", { value: scene.id, text: scene.title || scene.id })));
    if (this.session) this.scene.value = this.session.scene;
  }

  /** Shows the session's values (also used to put a picker back after a refused input). */
  showSession(session) {
    this.session = session;
    this.scene.value = session.scene;
    this.device.value = session.device;
    for (const button of this.orientationButtons) {
      button.setAttribute("aria-pressed", String(button.dataset.orientation === session.orientation));
    }
    this.showKeyboard(session);
    const info = session.sceneInfo || {};
    this.sceneSummary.textContent = [info.summary, info.seed ? `Seed: ${info.seed}` : ""].filter(Boolean).join(" ");
  }

  showError(slot, message) {
    this.errors[slot].textContent = message;
  }

  setEnabled(enabled) {
    this.disabled = !enabled;
    for (const control of [this.scene, this.device, ...this.orientationButtons, this.keyboard]) {
      control.disabled = !enabled;
    }
    if (this.session) this.showKeyboard(this.session);
  }
}

/**
 * Devices under their headings, in the order the server lists the headings, newest first within
 * each (a profile's `year`; the server's order breaks ties). Profiles without a heading go last.
 */
export function groupedDevices(devices) {
  const groups = new Map();
  devices.forEach((device, index) => {
    const group = device.group || "Other devices";
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group).push({ device, index });
  });
  return [...groups].map(([group, members]) => ({
    group,
    members: members.sort((a, b) => (b.device.year || 0) - (a.device.year || 0) || a.index - b.index).map((item) => item.device),
  }));
}
