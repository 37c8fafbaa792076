// How narrow a table may get before it scrolls (data-table.tsx): every column has a minimum width
// (its own `minWidth`, else its fixed width, else DEFAULT_COLUMN_MIN), and the table never lays
// out narrower than their sum; below it, the table scrolls sideways inside its own box, with a
// shadow on each edge that has more to scroll (scrollEdges).
import type { DataColumn } from './columns';

/** Minimum width of a column that names none, in px. */
export const DEFAULT_COLUMN_MIN = 120;
const REM_PX = 16;

/** A CSS length in px ('12rem', '80px', 80), or null for what cannot be known ahead (a '%'). */
export function lengthPx(length: number | string | undefined): number | null {
  if (typeof length === 'number') return length;
  if (typeof length !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px|rem)\s*$/.exec(length);
  if (!match) return null;
  const value = Number(match[1]);
  return match[2] === 'rem' ? value * REM_PX : value;
}

/** The narrowest a column may be drawn, in px. */
export function columnMinWidth(column: Pick<DataColumn<unknown>, 'width' | 'minWidth'>): number {
  return column.minWidth ?? lengthPx(column.width) ?? DEFAULT_COLUMN_MIN;
}

/** A percentage width ('24%') as a fraction, or null. */
function fraction(length: number | string | undefined): number | null {
  if (typeof length !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(length);
  return match ? Number(match[1]) / 100 : null;
}

/**
 * The narrowest a table may be drawn, in px, so that every column gets at least its minimum
 * (table-layout: fixed). Columns in px or rem take their width; a column in % takes that share of
 * the table, so the table must be at least its minimum over its share; columns without a width
 * share what is left equally, so each of them is counted at the largest minimum among them.
 */
export function tableMinWidth(
  columns: readonly Pick<DataColumn<unknown>, 'width' | 'minWidth'>[],
  layout: 'fixed' | 'auto' = 'fixed',
): number {
  // Laid out by content, every column keeps at least its own minimum (set on its header cell).
  if (layout === 'auto') return Math.ceil(columns.reduce((sum, column) => sum + columnMinWidth(column), 0));
  let fixed = 0;
  let shares = 0;
  let byShare = 0;
  let flexible = 0;
  let widestFlexible = 0;
  for (const column of columns) {
    const width = lengthPx(column.width);
    const share = fraction(column.width);
    if (width !== null) {
      fixed += Math.max(width, column.minWidth ?? 0);
    } else if (share !== null && share > 0) {
      shares += share;
      byShare = Math.max(byShare, columnMinWidth(column) / share);
    } else {
      flexible += 1;
      widestFlexible = Math.max(widestFlexible, columnMinWidth(column));
    }
  }
  const rest = (fixed + flexible * widestFlexible) / Math.max(1 - shares, 0.05);
  return Math.ceil(Math.max(rest, byShare));
}

/** Which edges of a scroll box hide more content (1 px of slack for fractional scroll positions). */
export function scrollEdges(scrollLeft: number, scrollWidth: number, clientWidth: number): { start: boolean; end: boolean } {
  const left = Math.abs(scrollLeft); // negative in right-to-left boxes
  return { start: left > 1, end: left + clientWidth < scrollWidth - 1 };
}
