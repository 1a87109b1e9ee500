// Precise steps for a numeric parameter: −/+ buttons beside its number field, and keys on the
// field and the slider — ↑/→ one step up, ↓/← one step down, ten with Shift, Page Up/Down to
// the next or previous mark, Home/End to the ends. One step is the spec's `step` (1 pt for a
// scroll offset), so "±1 and ±10" are exact values, never a fraction of the slider's width.

import { element } from "./dom.js";

// Shift multiplies a step, as in most editors' numeric fields (chosen: 10).
const SHIFT_FACTOR = 10;

/** The spec's step, or 1 when it has none (integers step by whole numbers anyway). */
export function stepSize(spec) {
  return spec.step > 0 ? spec.step : 1;
}

/** `value` moved by `count` steps, clamped to the range and free of binary-fraction dust. */
export function stepped(spec, value, count) {
  const step = stepSize(spec);
  const next = Math.min(Math.max(value + count * step, spec.min), spec.max);
  // 0.1 + 0.2 must read 0.3: round to the finer of the step's and the value's decimals.
  const decimals = Math.min(12, Math.max(decimalsOf(step), decimalsOf(value)));
  const rounded = Number(next.toFixed(decimals));
  return spec.kind === "integer" ? Math.round(rounded) : rounded;
}

function decimalsOf(number) {
  const text = String(number);
  if (text.includes("e-")) return Number(text.split("e-")[1]);
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** The nearest mark beyond `value` in `direction` (+1 up, −1 down), or null. */
export function nextMark(spec, value, direction) {
  const marks = (spec.marks || []).map((mark) => mark.value).sort((a, b) => a - b);
  // Marks within a millionth of a point count as "here", so a jump never lands on itself.
  const tolerance = 1e-6;
  const beyond = direction > 0 ? marks.filter((mark) => mark > value + tolerance) : marks.filter((mark) => mark < value - tolerance).reverse();
  return beyond.length ? beyond[0] : null;
}

/** The value a key asks for, or null when the key is not a stepping key for this input. */
export function valueForKey(spec, value, event, { horizontalKeys }) {
  const factor = event.shiftKey ? SHIFT_FACTOR : 1;
  switch (event.key) {
    case "ArrowUp": return stepped(spec, value, factor);
    case "ArrowDown": return stepped(spec, value, -factor);
    case "ArrowRight": return horizontalKeys ? stepped(spec, value, factor) : null;
    case "ArrowLeft": return horizontalKeys ? stepped(spec, value, -factor) : null;
    case "PageUp": return nextMark(spec, value, 1) ?? stepped(spec, value, SHIFT_FACTOR);
    case "PageDown": return nextMark(spec, value, -1) ?? stepped(spec, value, -SHIFT_FACTOR);
    case "Home": return horizontalKeys ? spec.min : null;
    case "End": return horizontalKeys ? spec.max : null;
    default: return null;
  }
}

/**
 * Adds −/+ buttons and stepping keys to a numeric field (value-field.js).
 * @param field {inputs: {slider, number}, get(), root}
 * @param commit (value) → shows and sends a new value
 */
export function attachStepper(spec, field, commit) {
  const label = spec.label || spec.name;
  const unit = spec.unit ? ` ${spec.unit}` : "";
  const current = () => {
    const value = field.get();
    return Number.isFinite(value) ? value : Number(spec.default) || 0;
  };
  const button = (direction, text) => element("button", {
    type: "button", className: "step", text, "data-step": direction > 0 ? "up" : "down",
    "aria-label": `${direction > 0 ? "Increase" : "Decrease"} ${label} by ${stepSize(spec)}${unit} (Shift: ${stepSize(spec) * SHIFT_FACTOR}${unit})`,
    onclick: (event) => commit(stepped(spec, current(), direction * (event.shiftKey ? SHIFT_FACTOR : 1))),
  });
  field.inputs.number.before(button(-1, "−"));
  field.inputs.number.after(button(1, "+"));
  const keys = (horizontalKeys) => (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const value = valueForKey(spec, current(), event, { horizontalKeys });
    if (value === null) return;
    // The browser's own step ignores Shift and marks; these keys do exactly what they say.
    event.preventDefault();
    if (value !== current()) commit(value);
  };
  // In the number field ←/→ move the caret; on the slider every arrow steps.
  field.inputs.number.addEventListener("keydown", keys(false));
  if (field.inputs.slider) field.inputs.slider.addEventListener("keydown", keys(true));
  const shortcuts = "ArrowUp ArrowDown Shift+ArrowUp Shift+ArrowDown PageUp PageDown";
  field.inputs.number.setAttribute("aria-keyshortcuts", shortcuts);
}
