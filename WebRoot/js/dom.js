// A tiny element builder, so control code reads as structure rather than DOM calls.

// Set as properties (their attributes differ in name or meaning); all else as attributes.
const PROPERTIES = new Set(["className", "htmlFor", "value", "checked", "disabled", "hidden"]);

export function element(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (typeof value === "function") node.addEventListener(key.replace(/^on/, ""), value);
    else if (PROPERTIES.has(key)) node[key] = value;
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of [].concat(children)) {
    if (child === undefined || child === null) continue;
    node.append(child);
  }
  return node;
}

/** A safe id fragment from any parameter name. */
export function idFragment(name) {
  return String(name).replace(/[^A-Za-z0-9_-]/g, "_");
}

/** Enables or disables every control inside `container` (view-only pages disable them all). */
export function enableInputs(container, enabled) {
  for (const input of container.querySelectorAll("input, select, button")) input.disabled = !enabled;
}
