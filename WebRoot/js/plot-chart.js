// Draws one plot: samples as a line with dots, axes with their ranges, and a marker at the
// current value. The canvas records its axes and plot area in data attributes, so a test can
// turn a pixel back into a value.

import { formatNumber } from "./format.js";

const PADDING = { left: 44, right: 10, top: 10, bottom: 24 };
const COLORS = { axis: "#5b6270", text: "#9aa1ad", line: "#4c9aff", dot: "#4c9aff", marker: "#ff2d55", grid: "#2c3039" };

function range(values) {
  const finite = values.filter(Number.isFinite);
  if (!finite.length) return [0, 1];
  let low = Math.min(...finite);
  let high = Math.max(...finite);
  if (high - low < 1e-9) {
    low -= 1;
    high += 1;
  }
  // 6 % headroom so the curve and the marker never sit on the frame (chosen).
  const pad = (high - low) * 0.06;
  return [low - pad, high + pad];
}

export class PlotChart {
  constructor(canvas) {
    this.canvas = canvas;
    this.points = [];
    this.marker = null;
    this.xRange = [0, 1];
    this.yRange = [0, 1];
  }

  /** @param points [[x, y], …] in value space; xRange fixed by the caller (the parameter's range) */
  setData(points, xRange) {
    this.points = points;
    this.xRange = xRange[1] > xRange[0] ? xRange : range(points.map(([x]) => x));
    this.yRange = range(points.map(([, y]) => y));
    this.draw();
  }

  setMarker(marker) {
    this.marker = marker;
    this.draw();
  }

  draw() {
    const canvas = this.canvas;
    const cssWidth = canvas.clientWidth || 260;
    const cssHeight = canvas.clientHeight || 170;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(cssWidth * ratio);
    canvas.height = Math.round(cssHeight * ratio);
    const ctx = canvas.getContext("2d");
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, cssWidth, cssHeight);
    const area = { left: PADDING.left, top: PADDING.top, width: cssWidth - PADDING.left - PADDING.right, height: cssHeight - PADDING.top - PADDING.bottom };
    const [x0, x1] = this.xRange;
    const [y0, y1] = this.yRange;
    const px = (x) => area.left + ((x - x0) / (x1 - x0)) * area.width;
    const py = (y) => area.top + area.height - ((y - y0) / (y1 - y0)) * area.height;
    Object.assign(canvas.dataset, {
      xMin: x0, xMax: x1, yMin: y0, yMax: y1, left: area.left, top: area.top, width: area.width, height: area.height,
      samples: this.points.length,
    });
    this.axes(ctx, area, px, py);
    ctx.strokeStyle = COLORS.line;
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    this.points.forEach(([x, y], index) => (index ? ctx.lineTo(px(x), py(y)) : ctx.moveTo(px(x), py(y))));
    ctx.stroke();
    ctx.fillStyle = COLORS.dot;
    for (const [x, y] of this.points) ctx.fillRect(px(x) - 1, py(y) - 1, 2, 2);
    this.drawMarker(ctx, area, px, py);
  }

  axes(ctx, area, px, py) {
    ctx.strokeStyle = COLORS.axis;
    ctx.lineWidth = 1;
    ctx.strokeRect(area.left + 0.5, area.top + 0.5, area.width, area.height);
    ctx.fillStyle = COLORS.text;
    ctx.font = "10px system-ui, sans-serif";
    ctx.textAlign = "right";
    ctx.textBaseline = "middle";
    const [y0, y1] = this.yRange;
    for (const value of [y0, (y0 + y1) / 2, y1]) ctx.fillText(formatNumber(Number(value.toPrecision(3))), area.left - 4, py(value));
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    const [x0, x1] = this.xRange;
    for (const value of [x0, (x0 + x1) / 2, x1]) ctx.fillText(formatNumber(Number(value.toPrecision(3))), px(value), area.top + area.height + 5);
  }

  drawMarker(ctx, area, px, py) {
    const marker = this.marker;
    const inside = marker && Number.isFinite(marker.x) && Number.isFinite(marker.y)
      && marker.x >= this.xRange[0] && marker.x <= this.xRange[1];
    this.canvas.dataset.markerX = inside ? String(marker.x) : "";
    this.canvas.dataset.markerY = inside ? String(marker.y) : "";
    if (!inside) return;
    const x = px(marker.x);
    const y = py(Math.min(Math.max(marker.y, this.yRange[0]), this.yRange[1]));
    ctx.strokeStyle = COLORS.marker;
    ctx.setLineDash([3, 3]);
    ctx.beginPath();
    ctx.moveTo(x, area.top);
    ctx.lineTo(x, area.top + area.height);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = COLORS.marker;
    ctx.beginPath();
    ctx.arc(x, y, 4.5, 0, Math.PI * 2);
    ctx.fill();
  }
}
