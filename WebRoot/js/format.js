// How values read in the inspector and the controls: numbers to 3 decimals (integers stay
// whole), booleans as words, arrays and objects compactly on one line.

/** `0.7560` → "0.756", `244` → "244", `-0` → "0". */
export function formatNumber(value) {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return String(value === 0 ? 0 : value);
  const fixed = value.toFixed(3);
  // -0.000 reads as a sign error; show the rounded value without it.
  return fixed === "-0.000" ? "0.000" : fixed;
}

/** Any JSON value on one line: `[{index: 0, opacity: 1}, …]`. */
export function formatValue(value) {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number") return formatNumber(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return `[${value.map(formatNested).join(", ")}]`;
  return `{${Object.entries(value).map(([key, item]) => `${key}: ${formatNested(item)}`).join(", ")}}`;
}

function formatNested(value) {
  return typeof value === "string" ? JSON.stringify(value) : formatValue(value);
}

// Longer than this, a value gets its own full-width line in the inspector (fits the 300 px
// panel beside a name).
const INLINE_LIMIT = 18;

/** True when the value needs its own line in the inspector. */
export function isCompound(value, text = formatValue(value)) {
  return value !== null && typeof value === "object" && text.length > INLINE_LIMIT;
}
