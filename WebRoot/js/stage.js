// A device screen on the page: sizes the canvas to fit its container (keeping the screen's
// aspect, with room for the bezel when the device frame is shown) and for devicePixelRatio,
// and draws the newest frame on the next animation frame. Frames that arrive faster than the
// display refreshes replace each other; only the latest one is drawn.

import { BEZEL } from "./device-chrome.js";
import { onPlaceholderLoaded, placeholdersPending } from "./placeholder.js";
import { paintScreen } from "./screen-painter.js";

/** What a view shows besides the frame; every guide starts hidden, the device frame shown. */
export const DEFAULT_VIEW = { deviceFrame: true, safeArea: false, bars: false, outlines: false, highlight: null };

export class Stage {
  /**
   * @param canvas the screen canvas, inside a `.bezel` element
   * @param container the box the device fits in
   */
  constructor(canvas, container) {
    this.canvas = canvas;
    this.container = container;
    this.bezel = canvas.parentElement && canvas.parentElement.classList.contains("bezel") ? canvas.parentElement : null;
    this.ctx = canvas.getContext("2d", { willReadFrequently: true });
    this.frame = null;
    this.device = null;
    this.view = { ...DEFAULT_VIEW };
    this.ready = false;
    this.scheduled = false;
    this.drawCount = 0;
    this.cssScale = 1;
    this.afterDraw = null;
    this.disposed = false;
    this.resizes = new ResizeObserver(() => this.invalidate());
    this.resizes.observe(container);
    // devicePixelRatio changes (zoom, moving to another monitor) do not resize the container.
    this.watchPixelRatio();
    this.stopPlaceholders = onPlaceholderLoaded(() => this.invalidate());
  }

  watchPixelRatio() {
    this.pixelRatioQuery = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    this.pixelRatioChanged = () => {
      this.invalidate();
      this.watchPixelRatio();
    };
    this.pixelRatioQuery.addEventListener("change", this.pixelRatioChanged, { once: true });
  }

  /** Stops everything this stage observes: a removed view must not keep drawing. */
  dispose() {
    this.disposed = true;
    this.resizes.disconnect();
    this.stopPlaceholders();
    this.pixelRatioQuery.removeEventListener("change", this.pixelRatioChanged);
  }

  /** Starts drawing (after fonts are loaded, so the first frame's labels are right). */
  start() {
    this.ready = true;
    this.invalidate();
  }

  show(frame, device) {
    this.frame = frame;
    this.device = device;
    this.invalidate();
  }

  /** Changes what is drawn besides the frame (device frame, guides, hovered node). */
  setView(changes) {
    this.view = { ...this.view, ...changes };
    this.invalidate();
  }

  invalidate() {
    if (this.scheduled || !this.ready || this.disposed) return;
    this.scheduled = true;
    requestAnimationFrame(() => {
      this.scheduled = false;
      this.draw();
    });
  }

  /** Screen points per CSS pixel of the canvas as last drawn (for pointer input). */
  pointsPerCssPixel() {
    return 1 / this.cssScale;
  }

  /** Fits the screen's points (plus the bezel, when shown) into the container, keeping its aspect. */
  layout(widthPoints, heightPoints) {
    const style = getComputedStyle(this.container);
    const availableWidth = this.container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    let availableHeight = this.container.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    // A caption beside the device in the same box takes its height from the screen's.
    for (const child of this.container.children) {
      if (child !== this.bezel && child !== this.canvas && getComputedStyle(child).position !== "absolute") {
        availableHeight -= child.offsetHeight;
      }
    }
    const margin = this.view.deviceFrame && this.bezel ? 2 * BEZEL : 0;
    const cssScale = Math.max(0.05, Math.min(availableWidth / (widthPoints + margin), availableHeight / (heightPoints + margin)));
    const cssWidth = Math.floor(widthPoints * cssScale);
    const cssHeight = Math.floor(heightPoints * cssScale);
    const ratio = window.devicePixelRatio || 1;
    const pixelWidth = Math.round(cssWidth * ratio);
    const pixelHeight = Math.round(cssHeight * ratio);
    if (this.canvas.width !== pixelWidth || this.canvas.height !== pixelHeight) {
      this.canvas.width = pixelWidth;
      this.canvas.height = pixelHeight;
    }
    this.canvas.style.width = `${cssWidth}px`;
    this.canvas.style.height = `${cssHeight}px`;
    return { cssScale, pixelScale: pixelWidth / widthPoints };
  }

  /** The bezel and the display's rounded corners, or a plain rectangle when the frame is hidden. */
  styleFrame(cssScale) {
    const shown = this.view.deviceFrame && this.device;
    const radius = shown ? this.device.cornerRadius || 0 : 0;
    this.canvas.style.borderRadius = `${radius * cssScale}px`;
    if (!this.bezel) return;
    this.bezel.classList.toggle("framed", Boolean(shown));
    this.bezel.style.padding = shown ? `${BEZEL * cssScale}px` : "0";
    this.bezel.style.borderRadius = shown ? `${(radius + BEZEL) * cssScale}px` : "0";
  }

  draw() {
    const frame = this.frame;
    if (!frame || !Array.isArray(frame.size)) return;
    const [width, height] = frame.size;
    const { cssScale, pixelScale } = this.layout(width, height);
    this.cssScale = cssScale;
    this.styleFrame(cssScale);
    const ctx = this.ctx;
    // Start from nothing: the screen rarely fills whole device pixels (375 pt at 0.75 px/pt
    // ends mid-pixel), and a partly covered edge painted over the last frame's edge builds up
    // with every draw, so the same frame drew different pixels after a reconnect.
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.setTransform(pixelScale, 0, 0, pixelScale, 0, 0);
    paintScreen(ctx, frame, this.device, this.view, pixelScale);
    this.drawCount += 1;
    this.canvas.dataset.seq = String(frame.seq);
    this.canvas.dataset.draws = String(this.drawCount);
    this.canvas.dataset.imagesPending = String(placeholdersPending());
    if (this.afterDraw) this.afterDraw(frame);
  }
}
