// Whether this page drives its session. One place decides it (the control token, control-token.js);
// every control that depends on it is told here, so a view-only page never shows an enabled
// input, and inputs go out only while the page holds control.

export class ControlSwitch {
  /** @param targets [(controlling) → void], told in order whenever control is set */
  constructor(targets) {
    this.targets = targets;
    this.controlling = false;
  }

  set(controlling) {
    this.controlling = controlling;
    for (const target of this.targets) target(controlling);
  }

  /** Tells every target again: controls built since (a new scene's panels) start enabled. */
  reapply() {
    this.set(this.controlling);
  }

  /** `send` that forwards its arguments only while the page drives the session. */
  whileControlling(send) {
    return (...args) => {
      if (this.controlling) send(...args);
    };
  }
}
