// The person's "reduce motion" setting (prefers-reduced-motion), for the page's own UI
// animations. The device screen is exempt: its motion is the subject being previewed.

const QUERY = "(prefers-reduced-motion: reduce)";

export function prefersReducedMotion() {
  return typeof window.matchMedia === "function" && window.matchMedia(QUERY).matches;
}
