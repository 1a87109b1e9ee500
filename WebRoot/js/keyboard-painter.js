// The system keyboard over the screen while the session has it up: a light panel across the
// width, a suggestion strip and four rows of keys above the home-indicator strip. Where it
// sits comes from the frame (`keyboard: [x, y, width, height]`, the server's numbers for the
// device); only its look is drawn here. Colours are iOS's light keyboard (chosen by eye).

const PANEL = "#d1d4da";
const KEY = "#ffffff";
const SPECIAL_KEY = "#abb0ba";
const SHADOW = "#898a8d";
/** Gaps in points: between keys, around the rows, and the suggestion strip's height (chosen). */
const GAP = { key: 6, side: 3, row: 11, suggestions: 44 };
/** Letter keys per row (QWERTY); the third row has shift and delete at its ends. */
const ROWS = [10, 9, 7];

function key(ctx, x, y, width, height, fill) {
  ctx.fillStyle = SHADOW;
  ctx.beginPath();
  ctx.roundRect(x, y + 1, width, height, 5);
  ctx.fill();
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, 5);
  ctx.fill();
}

/**
 * @param rect [x, y, width, height] in screen points
 * @param insets the device's own safe area: the panel spans the screen, the keys stay inside
 *   the sides (clear of a landscape notch or island) and above the home indicator's strip
 */
export function drawKeyboard(ctx, rect, insets) {
  ctx.save();
  ctx.fillStyle = PANEL;
  ctx.fillRect(...rect);
  const homeStrip = insets.bottom || 0;
  const x = rect[0] + (insets.left || 0);
  const y = rect[1];
  const width = rect[2] - (insets.left || 0) - (insets.right || 0);
  const height = rect[3];
  const keysTop = y + Math.min(GAP.suggestions, height / 5);
  const keysHeight = Math.max(0, y + height - homeStrip - keysTop);
  const rowHeight = keysHeight / 4;
  const keyHeight = Math.max(0, rowHeight - GAP.row);
  const keyWidth = (width - 2 * GAP.side - (ROWS[0] - 1) * GAP.key) / ROWS[0];
  ROWS.forEach((count, row) => {
    const rowWidth = count * keyWidth + (count - 1) * GAP.key;
    const left = x + (width - rowWidth) / 2;
    const top = keysTop + row * rowHeight + GAP.row / 2;
    for (let i = 0; i < count; i += 1) key(ctx, left + i * (keyWidth + GAP.key), top, keyWidth, keyHeight, KEY);
    if (row === 2) {
      const special = (width - rowWidth) / 2 - GAP.side - GAP.key * 2;
      key(ctx, x + GAP.side, top, special, keyHeight, SPECIAL_KEY);
      key(ctx, x + width - GAP.side - special, top, special, keyHeight, SPECIAL_KEY);
    }
  });
  // The bottom row: numbers, space, return.
  const top = keysTop + 3 * rowHeight + GAP.row / 2;
  const side = keyWidth * 2.5;
  key(ctx, x + GAP.side, top, side, keyHeight, SPECIAL_KEY);
  key(ctx, x + GAP.side + side + GAP.key, top, width - 2 * (GAP.side + side + GAP.key), keyHeight, KEY);
  key(ctx, x + width - GAP.side - side, top, side, keyHeight, SPECIAL_KEY);
  ctx.restore();
}
