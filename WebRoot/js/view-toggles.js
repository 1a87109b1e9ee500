// The View toggles: device frame, safe area, status/navigation bars, node outlines and the
// live metrics overlay. Each is a checkbox with a stable `data-view` name (tests and people
// find them by it); the choice is remembered in this browser.

import { element } from "./dom.js";

const TOGGLES = [
  { name: "deviceFrame", label: "Device frame", initial: true },
  { name: "safeArea", label: "Safe area", initial: false },
  { name: "bars", label: "Status & navigation bars", initial: false },
  { name: "outlines", label: "Node outlines & ids", initial: false },
  { name: "metrics", label: "Live metrics", initial: false },
];
const STORAGE_KEY = "motion-preview.view";

function remembered() {
  try {
    return JSON.parse(localStorage.getItem(STORAGE_KEY) || "{}") || {};
  } catch {
    return {};
  }
}

export class ViewToggles {
  /** @param onChange (view) → called with every toggle's value, at once and after each change */
  constructor(container, onChange) {
    const saved = remembered();
    this.values = Object.fromEntries(TOGGLES.map((toggle) => [toggle.name, saved[toggle.name] ?? toggle.initial]));
    this.onChange = onChange;
    for (const toggle of TOGGLES) {
      const input = element("input", { type: "checkbox", checked: this.values[toggle.name], "data-view": toggle.name });
      input.addEventListener("change", () => this.set(toggle.name, input.checked));
      container.append(element("label", { className: "toggle" }, [input, element("span", { text: toggle.label })]));
    }
    onChange({ ...this.values });
  }

  set(name, value) {
    this.values[name] = value;
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(this.values));
    } catch {
      // Private windows may refuse storage; the toggle still works for this page.
    }
    this.onChange({ ...this.values });
  }
}
