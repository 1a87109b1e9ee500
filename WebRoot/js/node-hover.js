// Hovering the screen while node outlines are shown names the node under the pointer: its
// id, its frame (as the display list gives it, in the parent's coordinates), where it is on
// the screen, and its alpha (multiplied down the tree, as drawn).

import { element } from "./dom.js";
import { formatNumber } from "./format.js";
import { nodeAt, placedNodes, screenBounds } from "./node-geometry.js";

function list(values) {
  return `[${values.map((value) => formatNumber(value)).join(", ")}]`;
}

export class NodeHover {
  /**
   * @param stage the Stage whose canvas is hovered
   * @param tip the element that shows the details
   */
  constructor(stage, tip) {
    this.stage = stage;
    this.tip = tip;
    this.enabled = false;
    this.placed = [];
    this.placedFor = null;
    this.listening = new AbortController();
    const { signal } = this.listening;
    stage.canvas.addEventListener("pointermove", (event) => this.move(event), { signal });
    stage.canvas.addEventListener("pointerleave", () => this.clear(), { signal });
  }

  dispose() {
    this.listening.abort();
  }

  setEnabled(enabled) {
    this.enabled = enabled;
    if (!enabled) this.clear();
  }

  clear() {
    this.tip.hidden = true;
    delete this.tip.dataset.node;
    if (this.stage.view.highlight) this.stage.setView({ highlight: null });
  }

  move(event) {
    const frame = this.stage.frame;
    if (!this.enabled || !frame) return;
    if (this.placedFor !== frame) {
      this.placed = placedNodes(frame.nodes);
      this.placedFor = frame;
    }
    const scale = this.stage.pointsPerCssPixel();
    const entry = nodeAt(this.placed, event.offsetX * scale, event.offsetY * scale);
    if (!entry) {
      this.clear();
      return;
    }
    const { node } = entry;
    const rows = [
      ["id", node.id], ["frame", list(node.frame || [])], ["on screen", list(screenBounds(entry))],
      ["alpha", formatNumber(entry.alpha)],
    ];
    this.tip.replaceChildren(...rows.map(([name, value]) =>
      element("div", { "data-field": name }, [element("b", { text: name }), " ", element("span", { text: value })])));
    this.tip.dataset.node = node.id;
    this.tip.dataset.alpha = String(entry.alpha);
    this.tip.hidden = false;
    const host = this.tip.offsetParent || document.body;
    const hostBox = host.getBoundingClientRect();
    this.tip.style.left = `${event.clientX - hostBox.left + 14}px`;
    this.tip.style.top = `${event.clientY - hostBox.top + 14}px`;
    if (this.stage.view.highlight !== node.id) this.stage.setView({ highlight: node.id });
  }
}
