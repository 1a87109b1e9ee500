// Issue 7's ways of seeing motion, wired to the app in one place: the View toggles (device
// frame, guides, metrics), hovering nodes, plots, the filmstrip, side-by-side devices and
// export. app.js calls these few methods; everything else lives in the feature modules.

import { Compare } from "./compare.js";
import { ExportPanel } from "./export.js";
import { Filmstrip } from "./filmstrip.js";
import { Metrics } from "./metrics.js";
import { NodeHover } from "./node-hover.js";
import { Plots } from "./plots.js";
import { ViewToggles } from "./view-toggles.js";

export class Seeing {
  /**
   * @param stage the main device screen (drawn view, device, hover geometry)
   * @param page {frame() → the newest frame, sessionId() → the session's id,
   *   send(body) → queues an input, report(message) → shows an error}
   */
  constructor(document, stage, page) {
    this.stage = stage;
    const report = (message) => page.report(message);
    this.hover = new NodeHover(stage, document.getElementById("node-tip"));
    this.metrics = new Metrics(document.getElementById("metrics"));
    this.compare = new Compare(document.getElementById("compare-controls"), document.getElementById("stage-fit"), report);
    this.exporter = new ExportPanel(document.getElementById("export"),
      () => ({ frame: page.frame(), device: stage.device, view: stage.view, sessionId: page.sessionId() }));
    this.plots = new Plots(document.getElementById("plot"), () => page.sessionId(), report);
    this.filmstrip = new Filmstrip(document.getElementById("filmstrip"), (body) => page.send(body), report);
    this.toggles = new ViewToggles(document.getElementById("view-toggles"), (view) => this.viewChanged(view));
  }

  /** Stops what the panels listen to, poll and draw (the main stage is the App's to stop). */
  dispose() {
    for (const part of [this.hover, this.metrics, this.compare, this.filmstrip]) part.dispose();
  }

  viewChanged({ metrics, ...screen }) {
    this.stage.setView(screen);
    this.compare.setView(screen);
    this.hover.setEnabled(screen.outlines);
    this.metrics.setVisible(metrics);
  }

  devicesLoaded(devices) {
    this.compare.setDevices(devices);
  }

  /** The session's scene, device or orientation changed: new parameters to choose from. */
  sceneChanged(sceneInfo) {
    this.plots.configure(sceneInfo || {});
    this.filmstrip.configure(sceneInfo || {});
  }

  setControl(controlling) {
    this.filmstrip.setEnabled(controlling);
  }

  frameArrived(frame) {
    this.metrics.frame(frame);
    this.plots.frameArrived(frame);
    this.filmstrip.show(frame, this.stage.device);
    this.compare.show(frame);
  }

  /** Times one input from sending to the frame that shows it (the metrics' latency). */
  timed(send) {
    return this.metrics.timed(send);
  }
}
