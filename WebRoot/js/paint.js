// Fills, strokes and shapes of the frame format (docs/protocol.md, "Frame").

/**
 * A canvas paint for a node's `fill`: a colour string (`#rrggbb`, `#rrggbbaa`, which canvas
 * accepts as is) or {linear: [[stop, colour], …], angle} in the node's local box.
 */
export function makePaint(ctx, fill, width, height) {
  if (typeof fill === "string") return fill;
  if (!fill || !Array.isArray(fill.linear)) return null;
  // Angle as the protocol defines it: 0 = top → bottom, 90 = left → right (clockwise, y down).
  const radians = ((fill.angle || 0) * Math.PI) / 180;
  const dx = Math.sin(radians);
  const dy = Math.cos(radians);
  // Same gradient-line length as CSS linear-gradient, so the corners get the end colours.
  const half = (Math.abs(width * dx) + Math.abs(height * dy)) / 2;
  const cx = width / 2;
  const cy = height / 2;
  const gradient = ctx.createLinearGradient(cx - dx * half, cy - dy * half, cx + dx * half, cy + dy * half);
  for (const [offset, color] of fill.linear) {
    gradient.addColorStop(Math.min(Math.max(offset, 0), 1), color);
  }
  return gradient;
}

/** A rectangle path at the origin, with corners rounded by `radius` (clamped to fit). */
export function boxPath(width, height, radius) {
  const path = new Path2D();
  const r = Math.max(0, Math.min(radius || 0, width / 2, height / 2));
  if (r > 0) path.roundRect(0, 0, width, height, r);
  else path.rect(0, 0, width, height);
  return path;
}

/**
 * A path node's closed polygon, `points` = [x0, y0, x1, y1, …] in the node's own coordinates
 * (docs/protocol-notes.md, "Path nodes"). It stands in for the box in fill, stroke and clip.
 */
export function polygonPath(points) {
  const path = new Path2D();
  for (let i = 0; i + 1 < points.length; i += 2) {
    if (i === 0) path.moveTo(points[i], points[i + 1]);
    else path.lineTo(points[i], points[i + 1]);
  }
  path.closePath();
  return path;
}
