// The scenes' font, loaded before the first draw so the first frame's labels are measured and
// drawn with it (the server measures titles with the same IPAGothic file).

// A font that has not come by then is not coming: draw with the fallback (chosen).
const FONT_WAIT_MS = 5000;

/** Resolves once both weights the scenes use are loaded, or after FONT_WAIT_MS. */
export async function loadSceneFonts(report) {
  try {
    // Both weights the scenes use, with Japanese and Latin, so the first frame is right.
    await Promise.race([
      Promise.all([document.fonts.load('400 16px "IPAGothic"', "海あA"), document.fonts.load('600 16px "IPAGothic"', "海あA")]),
      new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS)),
    ]);
  } catch {
    report("IPAGothic did not load; labels use a fallback font");
  }
}
