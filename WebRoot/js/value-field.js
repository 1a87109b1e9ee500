// One input for one parameter-shaped spec (a parameter or an event argument): a slider and a
// number field for number/integer, a select for choice, a colour input for color. The same
// shapes serve the parameter panel and the event arguments.

import { element, idFragment } from "./dom.js";
import { formatNumber } from "./format.js";

function isNumeric(spec) {
  return spec.kind === "number" || spec.kind === "integer";
}

/** Parses what a person typed; NaN when it is not a number at all. */
export function parseFieldValue(spec, raw) {
  if (!isNumeric(spec)) return raw;
  const value = Number(raw);
  if (raw === "" || !Number.isFinite(value)) return NaN;
  return spec.kind === "integer" ? Math.round(value) : value;
}

/** `#rrggbbaa` → `#rrggbb`: a colour input holds no alpha. */
function colorInputValue(value) {
  return typeof value === "string" && /^#[0-9a-fA-F]{8}$/.test(value) ? value.slice(0, 7) : value;
}

/** The field's text: 3 decimals at most, no trailing zeros ("0.5", "120"). */
function shortNumber(value) {
  const text = formatNumber(value);
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
}

function choiceSelect(spec, id) {
  return element("select", { id, name: spec.name, "data-role": "choice", "aria-label": spec.label || spec.name },
    (spec.choices || []).map((choice) => element("option", { value: choice, text: choice })));
}

/**
 * Builds the input(s) for a spec.
 * @returns {root, inputs, set(value), get(), focusables}
 *   `inputs.slider`/`inputs.number`/`inputs.select`/`inputs.color`, whichever exist.
 */
export function buildValueField(spec, idPrefix, { withSlider = true } = {}) {
  const id = `${idPrefix}-${idFragment(spec.name)}`;
  if (isNumeric(spec)) {
    const step = spec.step > 0 ? spec.step : spec.kind === "integer" ? 1 : "any";
    const listId = spec.marks && spec.marks.length ? `${id}-marks` : undefined;
    const slider = withSlider
      ? element("input", {
        type: "range", id: `${id}-slider`, name: spec.name, min: spec.min, max: spec.max, step,
        "data-role": "slider", "aria-label": spec.label || spec.name, list: listId,
      })
      : null;
    const number = element("input", {
      type: "number", id: `${id}-number`, name: withSlider ? `${spec.name}-number` : spec.name,
      min: spec.min, max: spec.max, step, "data-role": "number", "aria-label": `${spec.label || spec.name} value`,
    });
    const datalist = listId
      ? element("datalist", { id: listId }, spec.marks.map((mark) => element("option", { value: mark.value, label: mark.label })))
      : null;
    const root = element("div", { className: "slider-row" }, [slider, number, datalist]);
    const set = (value) => {
      if (typeof value !== "number") return;
      if (slider) slider.value = String(value);
      number.value = shortNumber(value);
    };
    return { root, inputs: { slider, number }, set, get: () => parseFieldValue(spec, number.value) };
  }
  if (spec.kind === "choice") {
    const select = choiceSelect(spec, id);
    return { root: select, inputs: { select }, set: (value) => { select.value = value; }, get: () => select.value };
  }
  const color = element("input", { type: "color", id, name: spec.name, "data-role": "color", "aria-label": spec.label || spec.name });
  return {
    root: color, inputs: { color },
    set: (value) => { color.value = colorInputValue(value); },
    get: () => color.value,
  };
}
