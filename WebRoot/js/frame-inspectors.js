// The inspector's two lists for each frame: the scene's state values (in the order the scene
// names them) and facts about the frame itself (seq, time, size…), which tests read too.

import { Inspector } from "./inspector.js";

export class FrameInspectors {
  /** @param stateKeys () → the scene's state names, in its order */
  constructor(document, stateKeys) {
    this.state = new Inspector(document.getElementById("inspector"), "data-state-key");
    this.facts = new Inspector(document.getElementById("frame-info"), "data-frame-key");
    this.stateKeys = stateKeys;
  }

  show(frame) {
    this.state.show(frame.state || {}, this.stateKeys());
    this.facts.show({
      seq: frame.seq, time: frame.time, animating: frame.animating, haptic: frame.haptic,
      size: frame.size, scale: frame.scale,
    });
  }
}
