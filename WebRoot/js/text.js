// Single-line labels, truncated with an ellipsis as UILabel does when the text is wider than
// its frame. Results are cached: the same label is drawn in every frame.

const ELLIPSIS = "…";
const cache = new Map();
// Bounds the cache; a scene has tens of labels, so this is many frames' worth.
const CACHE_LIMIT = 2000;

export function fitText(ctx, text, width) {
  const key = `${ctx.font}\u0000${width}\u0000${text}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let fitted = text;
  if (width > 0 && ctx.measureText(text).width > width + 0.5) {
    // Longest prefix that fits with the ellipsis: binary search over code points.
    const chars = Array.from(text);
    let low = 0;
    let high = chars.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (ctx.measureText(chars.slice(0, mid).join("") + ELLIPSIS).width <= width + 0.5) low = mid;
      else high = mid - 1;
    }
    fitted = chars.slice(0, low).join("") + ELLIPSIS;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, fitted);
  return fitted;
}
