// How many label chips fit on one line before a '+N' chip (label-chips.tsx). Pure: the component
// measures the chips and the line, this decides, so the rule is tested without a layout engine.

/** Space between two chips, in px (`.chips { gap }` in resource-list.css). */
export const CHIP_GAP = 6;
/** Width of one more digit in the '+N' chip, in px (xs, semi-bold). */
const DIGIT_PX = 7;
/** Width of a '+N' chip with one digit before it was ever measured, in px. */
export const MORE_CHIP_ESTIMATE = 32;

export interface ChipFitInput {
  /** Each chip's width in px, in the order shown. */
  widths: readonly number[];
  /** The line's width in px. */
  available: number;
  /** The '+N' chip's width for N hidden chips. */
  moreWidth: (hidden: number) => number;
  gap?: number;
}

/**
 * The number of chips to show: all of them when they fit on the line; else the most that fit
 * together with the '+N' chip for the rest, and at least one (on a line too narrow even for that,
 * the first chip is shortened with an ellipsis: a row never shows '+N' alone).
 */
export function chipsThatFit({ widths, available, moreWidth, gap = CHIP_GAP }: ChipFitInput): number {
  const count = widths.length;
  let total = 0;
  const prefix = [0];
  for (let i = 0; i < count; i++) {
    total += (widths[i] ?? 0) + (i > 0 ? gap : 0);
    prefix.push(total);
  }
  if (total <= available) return count;
  for (let shown = count - 1; shown > 0; shown--) {
    if ((prefix[shown] ?? 0) + gap + moreWidth(count - shown) <= available) return shown;
  }
  return Math.min(1, count);
}

/** The '+N' chip's width for `hidden` chips, from one measured at `measuredHidden` (or the estimate). */
export function moreChipWidth(hidden: number, measured?: { width: number; hidden: number }): number {
  const digits = String(hidden).length;
  if (!measured || measured.width <= 0) return MORE_CHIP_ESTIMATE + (digits - 1) * DIGIT_PX;
  return measured.width + (digits - String(measured.hidden).length) * DIGIT_PX;
}
