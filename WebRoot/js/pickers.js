// Scene and device pickers and the orientation toggle: the session-wide controls. Each shows
// the session's current value and reports a person's choice as an input body. (Playback is
// timeline.js's; its errors still show in the slot named "playback".)

import { element } from "./dom.js";

export class Pickers {
  /** @param onInput (body, errorSlot) where errorSlot names the message element to use */
  constructor(document, onInput) {
    this.onInput = onInput;
    this.scene = document.getElementById("scene-picker");
    this.sceneSummary = document.getElementById("scene-summary");
    this.device = document.getElementById("device-picker");
    this.orientationButtons = [...document.querySelectorAll("[data-orientation]")];
    this.errors = {
      scene: document.getElementById("scene-error"),
      device: document.getElementById("device-error"),
      playback: document.getElementById("playback-error"),
    };
    this.session = null;
    this.wire();
  }

  wire() {
    this.scene.addEventListener("change", () => this.send({ scene: this.scene.value }, "scene"));
    this.device.addEventListener("change", () =>
      this.send({ device: this.device.value, orientation: this.session ? this.session.orientation : "portrait" }, "device"));
    for (const button of this.orientationButtons) {
      button.addEventListener("click", () => {
        if (!this.session || button.dataset.orientation === this.session.orientation) return;
        this.send({ device: this.session.device, orientation: button.dataset.orientation }, "device");
      });
    }
  }

  send(body, slot) {
    this.errors[slot].textContent = "";
    this.onInput(body, slot);
  }

  showDevices(devices) {
    const selected = this.session ? this.session.device : this.device.value;
    this.device.replaceChildren(...devices.map((device) =>
      element("option", { value: device.id, text: `${device.name} — ${device.width}×${device.height}` })));
    if (selected) this.device.value = selected;
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
    const info = session.sceneInfo || {};
    this.sceneSummary.textContent = [info.summary, info.seed ? `Seed: ${info.seed}` : ""].filter(Boolean).join(" ");
  }

  showError(slot, message) {
    this.errors[slot].textContent = message;
  }

  setEnabled(enabled) {
    for (const control of [this.scene, this.device, ...this.orientationButtons]) {
      control.disabled = !enabled;
    }
  }
}
