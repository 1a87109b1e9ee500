// A button per event of the session's `sceneInfo.events`, with a field per argument
// (defaults from the argument's spec). Errors from the server show under the event.

import { element, enableInputs, idFragment } from "./dom.js";
import { buildValueField } from "./value-field.js";

export class EventPanel {
  /** @param onEvent (name, args) when a person presses an event's button */
  constructor(container, onEvent) {
    this.container = container;
    this.onEvent = onEvent;
    this.events = new Map();
    this.enabled = true;
  }

  build(events) {
    this.container.replaceChildren();
    this.events.clear();
    if (!events || events.length === 0) {
      this.container.append(element("p", { className: "summary", text: "This scene has no events." }));
      return;
    }
    for (const spec of events) this.addEvent(spec);
    this.setEnabled(this.enabled);
  }

  addEvent(spec) {
    const prefix = `event-${idFragment(spec.name)}`;
    const args = (spec.args || []).map((argument) => {
      const field = buildValueField(argument, prefix, { withSlider: false });
      field.set(argument.default);
      const label = element("label", { className: "field" }, [
        element("span", { className: "field-label", text: argument.label || argument.name }),
        field.root,
      ]);
      return { argument, field, label };
    });
    const error = element("p", { className: "control-error", role: "alert", "data-error-for-event": spec.name });
    const button = element("button", {
      type: "button", className: "primary", text: spec.name, id: `${prefix}-send`, "data-event": spec.name,
      onclick: () => this.fire(spec, args, error),
    });
    const root = element("div", { className: "event", "data-event-block": spec.name }, [
      args.length ? element("div", { className: "event-args" }, args.map((item) => item.label)) : null,
      button,
      error,
    ]);
    this.container.append(root);
    this.events.set(spec.name, { spec, args, error });
  }

  fire(spec, args, error) {
    const values = {};
    for (const { argument, field } of args) {
      const value = field.get();
      if (Number.isNaN(value)) {
        error.textContent = `'${argument.label || argument.name}' needs a number`;
        return;
      }
      values[argument.name] = value;
    }
    error.textContent = "";
    this.onEvent(spec.name, values);
  }

  showError(name, message) {
    const entry = this.events.get(name);
    if (!entry) return false;
    entry.error.textContent = message;
    return true;
  }

  setEnabled(enabled) {
    this.enabled = enabled;
    enableInputs(this.container, enabled);
  }
}
