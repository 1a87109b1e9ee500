// Draws a frame's node tree (docs/protocol.md, "Frame"). The canvas transform maps points to
// device pixels before this runs; each node then draws in its own local box at the origin.

import { boxPath, makePaint, polygonPath } from "./paint.js";
import { contentRect, placeholderImage } from "./placeholder.js";
import { fitText } from "./text.js";

const DEFAULT_FONT = { family: "IPAGothic", size: 17, weight: 400 };
const DEFAULT_TEXT_COLOR = "#000000";

function cssFont(font) {
  const merged = { ...DEFAULT_FONT, ...(font || {}) };
  // The named family first, then IPAGothic for any Japanese it lacks.
  return `${merged.weight} ${merged.size}px "${merged.family}", "IPAGothic", sans-serif`;
}

/** Shadows are in device pixels on canvas (not transformed), so scale them by hand. */
function applyShadow(ctx, shadow, pixelScale) {
  ctx.shadowColor = shadow.color || "rgba(0,0,0,0.3)";
  ctx.shadowOffsetX = (shadow.x || 0) * pixelScale;
  ctx.shadowOffsetY = (shadow.y || 0) * pixelScale;
  ctx.shadowBlur = (shadow.blur || 0) * pixelScale;
}

function clearShadow(ctx) {
  ctx.shadowColor = "transparent";
  ctx.shadowBlur = 0;
  ctx.shadowOffsetX = 0;
  ctx.shadowOffsetY = 0;
}

function drawImageContent(ctx, node, width, height, path) {
  if (!node.src) return;
  const image = placeholderImage(node.src);
  // Not loaded yet: the stage draws again when it is (placeholder.js).
  if (!image) return;
  const target = contentRect(node.contentMode || "aspectFill", width, height, image.naturalWidth, image.naturalHeight);
  ctx.save();
  ctx.clip(path);
  ctx.drawImage(image, target.x, target.y, target.width, target.height);
  ctx.restore();
}

function drawText(ctx, node, width, height) {
  if (node.text === undefined || node.text === null || node.text === "") return;
  ctx.font = cssFont(node.font);
  ctx.fillStyle = node.color || DEFAULT_TEXT_COLOR;
  ctx.textBaseline = "middle";
  const align = node.align || "left";
  ctx.textAlign = align;
  const x = align === "center" ? width / 2 : align === "right" ? width : 0;
  ctx.fillText(fitText(ctx, String(node.text), width), x, height / 2);
}

function drawNode(ctx, node, pixelScale) {
  const [x, y, width, height] = node.frame || [0, 0, 0, 0];
  ctx.save();
  ctx.translate(x, y);
  if (Array.isArray(node.transform) && node.transform.length === 6) {
    const [a, b, c, d, tx, ty] = node.transform;
    // About the node's centre, as UIKit applies a view's transform.
    ctx.translate(width / 2, height / 2);
    ctx.transform(a, b, c, d, tx, ty);
    ctx.translate(-width / 2, -height / 2);
  }
  if (typeof node.alpha === "number") ctx.globalAlpha *= Math.min(Math.max(node.alpha, 0), 1);

  if (ctx.globalAlpha > 0) {
    const path = Array.isArray(node.points) ? polygonPath(node.points) : boxPath(width, height, node.radius);
    const paint = makePaint(ctx, node.fill, width, height);
    // The shadow goes with the fill only, as in the SVG export (MotionCore SVGRenderer).
    if (node.shadow && paint) applyShadow(ctx, node.shadow, pixelScale);
    if (paint) {
      ctx.fillStyle = paint;
      ctx.fill(path);
      clearShadow(ctx);
    }
    if (node.type === "image") drawImageContent(ctx, node, width, height, path);
    clearShadow(ctx);
    if (node.type === "text") drawText(ctx, node, width, height);
    if (node.stroke && node.stroke.width > 0) {
      ctx.strokeStyle = node.stroke.color;
      ctx.lineWidth = node.stroke.width;
      ctx.stroke(path);
    }
    if (Array.isArray(node.children) && node.children.length > 0) {
      if (node.clip) ctx.clip(path);
      for (const child of node.children) drawNode(ctx, child, pixelScale);
    }
  }
  ctx.restore();
}

/**
 * Draws `nodes` with the context already scaled so one unit is one point.
 * @param pixelScale device pixels per point, for shadows (which canvas does not transform)
 */
export function drawNodes(ctx, nodes, pixelScale) {
  for (const node of nodes || []) drawNode(ctx, node, pixelScale);
}
