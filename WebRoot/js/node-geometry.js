// Where each node of a frame ends up on the screen: its box and the matrix from its own
// coordinates to screen points, following the renderer's rules (frames in the parent's
// coordinates, transforms about the node's centre, alpha multiplying down the tree). Used for
// outlines and hovering; it reads the display list and computes no scene values.

function localMatrix(node) {
  const [x, y, width, height] = node.frame || [0, 0, 0, 0];
  let matrix = new DOMMatrix().translate(x, y);
  if (Array.isArray(node.transform) && node.transform.length === 6) {
    const [a, b, c, d, e, f] = node.transform;
    matrix = matrix.translate(width / 2, height / 2).multiply(new DOMMatrix([a, b, c, d, e, f])).translate(-width / 2, -height / 2);
  }
  return matrix;
}

/** Every node in drawing order: {node, matrix, width, height, alpha, depth}. */
export function placedNodes(nodes) {
  const placed = [];
  const visit = (list, parent, parentAlpha, depth) => {
    for (const node of list || []) {
      const matrix = parent.multiply(localMatrix(node));
      const alpha = parentAlpha * (typeof node.alpha === "number" ? Math.min(Math.max(node.alpha, 0), 1) : 1);
      const [, , width, height] = node.frame || [0, 0, 0, 0];
      placed.push({ node, matrix, width, height, alpha, depth });
      visit(node.children, matrix, alpha, depth + 1);
    }
  };
  visit(nodes, new DOMMatrix(), 1, 0);
  return placed;
}

/** The screen-space bounding box of a placed node: [x, y, width, height]. */
export function screenBounds(entry) {
  const corners = [[0, 0], [entry.width, 0], [0, entry.height], [entry.width, entry.height]]
    .map(([x, y]) => entry.matrix.transformPoint(new DOMPoint(x, y)));
  const xs = corners.map((point) => point.x);
  const ys = corners.map((point) => point.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  return [left, top, Math.max(...xs) - left, Math.max(...ys) - top];
}

/** The topmost visible node under a screen point (the last drawn that contains it), or null. */
export function nodeAt(placed, x, y) {
  for (let i = placed.length - 1; i >= 0; i -= 1) {
    const entry = placed[i];
    const { a, b, c, d } = entry.matrix;
    if (entry.alpha <= 0 || Math.abs(a * d - b * c) < 1e-12) continue;
    const local = entry.matrix.inverse().transformPoint(new DOMPoint(x, y));
    const [minX, maxX] = [Math.min(0, entry.width), Math.max(0, entry.width)];
    const [minY, maxY] = [Math.min(0, entry.height), Math.max(0, entry.height)];
    if (local.x >= minX && local.x <= maxX && local.y >= minY && local.y <= maxY) return entry;
  }
  return null;
}
