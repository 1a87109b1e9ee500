// Pictures for image nodes whose `src` names a placeholder ("sea-1", "forest-2"): the server
// draws them (GET /api/placeholders/{name}.svg, the same SVG the frame export embeds), so the
// canvas and the SVG show the very same picture. Each is loaded once; whoever draws before it
// has loaded is told when it has, and draws again.

const images = new Map();
const listeners = new Set();

function load(name) {
  const image = new Image();
  const entry = { image, ready: false, failed: false };
  entry.promise = new Promise((resolve) => {
    image.onload = () => {
      entry.ready = image.naturalWidth > 0;
      for (const listener of listeners) listener(name);
      resolve(entry);
    };
    image.onerror = () => {
      entry.failed = true;
      resolve(entry);
    };
  });
  image.src = `/api/placeholders/${encodeURIComponent(name)}.svg`;
  images.set(name, entry);
  return entry;
}

/** The loaded picture for `name`, or null while it loads (or when the server has none). */
export function placeholderImage(name) {
  const entry = images.get(name) || load(name);
  return entry.ready ? entry.image : null;
}

/** Calls `listener(name)` whenever a picture finishes loading; returns what stops it. */
export function onPlaceholderLoaded(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Resolves once every picture the nodes name has loaded (or failed): for exports. */
export function placeholdersReady(nodes) {
  const names = new Set();
  const visit = (list) => {
    for (const node of list || []) {
      if (node.type === "image" && node.src) names.add(node.src);
      visit(node.children);
    }
  };
  visit(nodes);
  return Promise.all([...names].map((name) => (images.get(name) || load(name)).promise));
}

/** How many pictures are still loading (tests wait for 0 before reading pixels). */
export function placeholdersPending() {
  let count = 0;
  for (const entry of images.values()) if (!entry.ready && !entry.failed) count += 1;
  return count;
}

/** Where to draw an image of the given size in a box, per UIKit's content modes (the same rule
 * as MotionCore's ContentPlacement, which the SVG export uses). */
export function contentRect(mode, boxWidth, boxHeight, imageWidth, imageHeight) {
  if (mode === "fill" || !(imageWidth > 0) || !(imageHeight > 0)) return { x: 0, y: 0, width: boxWidth, height: boxHeight };
  const sx = boxWidth / imageWidth;
  const sy = boxHeight / imageHeight;
  // aspectFill is the default: headers in the seeds use it, and it never leaves gaps.
  const scale = mode === "aspectFit" ? Math.min(sx, sy) : Math.max(sx, sy);
  const width = imageWidth * scale;
  const height = imageHeight * scale;
  return { x: (boxWidth - width) / 2, y: (boxHeight - height) / 2, width, height };
}
