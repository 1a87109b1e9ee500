// Procedural pictures for image nodes whose `src` names a placeholder ("sea-1"): the same name
// always gives the same picture, a sky over a sea with a horizon and a sun, so a stretching
// or moving header is plainly visible without shipping image files.

// Intrinsic size of a placeholder, chosen as 3:2 (a common photo aspect) and large enough to
// stay sharp on a 3× device at full width (375 pt × 3 ≈ 1125 px).
export const PLACEHOLDER_WIDTH = 1200;
export const PLACEHOLDER_HEIGHT = 800;

const cache = new Map();

/** FNV-1a, 32-bit: a small, stable hash so a name always picks the same colours. */
function hash(text) {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A deterministic pseudo-random sequence in [0, 1) (mulberry32). */
function sequence(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function paintLandscape(ctx, name) {
  const random = sequence(hash(name));
  const w = PLACEHOLDER_WIDTH;
  const h = PLACEHOLDER_HEIGHT;
  // Hues stay near blue (sky, sea) and warm (the horizon glow) so every name reads as a
  // seascape; the name only moves them within those ranges.
  const blue = 195 + Math.floor(random() * 30);
  const warm = 15 + Math.floor(random() * 35);
  const dusk = random();
  const horizon = h * (0.45 + random() * 0.15);

  const sky = ctx.createLinearGradient(0, 0, 0, horizon);
  sky.addColorStop(0, `hsl(${blue + 15} 60% ${28 + dusk * 14}%)`);
  sky.addColorStop(0.7, `hsl(${blue} 55% ${58 + dusk * 12}%)`);
  sky.addColorStop(1, `hsl(${warm} 85% ${74 + dusk * 10}%)`);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, w, horizon);

  const sunX = w * (0.2 + random() * 0.6);
  const sunR = h * 0.07;
  const glow = ctx.createRadialGradient(sunX, horizon - sunR, 0, sunX, horizon - sunR, sunR * 5);
  glow.addColorStop(0, "rgba(255, 244, 214, 0.9)");
  glow.addColorStop(1, "rgba(255, 244, 214, 0)");
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, w, horizon);
  ctx.fillStyle = "#fff6dc";
  ctx.beginPath();
  ctx.arc(sunX, horizon - sunR * 1.2, sunR, 0, Math.PI * 2);
  ctx.fill();

  // Distant hills on the horizon give a sharp edge to follow when the image stretches.
  ctx.fillStyle = `hsl(${blue + 10} 25% 26%)`;
  ctx.beginPath();
  ctx.moveTo(0, horizon);
  for (let x = 0; x <= w; x += w / 12) {
    ctx.lineTo(x, horizon - h * 0.03 * (0.3 + random()));
  }
  ctx.lineTo(w, horizon);
  ctx.closePath();
  ctx.fill();

  const sea = ctx.createLinearGradient(0, horizon, 0, h);
  sea.addColorStop(0, `hsl(${blue} 50% 45%)`);
  sea.addColorStop(1, `hsl(${blue + 15} 65% 16%)`);
  ctx.fillStyle = sea;
  ctx.fillRect(0, horizon, w, h - horizon);

  // Wave lines, denser towards the horizon, for texture that shows scaling.
  ctx.strokeStyle = "rgba(255, 255, 255, 0.22)";
  for (let i = 0; i < 28; i += 1) {
    const depth = (i + 1) / 28;
    const y = horizon + (h - horizon) * depth * depth;
    const x = random() * w;
    ctx.lineWidth = 1 + depth * 4;
    ctx.beginPath();
    ctx.moveTo(x - 40 - depth * 160, y);
    ctx.lineTo(x + 40 + depth * 160, y);
    ctx.stroke();
  }
}

/** The placeholder picture for `name`, drawn once and cached. */
export function placeholderImage(name) {
  let canvas = cache.get(name);
  if (!canvas) {
    canvas = new OffscreenCanvas(PLACEHOLDER_WIDTH, PLACEHOLDER_HEIGHT);
    paintLandscape(canvas.getContext("2d"), name);
    cache.set(name, canvas);
  }
  return canvas;
}

/** Where to draw an image of the given size in a box, per UIKit's content modes. */
export function contentRect(mode, boxWidth, boxHeight, imageWidth, imageHeight) {
  if (mode === "fill") return { x: 0, y: 0, width: boxWidth, height: boxHeight };
  const sx = boxWidth / imageWidth;
  const sy = boxHeight / imageHeight;
  // aspectFill is the default: headers in the seeds use it, and it never leaves gaps.
  const scale = mode === "aspectFit" ? Math.min(sx, sy) : Math.max(sx, sy);
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  return { x: (boxWidth - width) / 2, y: (boxHeight - height) / 2, width, height };
}
