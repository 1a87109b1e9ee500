// The device around the screen: the notch or Dynamic Island, the status bar (time, signal,
// Wi-Fi, battery), the home indicator, and — for exports — the bezel with the display's
// rounded corners. The cut-out and the corners come from the device's profile (the server's
// devices.json: `cutoutFrame`, `cutoutRadius`, `cornerRadius`, in portrait points); the home
// indicator is Apple's 134 × 5 pt bar, 8 pt above the bottom edge (315 pt wide on iPads).

const HOME_INDICATOR = { width: 134, tabletWidth: 315, height: 5, gap: 8 };
/** The iPad status bar's distance from the screen's sides (chosen: close to iPadOS's, by eye). */
const TABLET_STATUS_MARGIN = 20;
/** Bezel thickness in points around the display (chosen: reads as a phone at any zoom). */
export const BEZEL = 14;

/** The device's own insets in this orientation (the keyboard does not move the home indicator). */
export function deviceSafeArea(device, orientation) {
  const areas = device.safeArea || {};
  return (orientation === "landscape" ? areas.landscape : areas.portrait) || { top: 0, bottom: 0, left: 0, right: 0 };
}

/** The status bar's height in this orientation: iPhones hide it in landscape, iPads keep it. */
export function statusBarHeight(device, orientation) {
  if (orientation !== "landscape") return device.statusBar || 0;
  // Files written before `landscapeStatusBar` existed: the landscape top inset, as the server reads them.
  return typeof device.landscapeStatusBar === "number" ? device.landscapeStatusBar : deviceSafeArea(device, orientation).top || 0;
}

/**
 * The cut-out's rectangle on the screen as turned, or null. Landscape is the device turned
 * counter-clockwise (the cut-out on the left), as the profiles' landscape insets assume.
 */
export function cutoutRect(device, orientation) {
  const frame = device.cutoutFrame;
  if (!frame || (device.cutout !== "notch" && device.cutout !== "island")) return null;
  if (orientation !== "landscape") return { ...frame };
  return { x: frame.y, y: device.width - frame.x - frame.width, width: frame.height, height: frame.width };
}

/** The cut-out's outline: a notch rounds only the corners away from the edge it hangs from. */
function cutoutPath(device, rect, orientation) {
  const radius = device.cutoutRadius || 0;
  const path = new Path2D();
  if (device.cutout === "island") {
    path.roundRect(rect.x, rect.y, rect.width, rect.height, Math.min(radius, rect.width / 2, rect.height / 2));
  } else {
    // Portrait: lower corners; landscape (hanging from the left edge): right-hand corners.
    const radii = orientation === "landscape" ? [0, radius, radius, 0] : [0, 0, radius, radius];
    path.roundRect(rect.x, rect.y, rect.width, rect.height, radii);
  }
  return path;
}

function drawCutout(ctx, device, orientation) {
  const rect = cutoutRect(device, orientation);
  if (!rect) return;
  ctx.save();
  ctx.fillStyle = "#000000";
  ctx.fill(cutoutPath(device, rect, orientation));
  ctx.restore();
}

function drawSignal(ctx, x, centerY) {
  for (let i = 0; i < 4; i += 1) {
    const barHeight = 4 + i * 2;
    ctx.beginPath();
    ctx.roundRect(x + i * 4.5, centerY + 5 - barHeight, 3, barHeight, 1);
    ctx.fill();
  }
  return 18;
}

function drawWifi(ctx, x, centerY, color) {
  ctx.save();
  ctx.strokeStyle = color;
  ctx.lineWidth = 2;
  ctx.lineCap = "round";
  for (const radius of [3, 6.5, 10]) {
    ctx.beginPath();
    ctx.arc(x + 8, centerY + 5, radius, -Math.PI * 0.75, -Math.PI * 0.25);
    ctx.stroke();
  }
  ctx.restore();
  return 16;
}

function drawBattery(ctx, x, centerY, color) {
  ctx.save();
  ctx.strokeStyle = color;
  ctx.globalAlpha *= 0.45;
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.roundRect(x + 0.5, centerY - 5.5, 23, 11, 3);
  ctx.stroke();
  ctx.restore();
  ctx.beginPath();
  ctx.roundRect(x + 2, centerY - 4, 20, 8, 1.5);
  ctx.fill();
  ctx.beginPath();
  ctx.roundRect(x + 24.5, centerY - 2, 1.5, 4, 0.75);
  ctx.fill();
  return 27;
}

/** Time on the left (beside the cutout, at the edge on iPads, centred on classic phones), icons on the right. */
function drawStatusBar(ctx, device, orientation, width, color) {
  const barHeight = statusBarHeight(device, orientation);
  if (barHeight <= 0) return;
  const rect = orientation === "portrait" ? cutoutRect(device, orientation) : null;
  const cutout = Boolean(rect);
  // Beside an island the symbols centre on it; beside a notch, in the ears above the inset.
  const centerY = cutout ? (device.cutout === "island" ? rect.y + rect.height / 2 : rect.height / 2 + 2) : barHeight / 2;
  const earWidth = cutout ? rect.x : width / 3;
  ctx.save();
  ctx.fillStyle = color;
  ctx.font = `600 ${cutout ? 15 : 12}px "IPAGothic", sans-serif`;
  ctx.textBaseline = "middle";
  ctx.textAlign = "center";
  const classic = !cutout && width < 600;
  const iconsWidth = 18 + 6 + 16 + 6 + 27;
  let x = cutout ? width - earWidth / 2 - iconsWidth / 2 : width - iconsWidth - 8;
  if (!cutout && !classic) {
    // iPads: the time at the leading edge, the symbols at the trailing one.
    ctx.textAlign = "left";
    ctx.fillText("9:41", TABLET_STATUS_MARGIN, centerY);
    x = width - iconsWidth - TABLET_STATUS_MARGIN;
  } else {
    ctx.fillText("9:41", classic ? width / 2 : earWidth / 2, centerY);
  }
  if (classic) {
    drawSignal(ctx, 8, centerY);
    x = width - 27 - 8;
    drawBattery(ctx, x, centerY, color);
  } else {
    x += drawSignal(ctx, x, centerY) + 6;
    x += drawWifi(ctx, x, centerY, color) + 6;
    drawBattery(ctx, x, centerY, color);
  }
  ctx.restore();
}

function drawHomeIndicator(ctx, device, orientation, width, height, color) {
  if (!(deviceSafeArea(device, orientation).bottom > 0)) return;
  const barWidth = Math.min(width, height) >= 600 ? HOME_INDICATOR.tabletWidth : HOME_INDICATOR.width;
  ctx.save();
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.roundRect((width - barWidth) / 2, height - HOME_INDICATOR.gap - HOME_INDICATOR.height, barWidth, HOME_INDICATOR.height,
    HOME_INDICATOR.height / 2);
  ctx.fill();
  ctx.restore();
}

/**
 * The hardware and system UI over the screen, in points. `tones` says whether the content under
 * the status bar and the home indicator is light (dark symbols) or dark (light symbols).
 */
export function drawDeviceChrome(ctx, device, orientation, width, height, tones = { top: "light", bottom: "light" }) {
  drawStatusBar(ctx, device, orientation, width, tones.top === "dark" ? "#ffffff" : "#000000");
  drawHomeIndicator(ctx, device, orientation, width, height, tones.bottom === "dark" ? "#ffffff" : "#000000");
  drawCutout(ctx, device, orientation);
}

/** The bezel for an export: a dark body BEZEL points thick around a screen of width × height. */
export function drawBezel(ctx, device, width, height) {
  const radius = (device.cornerRadius || 0) + BEZEL;
  ctx.save();
  ctx.fillStyle = "#0b0c0f";
  ctx.beginPath();
  ctx.roundRect(0, 0, width + 2 * BEZEL, height + 2 * BEZEL, radius);
  ctx.fill();
  ctx.strokeStyle = "#3a3f4a";
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.restore();
}

/** A path of the display's rounded corners at the origin (points). */
export function displayPath(device, width, height) {
  const path = new Path2D();
  path.roundRect(0, 0, width, height, Math.min(device.cornerRadius || 0, width / 2, height / 2));
  return path;
}
