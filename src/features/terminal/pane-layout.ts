// The maths of the terminal page's panes (pure): up to four panes side by side (columns), stacked
// (rows) or in a 2x2 grid, with splitters between them. Sizes are fractions of the page; a pane
// never gets smaller than MIN_SHARE of it.

export const MAX_PANES = 4;
export type PaneLayout = 'columns' | 'rows' | 'grid';
export const PANE_LAYOUTS: readonly PaneLayout[] = ['columns', 'rows', 'grid'];
export const MIN_SHARE = 0.15;
/** The grid's splits stay within this (the share of the left column and of the top row). */
export const MIN_SPLIT = 0.2;
/** How far one arrow key moves a splitter. */
export const KEY_STEP = 0.02;
export const SPLITTER_PX = 6;

/** Equal shares for n panes. */
export function evenSizes(n: number): number[] {
  return Array.from({ length: Math.max(n, 1) }, () => 1 / Math.max(n, 1));
}

/** `sizes` for n panes: kept when they fit (n finite positive shares), scaled to sum 1; else even. */
export function fitSizes(sizes: readonly number[] | undefined, n: number): number[] {
  if (!sizes || sizes.length !== n || sizes.some((s) => !Number.isFinite(s) || s <= 0)) return evenSizes(n);
  const sum = sizes.reduce((a, b) => a + b, 0);
  const scaled = sizes.map((s) => s / sum);
  return scaled.some((s) => s < MIN_SHARE - 1e-9) ? evenSizes(n) : scaled;
}

/** Moves the splitter after pane `i` by `delta` (a fraction of the page): panes i and i+1 trade size. */
export function moveSplitter(sizes: readonly number[], i: number, delta: number): number[] {
  if (i < 0 || i >= sizes.length - 1 || !Number.isFinite(delta)) return [...sizes];
  const pair = sizes[i]! + sizes[i + 1]!;
  const left = Math.min(Math.max(sizes[i]! + delta, MIN_SHARE), pair - MIN_SHARE);
  const next = [...sizes];
  next[i] = left;
  next[i + 1] = pair - left;
  return next;
}

/** A grid split kept within [MIN_SPLIT, 1 - MIN_SPLIT]; anything else is the middle. */
export function clampSplit(x: unknown): number {
  if (typeof x !== 'number' || !Number.isFinite(x)) return 0.5;
  return Math.min(Math.max(x, MIN_SPLIT), 1 - MIN_SPLIT);
}

/** Where the splitter after pane i sits, in percent of the page (its aria-valuenow). */
export function splitterPercent(sizes: readonly number[], i: number): number {
  return Math.round(sizes.slice(0, i + 1).reduce((a, b) => a + b, 0) * 100);
}

export interface Place {
  gridColumn: string;
  gridRow: string;
}

export interface SplitterSpec {
  /** 'sizes' moves the splitter after pane `index`; 'col'/'row' move the grid's splits. */
  kind: 'sizes' | 'col' | 'row';
  index: number;
  /** ARIA: a vertical splitter separates columns (moved left and right). */
  orientation: 'vertical' | 'horizontal';
  place: Place;
}

export interface Arrangement {
  columns: string;
  rows: string;
  panes: Place[];
  splitters: SplitterSpec[];
}

const track = (shares: readonly number[]) => shares.map((s) => `minmax(0, ${s.toFixed(4)}fr)`).join(` ${SPLITTER_PX}px `);

/** The CSS grid of n panes: its tracks, each pane's cell and each splitter's. */
export function arrange(layout: PaneLayout, n: number, sizes: readonly number[], split: { col: number; row: number }): Arrangement {
  const shares = fitSizes(sizes, n);
  if (layout === 'grid' && n > 2) {
    const col = clampSplit(split.col);
    const row = clampSplit(split.row);
    const panes: Place[] = [
      { gridColumn: '1', gridRow: '1' },
      { gridColumn: '3', gridRow: '1' },
      n === 3 ? { gridColumn: '1 / 4', gridRow: '3' } : { gridColumn: '1', gridRow: '3' },
      { gridColumn: '3', gridRow: '3' },
    ].slice(0, n);
    return {
      columns: track([col, 1 - col]),
      rows: track([row, 1 - row]),
      panes,
      splitters: [
        { kind: 'col', index: 0, orientation: 'vertical', place: { gridColumn: '2', gridRow: n === 3 ? '1' : '1 / 4' } },
        { kind: 'row', index: 0, orientation: 'horizontal', place: { gridColumn: '1 / 4', gridRow: '2' } },
      ],
    };
  }
  const across = layout !== 'rows';
  const cell = (k: number): Place => (across ? { gridColumn: String(k), gridRow: '1' } : { gridColumn: '1', gridRow: String(k) });
  return {
    columns: across ? track(shares) : 'minmax(0, 1fr)',
    rows: across ? 'minmax(0, 1fr)' : track(shares),
    panes: shares.map((_, i) => cell(2 * i + 1)),
    splitters: shares.slice(1).map((_, i) => ({
      kind: 'sizes' as const,
      index: i,
      orientation: across ? ('vertical' as const) : ('horizontal' as const),
      place: cell(2 * i + 2),
    })),
  };
}
