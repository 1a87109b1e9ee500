// Side by side: the session's scene and parameters shown on other devices at once. Each view
// asks the server for the frame on its device (GET /api/frame) whenever the session's frame
// changes — one request in flight per view, the newest wanted frame next — so every view shows
// its own profile's computation. Parameters out of a device's range (a scroll range ends where
// that screen's content does) are clamped into it by the server (`fit`), as a device change does.

import { element } from "./dom.js";
import { fetchFrame } from "./frames-api.js";
import { groupedDevices } from "./pickers.js";
import { Stage } from "./stage.js";

class CompareView {
  constructor(host, device, onRemove) {
    this.device = device;
    this.canvas = element("canvas", { className: "screen", "data-compare": device.id });
    this.caption = element("p", { className: "stage-caption", text: device.name });
    const remove = element("button", { type: "button", className: "compare-remove", text: "×", title: `Remove ${device.name}`, onclick: () => onRemove(this) });
    this.root = element("div", { className: "device compare", "data-compare-device": device.id }, [
      element("div", { className: "bezel" }, [this.canvas]), this.caption, remove,
    ]);
    host.append(this.root);
    this.stage = new Stage(this.canvas, this.root);
    this.stage.start();
    this.inFlight = false;
    this.wanted = null;
  }
}

export class Compare {
  /**
   * @param controls where the device picker goes
   * @param host the element the views go in (beside the main device)
   * @param onError (message) → reports a failed request
   */
  constructor(controls, host, onError) {
    this.host = host;
    this.onError = onError;
    this.views = [];
    this.devices = [];
    this.view = {};
    this.frame = null;
    this.picker = element("select", { "data-compare-picker": "", "aria-label": "Compare with device" });
    this.addButton = element("button", { type: "button", text: "Add", "data-compare-add": "", onclick: () => this.add(this.picker.value) });
    controls.append(element("div", { className: "compare-row" }, [this.picker, this.addButton]));
  }

  /** Every view stops drawing and observing. */
  dispose() {
    for (const view of [...this.views]) this.remove(view);
  }

  setDevices(devices) {
    this.devices = devices;
    this.picker.replaceChildren(...groupedDevices(devices).map(({ group, members }) =>
      element("optgroup", { label: group }, members.map((device) => element("option", { value: device.id, text: device.name })))));
  }

  setView(view) {
    this.view = view;
    for (const item of this.views) item.stage.setView(view);
  }

  add(id) {
    const device = this.devices.find((item) => item.id === id);
    if (!device || this.views.some((item) => item.device.id === id)) return;
    const view = new CompareView(this.host, device, (removed) => this.remove(removed));
    view.stage.setView(this.view);
    this.views.push(view);
    if (this.frame) this.request(view, this.frame);
  }

  remove(view) {
    view.stage.dispose();
    view.root.remove();
    this.views = this.views.filter((item) => item !== view);
  }

  show(frame) {
    this.frame = frame;
    for (const view of this.views) this.request(view, frame);
  }

  request(view, frame) {
    if (view.inFlight) {
      view.wanted = frame;
      return;
    }
    view.inFlight = true;
    this.load(view, frame).finally(() => {
      view.inFlight = false;
      const next = view.wanted;
      view.wanted = null;
      if (next && next !== view.shownFor) this.request(view, next);
    });
  }

  async load(view, frame) {
    try {
      // The session's keyboard on every device that has one.
      const keyboard = Array.isArray(frame.keyboard) && Boolean(view.device.keyboard);
      // At the session's time, so what runs by itself from the start (counters) has run there too;
      // `fit`: the server clamps the session's values into this screen's ranges.
      const shown = await fetchFrame({
        scene: frame.scene, device: view.device.id, orientation: frame.orientation, keyboard,
        params: frame.params || {}, time: frame.time, fit: true,
      });
      view.shownFor = frame;
      view.stage.show(shown, view.device);
      view.canvas.dataset.state = JSON.stringify(shown.state || {});
      view.canvas.dataset.params = JSON.stringify(shown.params || {});
      view.canvas.dataset.time = JSON.stringify(shown.time);
      const [width, height] = shown.size;
      view.caption.textContent = `${view.device.name} · ${width} × ${height} pt`;
    } catch (error) {
      this.onError(`compare ${view.device.id}: ${error.message}`);
    }
  }
}
