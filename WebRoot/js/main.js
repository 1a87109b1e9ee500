// Entry point: one App for this page. Nothing is global; the modules talk through the App.

import { App } from "./app.js";

new App(document).start();
