// Measuring lines of chips (label-chips.tsx) without making the browser lay the page out in the
// middle of a route change. Each chip's natural width is remembered by its text, each line's width by
// its table and kind of row (the cells of a column share one width), and the last '+N' chip's width,
// so a line whose chips were all measured before (a list shown again, a row scrolled back into view)
// knows at render time how many of them fit (`rememberedFit`). One ResizeObserver for every line then
// checks that after the browser's own layout, before the paint, and a line that turned out otherwise
// is corrected in that same frame (`watchLine`). A line with a chip never measured shows every chip
// and measures them at once (`measureFit` in a layout effect: a forced layout, as the first showing of
// a list needs); once one chip has been laid out, a chip never measured is estimated from its text
// (a canvas measures it without a layout) and corrected by that same check if need be.
import { flushSync } from 'react-dom';
import { chipsThatFit, moreChipWidth } from './chip-fit';

/** Label chips and text chips differ in their CSS, so in their widths. */
export type ChipVariant = 'label' | 'text';

/** Texts remembered before the memory starts again (a long session over many lists). */
const MAX_REMEMBERED = 5000;
const chipWidths = new Map<string, number>();
const lineWidths = new Map<string, number>();
const moreChips = new Map<ChipVariant, { width: number; hidden: number }>();

const chipKey = (variant: ChipVariant, text: string) => `${variant}\u0000${text}`;

/**
 * A chip never measured is estimated from its text: the font of the chips (read from one that was
 * laid out) measured on a canvas, which lays nothing out, plus what a measured chip had beyond its
 * text (padding, border). The check after the layout corrects an estimate that was wrong.
 */
const chipFonts = new Map<ChipVariant, { font: string; extra: number }>();
let canvas: CanvasRenderingContext2D | null | undefined;

function textWidth(text: string, font: string): number | undefined {
  canvas ??= typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!canvas) return undefined;
  canvas.font = font;
  return canvas.measureText(text).width;
}

function chipWidth(variant: ChipVariant, text: string): number | undefined {
  const known = chipWidths.get(chipKey(variant, text));
  if (known !== undefined) return known;
  const font = chipFonts.get(variant);
  const width = font ? textWidth(text, font.font) : undefined;
  return font && width !== undefined ? width + font.extra : undefined;
}

/** Reads the chips' font and what a chip has beyond its text, once, from a chip laid out. */
function learnFont(variant: ChipVariant, chip: HTMLElement, text: string, width: number): void {
  if (chipFonts.has(variant) || typeof getComputedStyle !== 'function') return;
  const font = getComputedStyle(chip).font;
  const inner = font ? textWidth(text, font) : undefined;
  if (inner !== undefined && inner > 0) chipFonts.set(variant, { font, extra: width - inner });
}

/** The key of the lines that share a width: one column kind of one table, compact or plain rows. */
export function lineKey(variant: ChipVariant, tableName: string, compact: boolean): string {
  return `${variant}\u0000${compact ? 'compact' : 'plain'}\u0000${tableName}`;
}

/** How many of `texts` fit on a line of `key`, from what was measured before; null when something was not. */
export function rememberedFit(texts: readonly string[], variant: ChipVariant, key: string): number | null {
  const available = lineWidths.get(key);
  if (available === undefined) return null;
  const widths: number[] = [];
  for (const text of texts) {
    const width = chipWidth(variant, text);
    if (width === undefined) return null;
    widths.push(width);
  }
  const more = moreChips.get(variant);
  return chipsThatFit({ widths, available, moreWidth: (hidden) => moreChipWidth(hidden, more) });
}

/**
 * Measures the line: its chips in the DOM (`data-chip` is the chip's index in `texts`), its '+N'
 * chip (`data-chip-more` = how many it hides) and its width; remembers them and returns how many of
 * `texts` fit (null when a chip not in the DOM was never measured). Reads layout only.
 */
export function measureFit(line: HTMLElement, texts: readonly string[], variant: ChipVariant, key: string): number | null {
  let changed = false;
  const measured: [string, number][] = [];
  for (const chip of line.querySelectorAll<HTMLElement>(':scope > [data-chip]')) {
    const text = texts[Number(chip.dataset.chip)];
    if (text === undefined) continue;
    // A shortened first chip's natural width is its content's (scrollWidth) plus its border.
    const width = Math.max(chip.getBoundingClientRect().width, chip.scrollWidth + 2);
    const known = chipWidths.get(chipKey(variant, text));
    if (known !== undefined && Math.abs(known - width) > 0.5) changed = true;
    measured.push([text, width]);
    // Not a shortened chip: its width is its text's and the rest.
    if (!chipFonts.has(variant) && chip.scrollWidth <= chip.clientWidth) learnFont(variant, chip, text, width);
  }
  // A chip wider or narrower than before: the text is drawn otherwise now (zoom, fonts, theme), and
  // no width remembered before can be trusted.
  if (changed || chipWidths.size > MAX_REMEMBERED) {
    chipWidths.clear();
    chipFonts.clear();
  }
  for (const [text, width] of measured) chipWidths.set(chipKey(variant, text), width);
  const more = line.querySelector<HTMLElement>(':scope > [data-chip-more]');
  if (more) moreChips.set(variant, { width: more.getBoundingClientRect().width, hidden: Number(more.dataset.chipMore) });
  const available = line.clientWidth;
  // A line not laid out (in a hidden box) tells nothing about the others of its column.
  if (available > 0) lineWidths.set(key, available);
  const widths = texts.map((text) => chipWidth(variant, text));
  if (widths.some((width) => width === undefined)) return null;
  const moreWidth = (hidden: number) => moreChipWidth(hidden, moreChips.get(variant));
  return chipsThatFit({ widths: widths as number[], available, moreWidth });
}

/** For tests: nothing measured yet. */
export function forgetChipWidths(): void {
  chipWidths.clear();
  chipFonts.clear();
  lineWidths.clear();
  moreChips.clear();
}

/** A line's check after a layout: the change to draw, or null when the line is right. */
type LineCheck = () => (() => void) | null;

const checks = new WeakMap<Element, LineCheck>();
let observer: ResizeObserver | null | undefined;

function lineObserver(): ResizeObserver | null {
  if (observer === undefined) {
    observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver((entries) => {
            // Every line is measured first, while the layout is fresh; then every correction is
            // drawn at once, before the frame is painted.
            const changes: (() => void)[] = [];
            for (const entry of entries) {
              const change = checks.get(entry.target)?.();
              if (change) changes.push(change);
            }
            if (changes.length > 0) flushSync(() => changes.forEach((change) => change()));
          });
  }
  return observer;
}

/** Runs `check` after each layout that gave the line a new size (the first one too); returns the stop. */
export function watchLine(line: Element, check: LineCheck): () => void {
  const shared = lineObserver();
  if (!shared) return () => undefined;
  checks.set(line, check);
  shared.observe(line);
  return () => {
    shared.unobserve(line);
    checks.delete(line);
  };
}
