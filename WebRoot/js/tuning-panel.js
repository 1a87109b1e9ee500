// The scene's tunable constants (durations, curves, spring settings — `group: "tuning"` in
// the scene's parameters) in their own panel, moved like any parameter, and "Copy as Swift":
// the server writes the expression that builds the tuned values, ready to paste into the app.

import { request } from "./api.js";
import { element } from "./dom.js";
import { ParameterPanel } from "./parameter-panel.js";

export const TUNING_GROUP = "tuning";

export class TuningPanel {
  /**
   * @param section the panel's <section>, hidden for a scene without tunables
   * @param onChange ({name: value}) as for the parameters
   * @param sessionId () → the session whose tuning "Copy as Swift" asks for
   */
  constructor(section, onChange, sessionId) {
    this.section = section;
    this.sessionId = sessionId;
    const controls = element("div", { className: "controls", id: "tuning" });
    this.output = element("textarea", {
      id: "tuning-swift", className: "tuning-swift", readOnly: true, rows: 3, spellcheck: false,
      "aria-label": "The tuning as Swift",
    });
    this.status = element("span", { className: "copy-status", role: "status" });
    const copy = element("button", {
      type: "button", id: "tuning-copy", text: "Copy as Swift",
      title: "The Swift expression that builds these values, for the app's code",
      onclick: () => this.copyAsSwift(),
    });
    section.append(controls, element("div", { className: "link-row" }, [copy, this.status]), this.output);
    this.panel = new ParameterPanel(controls, onChange);
  }

  dispose() {
    this.panel.dispose();
  }

  build(specs, values) {
    this.section.hidden = specs.length === 0;
    this.output.value = "";
    this.status.textContent = "";
    this.panel.build(specs, values);
  }

  async copyAsSwift() {
    try {
      const answer = await request(`/api/sessions/${encodeURIComponent(this.sessionId())}/tuning`);
      this.output.value = answer.swift || "";
      this.output.select();
      await navigator.clipboard.writeText(this.output.value);
      this.status.textContent = "copied";
    } catch (error) {
      this.status.textContent = error.message && error.status !== undefined ? error.message : "selected: press Ctrl+C";
    }
  }
}

/** Splits a scene's parameters into the ordinary ones and its tunables. */
export function splitTunables(parameters) {
  return {
    ordinary: parameters.filter((spec) => spec.group !== TUNING_GROUP),
    tunables: parameters.filter((spec) => spec.group === TUNING_GROUP),
  };
}
