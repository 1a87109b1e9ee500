// Lists named values (a frame's `state`, or facts about the frame) as a definition list.
// Rows are kept between frames and only their text changes, so a value that changes
// flashes and the list does not jump.

import { element } from "./dom.js";
import { formatValue, isCompound } from "./format.js";

const HEX_COLOR = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;
// The page's accent colour (css/app.css --accent).
const FLASH_COLOR = "#4c9aff";

export class Inspector {
  constructor(list, keyAttribute = "data-state-key") {
    this.list = list;
    this.keyAttribute = keyAttribute;
    this.rows = new Map();
    this.order = "";
  }

  /**
   * @param values {name: value}
   * @param preferredOrder names to list first (the scene's stateKeys), others follow
   */
  show(values, preferredOrder = []) {
    const names = preferredOrder.filter((name) => name in values);
    for (const name of Object.keys(values)) if (!names.includes(name)) names.push(name);
    const order = names.join("\u0000");
    if (order !== this.order) this.rebuild(names);
    for (const name of names) this.setRow(name, values[name]);
  }

  rebuild(names) {
    this.order = names.join("\u0000");
    this.rows.clear();
    this.list.replaceChildren();
    for (const name of names) {
      const term = element("dt", { text: name, [this.keyAttribute]: name });
      const value = element("dd", { [this.keyAttribute]: name, className: "value" });
      this.list.append(term, value);
      this.rows.set(name, { value, text: null });
    }
  }

  setRow(name, value) {
    const row = this.rows.get(name);
    const text = formatValue(value);
    // The exact value is kept even when the shown (rounded) text is unchanged: tests and the
    // plots read it, and 0.49996 must not stand where the frame said 0.5.
    row.value.dataset.raw = JSON.stringify(value);
    if (row.text === text) return;
    const first = row.text === null;
    row.text = text;
    if (typeof value === "string" && HEX_COLOR.test(value)) {
      row.value.replaceChildren(element("span", { className: "swatch", style: `background:${value}` }), text);
    } else {
      row.value.textContent = text;
    }
    row.value.classList.toggle("compound", isCompound(value, text));
    // A short flash on change; the Web Animations API restarts it without forcing layout.
    if (!first) row.value.animate([{ color: FLASH_COLOR }, {}], { duration: 500, easing: "ease-out" });
  }
}
