// Column and sorting definitions of the data-list kit's table (see data-table.tsx).
import type { ReactNode } from 'react';
import type { SortSpec, SortValue } from './sort';

export interface DataColumn<Row> {
  /** Unique within the table; the sort field of a client-sorted column. */
  id: string;
  header: string;
  /** The header is read to screen readers only (e.g. 'Actions'). */
  hideHeader?: boolean;
  /**
   * Drawn in the header cell instead of `header` (e.g. the select-all checkbox of a selection
   * column); `header` still names the column where text is needed. Such a column does not sort.
   */
  headerNode?: ReactNode;
  /**
   * false: always shown, never offered by the column chooser (column-chooser.tsx), like a column
   * whose header is hidden (a row's selection box, pin or actions).
   */
  choosable?: boolean;
  width?: number | string;
  /**
   * The narrowest the column may be drawn, in px (default: its width when that is in px or rem,
   * else 120). The table scrolls sideways rather than squeeze a column below it.
   */
  minWidth?: number;
  align?: 'left' | 'right';
  /**
   * 'end': the column stays in view at the right edge while a table wider than its box scrolls
   * sideways (a row's actions: Connect, Delete), over the columns that scroll under it.
   */
  pin?: 'end';
  /** A class of the column's cells, header included (e.g. a narrow column's tighter padding). */
  cellClassName?: string;
  render: (row: Row) => ReactNode;
  /** Server sort: the field the listing endpoint sorts by (sent as `field:dir`). */
  sortKey?: string;
  /** Client sort: an order of two rows... */
  compare?: (a: Row, b: Row) => number;
  /** ...or a value to order rows by (text, number, boolean, date; empty values last). */
  sortValue?: (row: Row) => SortValue;
}

/**
 * Client sorting: the table orders the rows itself by the sorted column. Uncontrolled (from
 * `initial`) unless `sort` is given; `onChange` hears every header click either way (to keep the
 * sort in the URL, pass both).
 */
export interface ClientSorting {
  mode: 'client';
  initial?: SortSpec | null;
  sort?: SortSpec | null;
  onChange?: (next: SortSpec) => void;
}

/** Server sorting: rows come sorted; a header click asks for another sort. */
export interface ServerSorting {
  mode: 'server';
  sort: SortSpec;
  onChange: (next: SortSpec) => void;
}

export type Sorting = ClientSorting | ServerSorting;

/** The sort field of a column in a sorting mode, or undefined when it does not sort. */
export function sortFieldOf<Row>(column: DataColumn<Row>, mode: Sorting['mode'] | undefined): string | undefined {
  if (column.headerNode !== undefined) return undefined;
  if (mode === 'server') return column.sortKey;
  if (mode === 'client') return column.compare || column.sortValue ? column.id : undefined;
  return undefined;
}
