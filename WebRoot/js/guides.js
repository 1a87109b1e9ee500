// Guides over the screen, each behind its own toggle: the safe-area insets, the status bar
// and navigation bar bounds, and every node's outline with its id. Drawn in points with the
// canvas already scaled; colours chosen to stand apart from typical scene content.

import { placedNodes } from "./node-geometry.js";

const SAFE_AREA = { fill: "rgba(255, 100, 130, 0.4)", line: "#ff2d55" };
const STATUS_BAR = "#ff9500";
const NAVIGATION_BAR = "#34c759";
const OUTLINE = "#00c7ff";
const HIGHLIGHT = "#ffcc00";

function label(ctx, text, x, y, color) {
  const size = 10;
  ctx.font = `600 ${size}px "IPAGothic", sans-serif`;
  ctx.textBaseline = "top";
  ctx.textAlign = "left";
  const width = ctx.measureText(text).width + 4;
  ctx.fillStyle = "rgba(0, 0, 0, 0.6)";
  ctx.fillRect(x, y, width, size + 3);
  ctx.fillStyle = color;
  ctx.fillText(text, x + 2, y + 1.5);
}

function drawSafeArea(ctx, inset, width, height) {
  ctx.fillStyle = SAFE_AREA.fill;
  ctx.fillRect(0, 0, width, inset.top);
  ctx.fillRect(0, height - inset.bottom, width, inset.bottom);
  ctx.fillRect(0, inset.top, inset.left, height - inset.top - inset.bottom);
  ctx.fillRect(width - inset.right, inset.top, inset.right, height - inset.top - inset.bottom);
  ctx.strokeStyle = SAFE_AREA.line;
  ctx.lineWidth = 1;
  ctx.setLineDash([4, 3]);
  ctx.strokeRect(inset.left, inset.top, width - inset.left - inset.right, height - inset.top - inset.bottom);
  ctx.setLineDash([]);
}

/** The bars as the frame's screen gives them: the server decides their heights. */
function drawBars(ctx, screen, width) {
  const top = screen.statusBar;
  const navigation = screen.navigationBar;
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = STATUS_BAR;
  if (top > 0) {
    ctx.strokeRect(1, 1, width - 2, top - 2);
    label(ctx, `status bar ${top}`, 4, top - 14, STATUS_BAR);
  }
  ctx.strokeStyle = NAVIGATION_BAR;
  ctx.strokeRect(1, top + 1, width - 2, navigation - 2);
  label(ctx, `navigation bar ${navigation}`, 4, top + navigation - 14, NAVIGATION_BAR);
}

function drawOutlines(ctx, nodes, highlightId) {
  const base = ctx.getTransform();
  for (const entry of placedNodes(nodes)) {
    if (entry.alpha <= 0) continue;
    const highlighted = entry.node.id === highlightId;
    ctx.setTransform(base.multiply(entry.matrix));
    ctx.strokeStyle = highlighted ? HIGHLIGHT : OUTLINE;
    // One point (two when hovered) whatever the node's own scale.
    ctx.lineWidth = (highlighted ? 2 : 1) / Math.max(Math.hypot(entry.matrix.a, entry.matrix.b), 0.01);
    ctx.strokeRect(0, 0, entry.width, entry.height);
    if (entry.width >= 40 && entry.height >= 12) label(ctx, entry.node.id, 1, 1, highlighted ? HIGHLIGHT : OUTLINE);
  }
  ctx.setTransform(base);
}

/**
 * @param options {safeArea, bars, outlines, highlight (node id)}
 */
export function drawGuides(ctx, frame, options) {
  const [width, height] = frame.size || [0, 0];
  ctx.save();
  // The frame's safe area is the server's, raised by the keyboard while it is up.
  if (options.safeArea && frame.safeArea) drawSafeArea(ctx, frame.safeArea, width, height);
  if (options.bars && frame.screen) drawBars(ctx, frame.screen, width);
  if (options.outlines) drawOutlines(ctx, frame.nodes, options.highlight);
  ctx.restore();
}
