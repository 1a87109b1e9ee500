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

/** The cut-out's rectangle as the server placed it on the turned screen, or null. */
function cutoutRect(screen) {
  const rect = screen && screen.cutout;
  return Array.isArray(rect) ? { x: rect[0], y: rect[1], width: rect[2], height: rect[3] } : null;
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

function drawCutout(ctx, device, screen, orientation) {
  const rect = cutoutRect(screen);
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
function drawStatusBar(ctx, device, screen, orientation, width, color) {
  const barHeight = screen.statusBar;
  if (!(barHeight > 0)) return;
  const rect = orientation === "portrait" ? cutoutRect(screen) : null;
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

function drawHomeIndicator(ctx, screen, width, height, color) {
  if (!(screen.deviceSafeArea.bottom > 0)) return;
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
 * The hardware and system UI over the screen, in points. `screen` is the frame's: the server
 * decides the bars, the insets and where the cut-out sits. `tones` says whether the content
 * under the status bar and the home indicator is light (dark symbols) or dark (light symbols).
 */
export function drawDeviceChrome(ctx, device, frame, width, height, tones = { top: "light", bottom: "light" }) {
  const { screen, orientation } = frame;
  if (!screen) return;
  drawStatusBar(ctx, device, screen, orientation, width, tones.top === "dark" ? "#ffffff" : "#000000");
  drawHomeIndicator(ctx, screen, width, height, tones.bottom === "dark" ? "#ffffff" : "#000000");
  drawCutout(ctx, device, screen, orientation);
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
