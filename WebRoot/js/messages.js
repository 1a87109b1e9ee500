// The page's message log: connection changes and refused inputs, newest first.

import { element } from "./dom.js";

// Enough to see what just happened without the list growing for a long session.
const LIMIT = 30;

export class Messages {
  constructor(list) {
    this.list = list;
  }

  add(text, kind = "info") {
    const time = new Date().toLocaleTimeString([], { hour12: false });
    this.list.prepend(element("li", { className: kind, text: `${time}  ${text}` }));
    while (this.list.children.length > LIMIT) this.list.lastElementChild.remove();
  }

  error(text) {
    this.add(text, "error");
  }
}
