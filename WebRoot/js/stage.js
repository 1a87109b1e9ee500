// The device screen on the page: sizes the canvas to fit its container (keeping the screen's
// aspect) and for devicePixelRatio, and draws the newest frame on the next animation frame.
// Frames that arrive faster than the display refreshes replace each other; only the latest
// one is drawn.

import { drawNodes } from "./renderer.js";
import { drawDeviceChrome } from "./device-chrome.js";

export class Stage {
  constructor(canvas, container) {
    this.canvas = canvas;
    this.container = container;
    this.ctx = canvas.getContext("2d");
    this.frame = null;
    this.device = null;
    this.ready = false;
    this.scheduled = false;
    this.drawCount = 0;
    this.cssScale = 1;
    new ResizeObserver(() => this.invalidate()).observe(container);
    // devicePixelRatio changes (zoom, moving to another monitor) do not resize the container.
    this.watchPixelRatio();
  }

  watchPixelRatio() {
    const query = matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener("change", () => {
      this.invalidate();
      this.watchPixelRatio();
    }, { once: true });
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

  invalidate() {
    if (this.scheduled || !this.ready) return;
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

  /** Fits the screen's points into the container, keeping its aspect. */
  layout(widthPoints, heightPoints) {
    const style = getComputedStyle(this.container);
    const availableWidth = this.container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const availableHeight = this.container.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const cssScale = Math.max(0.05, Math.min(availableWidth / widthPoints, availableHeight / heightPoints));
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

  draw() {
    const frame = this.frame;
    if (!frame || !Array.isArray(frame.size)) return;
    const [width, height] = frame.size;
    const { cssScale, pixelScale } = this.layout(width, height);
    this.cssScale = cssScale;
    const radius = this.device ? this.device.cornerRadius || 0 : 0;
    this.canvas.style.borderRadius = `${radius * cssScale}px`;
    const ctx = this.ctx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    // iOS windows are white unless a scene paints them.
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.setTransform(pixelScale, 0, 0, pixelScale, 0, 0);
    drawNodes(ctx, frame.nodes, pixelScale);
    if (this.device) drawDeviceChrome(ctx, this.device, frame.orientation, width, height);
    this.drawCount += 1;
    this.canvas.dataset.seq = String(frame.seq);
    this.canvas.dataset.draws = String(this.drawCount);
  }
}
