// The parameter panels (the scene's ordinary parameters and its tunables) as one: frames update
// both, a refused value shows its error in whichever panel holds the control.

export class ValuePanels {
  /**
   * @param panels the ParameterPanels
   * @param isBusy (name, frame) → must `frame` leave that control alone (accepted-inputs.js)?
   */
  constructor(panels, isBusy) {
    this.panels = panels;
    this.isBusy = isBusy;
  }

  showFrame(frame) {
    for (const panel of this.panels) panel.update(frame.params || {}, (name) => this.isBusy(name, frame));
  }

  setEnabled(enabled) {
    for (const panel of this.panels) panel.setEnabled(enabled);
  }

  /** Shows `message` at the field the server named, else at the first value sent. */
  showError(field, names, message) {
    const shown = field && this.panels.some((panel) => panel.showError(field, message));
    if (!shown && names.length) this.panels.some((panel) => panel.showError(names[0], message));
  }

  revert(names, values) {
    for (const panel of this.panels) panel.revert(names, values);
  }
}
