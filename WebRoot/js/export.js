// Export: a PNG of the current view (with or without the device frame, with the guides that
// are shown), drawn at the device's own scale; and the server's SVG of the frame.

import { BEZEL, displayPath, drawBezel } from "./device-chrome.js";
import { element } from "./dom.js";
import { placeholdersReady } from "./placeholder.js";
import { paintScreen } from "./screen-painter.js";

function fileName(frame, extension) {
  return `${frame.scene}-${frame.device}-${frame.orientation}-${frame.seq}.${extension}`;
}

/** The frame painted on a new canvas at `scale` pixels per point. */
export async function renderPng(frame, device, view, includeFrame, scale) {
  await placeholdersReady(frame.nodes);
  const [width, height] = frame.size;
  const margin = includeFrame && device ? BEZEL : 0;
  const canvas = document.createElement("canvas");
  canvas.width = Math.round((width + 2 * margin) * scale);
  canvas.height = Math.round((height + 2 * margin) * scale);
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  if (margin) {
    drawBezel(ctx, device, width, height);
    ctx.translate(margin, margin);
    ctx.clip(displayPath(device, width, height));
  }
  paintScreen(ctx, frame, device, { ...view, deviceFrame: Boolean(margin) }, scale);
  return canvas;
}

function download(href, name) {
  const link = element("a", { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
}

export class ExportPanel {
  /** @param current () → {frame, device, view} of the main screen */
  constructor(container, current) {
    this.current = current;
    this.includeFrame = element("input", { type: "checkbox", checked: true, "data-export-frame": "" });
    this.pngButton = element("button", { type: "button", text: "PNG", "data-export": "png", onclick: () => this.png() });
    this.svgButton = element("button", { type: "button", text: "SVG", "data-export": "svg", onclick: () => this.svg() });
    container.append(
      element("div", { className: "export-row" }, [
        element("span", { className: "field-label", text: "Export" }), this.pngButton, this.svgButton,
        element("label", { className: "toggle" }, [this.includeFrame, element("span", { text: "with frame" })]),
      ]));
  }

  async png() {
    const { frame, device, view } = this.current();
    if (!frame) return;
    // The device's own scale, so the picture has the pixels a screenshot on the phone would.
    const canvas = await renderPng(frame, device, view, this.includeFrame.checked, frame.scale || 2);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
    const url = URL.createObjectURL(blob);
    download(url, fileName(frame, "png"));
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  }

  /** The server draws the session's frame as SVG (GET /api/sessions/{id}/frame?format=svg), so
   * counters that ran and animations that played show as they do here. */
  svg() {
    const { frame, sessionId } = this.current();
    if (!frame) return;
    download(`/api/sessions/${encodeURIComponent(sessionId)}/frame?format=svg`, fileName(frame, "svg"));
  }
}
