// The two side panels can be hidden to give the device more room; the choice is remembered
// (settings.js). Each toggle is a button with aria-pressed and aria-controls, so it reads
// as "Controls, pressed" to a screen reader and works with Space and Enter.

import { loadSettings, saveSettings } from "./settings.js";

const PANELS = ["controls", "inspector"];

export class PanelLayout {
  constructor(document) {
    this.body = document.body;
    this.buttons = new Map();
    this.listening = new AbortController();
    const saved = loadSettings().panels || {};
    for (const name of PANELS) {
      const button = document.getElementById(`toggle-${name}`);
      if (!button) continue;
      this.buttons.set(name, button);
      button.addEventListener("click", () => this.toggle(name), { signal: this.listening.signal });
      this.show(name, saved[name] !== false);
    }
  }

  dispose() {
    this.listening.abort();
  }

  toggle(name) {
    const shown = this.buttons.get(name).getAttribute("aria-pressed") !== "true";
    this.show(name, shown);
    const panels = {};
    for (const [key, button] of this.buttons) panels[key] = button.getAttribute("aria-pressed") === "true";
    saveSettings({ panels });
  }

  show(name, shown) {
    this.buttons.get(name).setAttribute("aria-pressed", String(shown));
    this.body.dataset[`hide${name[0].toUpperCase()}${name.slice(1)}`] = shown ? "false" : "true";
  }
}
