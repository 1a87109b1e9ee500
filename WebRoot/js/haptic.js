// A haptic tick the scene reports (frame.haptic: "light", …): the device frame pulses briefly,
// and where the browser can vibrate (navigator.vibrate: Chrome on Android; not iOS Safari or
// desktop browsers) the phone ticks too. Each frame carries a haptic once, so each call is
// one tick.

import { prefersReducedMotion } from "./reduced-motion.js";

// Chosen: long enough to see, short enough that ticks in quick succession stay distinct;
// UIImpactFeedbackGenerator's styles map to stronger pulses.
const PULSE = {
  light: { ms: 140, scale: 1.012, glow: "rgba(255, 96, 96, 0.55)" },
  medium: { ms: 180, scale: 1.02, glow: "rgba(255, 96, 96, 0.7)" },
  heavy: { ms: 220, scale: 1.03, glow: "rgba(255, 96, 96, 0.85)" },
};
// Chosen: a light impact is a tap, not a buzz; 10 ms is about the shortest a motor makes felt.
const VIBRATE_MS = { light: 10, medium: 18, heavy: 26 };

/**
 * Pulses `element` (the device screen) once for a haptic of `style`, and vibrates where it can.
 * Returns the number of ticks shown on `element` so far (also in its data-haptic-count).
 */
export function playHaptic(style, element) {
  const pulse = PULSE[style] || PULSE.light;
  const count = Number(element.dataset.hapticCount || 0) + 1;
  element.dataset.hapticCount = String(count);
  element.dataset.hapticStyle = style;
  // The person asked for less motion: the count still records the tick, the frame stays still.
  if (typeof element.animate === "function" && !prefersReducedMotion()) {
    element.animate(
      [
        { transform: "scale(1)", boxShadow: "0 0 0 0 rgba(0, 0, 0, 0)" },
        { transform: `scale(${pulse.scale})`, boxShadow: `0 0 18px 4px ${pulse.glow}`, offset: 0.35 },
        { transform: "scale(1)", boxShadow: "0 0 0 0 rgba(0, 0, 0, 0)" },
      ],
      { duration: pulse.ms, easing: "ease-out" });
  }
  if (typeof navigator.vibrate === "function") {
    // Refused without a user gesture first; a refusal is harmless, so its result is ignored.
    navigator.vibrate(VIBRATE_MS[style] || VIBRATE_MS.light);
  }
  return count;
}

/**
 * A frame's haptic, shown twice: the badge in the top bar (`pulseBadge(style)`) and a pulse of
 * the device screen. Returns the frame listener.
 */
export function hapticCue(pulseBadge, screen) {
  return (frame) => {
    if (!frame.haptic) return;
    pulseBadge(frame.haptic);
    playHaptic(frame.haptic, screen);
  };
}
