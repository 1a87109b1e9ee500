// Paints one frame's screen: the window, the display list, then (as the view asks) the device
// chrome and the guides. The stage, the compare views, the filmstrip and the PNG export all
// paint through here, so they show the same thing.

import { drawDeviceChrome } from "./device-chrome.js";
import { drawGuides } from "./guides.js";
import { drawKeyboard } from "./keyboard-painter.js";
import { drawNodes } from "./renderer.js";

/** Mean luminance (0…255) of the painted pixels under a rectangle given in points. */
function luminanceAt(ctx, x, y, width, height) {
  const matrix = ctx.getTransform();
  const left = Math.max(0, Math.round(matrix.a * x + matrix.e));
  const top = Math.max(0, Math.round(matrix.d * y + matrix.f));
  const w = Math.max(1, Math.min(ctx.canvas.width - left, Math.round(matrix.a * width)));
  const h = Math.max(1, Math.min(ctx.canvas.height - top, Math.round(matrix.d * height)));
  if (w <= 0 || h <= 0 || left >= ctx.canvas.width || top >= ctx.canvas.height) return 255;
  const data = ctx.getImageData(left, top, w, h).data;
  let sum = 0;
  // Every 16th pixel is plenty for a mean and keeps this cheap on a 3× screen.
  let count = 0;
  for (let i = 0; i < data.length; i += 64) {
    sum += 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
    count += 1;
  }
  return count ? sum / count : 255;
}

/** Light content gets dark symbols and the other way round, as iOS picks its status bar style. */
function tone(luminance) {
  // Chosen: the midpoint of 0…255 with a slight bias to dark symbols, iOS's default.
  return luminance < 110 ? "dark" : "light";
}

/**
 * Paints with the context's transform mapping screen points to pixels (origin at the screen's
 * top-left). `view` = {deviceFrame, safeArea, bars, outlines, highlight}.
 */
export function paintScreen(ctx, frame, device, view, pixelScale) {
  const [width, height] = frame.size;
  ctx.save();
  ctx.globalAlpha = 1;
  // iOS windows are white unless a scene paints them.
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, width, height);
  drawNodes(ctx, frame.nodes, pixelScale);
  // The keyboard is the session's state, not the frame's decoration: shown with or without the device frame.
  if (Array.isArray(frame.keyboard)) drawKeyboard(ctx, frame.keyboard, frame.screen ? frame.screen.deviceSafeArea : {});
  if (view.deviceFrame && device) {
    const tones = { top: tone(luminanceAt(ctx, 0, 0, width, 20)), bottom: tone(luminanceAt(ctx, 0, height - 20, width, 20)) };
    drawDeviceChrome(ctx, device, frame, width, height, tones);
  }
  drawGuides(ctx, frame, view);
  ctx.restore();
}
