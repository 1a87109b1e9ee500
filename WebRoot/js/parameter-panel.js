// The controls generated from the session's `sceneInfo.parameters`. Each reports changes as
// {name: value}; the panel knows which control a person is using, so frames from the server
// update every other control but never yank a slider out from under a dragging pointer.
// Numeric parameters get −/+ buttons and stepping keys (value-stepper.js) and a button per
// mark; "Reset" puts every parameter back to its default in one input.

import { element, enableInputs, idFragment } from "./dom.js";
import { formatNumber } from "./format.js";
import { buildValueField } from "./value-field.js";
import { attachStepper } from "./value-stepper.js";

export class ParameterPanel {
  /** @param onChange ({name: value, …}) when a person changes one control, or resets them all */
  constructor(container, onChange) {
    this.container = container;
    this.onChange = onChange;
    this.controls = new Map();
    this.enabled = true;
    this.dragging = null;
    this.editing = null;
    // A slider drag may end anywhere on the page; these outlive every build, until dispose.
    this.listening = new AbortController();
    const { signal } = this.listening;
    window.addEventListener("pointerup", () => this.endDrag(), { signal });
    window.addEventListener("pointercancel", () => this.endDrag(), { signal });
  }

  dispose() {
    this.listening.abort();
  }

  build(parameters, values) {
    this.dragging = null;
    this.editing = null;
    this.container.replaceChildren();
    this.controls.clear();
    if (!parameters || parameters.length === 0) {
      this.container.append(element("p", { className: "summary", text: "This scene has no parameters." }));
      return;
    }
    this.container.append(element("div", { className: "panel-actions" }, [
      element("button", {
        type: "button", id: "parameters-reset", text: "Reset", title: "Every parameter back to its default",
        "aria-label": "Reset every parameter to its default", onclick: () => this.reset(),
      }),
    ]));
    for (const spec of parameters) this.addControl(spec);
    this.update(values || {}, () => false);
    this.setEnabled(this.enabled);
  }

  addControl(spec) {
    const field = buildValueField(spec, "param");
    const error = element("p", { className: "control-error", role: "alert", "data-error-for": spec.name });
    const head = element("div", { className: "field-head" }, [
      element("label", { className: "field-label", htmlFor: field.inputs.slider ? field.inputs.slider.id : field.root.id, text: spec.label || spec.name }),
      spec.axis ? element("span", { className: "hint", text: `drag screen ${spec.axis === "x" ? "↔" : "↕"}`, "data-axis": spec.axis }) : null,
      spec.unit ? element("span", { className: "unit", text: spec.unit }) : null,
    ]);
    const marks = spec.marks && spec.marks.length
      ? element("div", { className: "marks", role: "group", "aria-label": `Marks of ${spec.label || spec.name}` },
        spec.marks.map((mark) => element("button", {
          type: "button", text: mark.label, title: `${formatNumber(mark.value)}${spec.unit ? ` ${spec.unit}` : ""}`,
          "data-mark": mark.label, "data-mark-value": String(mark.value),
          "aria-label": `Jump ${spec.label || spec.name} to ${mark.label} (${formatNumber(mark.value)}${spec.unit ? ` ${spec.unit}` : ""})`,
          onclick: () => this.commit(spec, mark.value, field),
        })))
      : null;
    if (field.inputs.number) attachStepper(spec, field, (value) => this.commit(spec, value, field));
    // The block's id differs from its input's (value-field.js uses `param-NAME`), so a label
    // pointing at the input never finds the block instead.
    const root = element("div", { className: "field", "data-param": spec.name, id: `param-block-${idFragment(spec.name)}` },
      [head, field.root, marks, error]);
    this.container.append(root);
    this.controls.set(spec.name, { spec, field, error, root });
    this.wire(spec, field);
  }

  wire(spec, field) {
    const { slider, number, select, color } = field.inputs;
    if (slider) {
      slider.addEventListener("pointerdown", () => { this.dragging = spec.name; });
      slider.addEventListener("input", () => {
        const value = Number(slider.value);
        field.set(value);
        this.send(spec, value);
      });
    }
    if (number) {
      // Typed but not yet committed (Enter or leaving the field): frames must not overwrite it.
      number.addEventListener("input", () => { this.editing = spec.name; });
      number.addEventListener("change", () => {
        this.editing = null;
        const value = field.get();
        if (Number.isNaN(value)) {
          this.showError(spec.name, `'${spec.label || spec.name}' needs a number`);
          return;
        }
        if (slider) slider.value = String(value);
        this.send(spec, value);
      });
    }
    if (select) select.addEventListener("change", () => this.send(spec, select.value));
    if (color) color.addEventListener("input", () => this.send(spec, color.value));
  }

  commit(spec, value, field) {
    field.set(value);
    this.send(spec, value);
  }

  send(spec, value) {
    this.clearError(spec.name);
    this.onChange({ [spec.name]: value });
  }

  /** Every parameter back to its default, as one input (the server applies it all or nothing). */
  reset() {
    const defaults = {};
    for (const [name, { spec, field }] of this.controls) {
      defaults[name] = spec.default;
      field.set(spec.default);
      this.clearError(name);
    }
    if (Object.keys(defaults).length) this.onChange(defaults);
  }

  endDrag() {
    this.dragging = null;
  }

  /** Is a person holding or typing into this control right now? */
  isActive(name) {
    const control = this.controls.get(name);
    if (!control) return false;
    if (this.dragging === name || this.editing === name) return true;
    return document.activeElement === control.field.inputs.color;
  }

  /**
   * Shows the session's values.
   * @param isBusy (name) → true while an input for that name is still on its way
   */
  update(values, isBusy) {
    for (const [name, control] of this.controls) {
      if (!(name in values) || this.isActive(name) || isBusy(name)) continue;
      control.field.set(values[name]);
    }
  }

  /** Puts controls back to the session's values after a refused input. */
  revert(names, values) {
    for (const name of names) {
      const control = this.controls.get(name);
      if (control && name in values) control.field.set(values[name]);
    }
  }

  showError(name, message) {
    const control = this.controls.get(name);
    if (!control) return false;
    control.error.textContent = message;
    return true;
  }

  clearError(name) {
    const control = this.controls.get(name);
    if (control) control.error.textContent = "";
  }

  setEnabled(enabled) {
    this.enabled = enabled;
    enableInputs(this.container, enabled);
  }
}
