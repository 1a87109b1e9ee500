// The hardware over the screen: the notch or the Dynamic Island, so a layout that ignores the
// safe area shows it. Sizes are chosen from Apple's published device drawings (rounded): the
// notch about 210 × 30 pt, the island about 126 × 37 pt at 11 pt from the top edge.

const NOTCH = { width: 210, height: 30, radius: 20 };
const ISLAND = { width: 126, height: 37, inset: 11 };

function drawNotch(ctx) {
  const { width, height, radius } = NOTCH;
  ctx.beginPath();
  ctx.roundRect(-width / 2, -radius, width, height + radius, radius);
  ctx.fill();
}

function drawIsland(ctx) {
  const { width, height, inset } = ISLAND;
  ctx.beginPath();
  ctx.roundRect(-width / 2, inset, width, height, height / 2);
  ctx.fill();
}

/**
 * Draws the cutout at the top edge in portrait, at the left edge in landscape (the device
 * turned counter-clockwise, as the profiles' landscape safe areas assume).
 */
export function drawDeviceChrome(ctx, device, orientation, width, height) {
  const cutout = device.cutout;
  if (cutout !== "notch" && cutout !== "island") return;
  ctx.save();
  ctx.fillStyle = "#000000";
  if (orientation === "landscape") {
    ctx.translate(0, height / 2);
    ctx.rotate(-Math.PI / 2);
  } else {
    ctx.translate(width / 2, 0);
  }
  if (cutout === "notch") drawNotch(ctx);
  else drawIsland(ctx);
  ctx.restore();
}
