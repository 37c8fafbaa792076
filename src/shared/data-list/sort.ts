// Sorting for the data-list kit: the `field:dir` form the listing endpoints take (and the URL
// keeps), the header toggle, and the client-side sort of lists the server does not sort (a
// stable sort by a column's compare function or sort value; empty values always last).

export type SortDir = 'asc' | 'desc';

export interface SortSpec<F extends string = string> {
  field: F;
  dir: SortDir;
}

/** A sort as the contract and the URL write it. */
export type SortParam<F extends string = string> = `${F}:${SortDir}`;

const SORT_PATTERN = /^([A-Za-z_.]+)(?::(asc|desc))?$/;

/** 'hostname:desc' -> {hostname, desc}; 'name' -> {name, asc}; anything else -> null. */
export function parseSort(value: unknown): SortSpec | null {
  if (typeof value !== 'string' || value.length > 200) return null;
  const m = SORT_PATTERN.exec(value.trim());
  if (!m?.[1]) return null;
  return { field: m[1], dir: m[2] === 'desc' ? 'desc' : 'asc' };
}

export function formatSort<F extends string>(sort: SortSpec<F>): SortParam<F> {
  return `${sort.field}:${sort.dir}`;
}

/** A header click: the sorted field flips its direction, another field starts ascending. */
export function nextSort<F extends string>(current: SortSpec<F> | null | undefined, field: F): SortSpec<F> {
  if (current?.field === field) return { field, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { field, dir: 'asc' };
}

export function sameSort(a: SortSpec | null | undefined, b: SortSpec | null | undefined): boolean {
  return a?.field === b?.field && a?.dir === b?.dir;
}

/** What a column may give to be sorted by on the client. */
export type SortValue = string | number | boolean | Date | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function isEmpty(v: SortValue): boolean {
  return v === null || v === undefined || v === '' || (v instanceof Date && Number.isNaN(v.getTime()));
}

/** Natural order of two values: text by locale with numbers as numbers, dates by time. */
export function compareValues(a: SortValue, b: SortValue): number {
  const x = a instanceof Date ? a.getTime() : a;
  const y = b instanceof Date ? b.getTime() : b;
  if (typeof x === 'string' && typeof y === 'string') return collator.compare(x, y);
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  if (typeof x === 'boolean' && typeof y === 'boolean') return Number(x) - Number(y);
  return collator.compare(String(x), String(y));
}

export interface ClientSortKey<Row> {
  compare?: (a: Row, b: Row) => number;
  sortValue?: (row: Row) => SortValue;
}

/**
 * The rows in the order of `dir`, a new array (the input is left alone). Stable: rows that compare
 * equal keep their order in both directions. Rows without a value (by sortValue) go last.
 */
export function sortRows<Row>(rows: readonly Row[], key: ClientSortKey<Row>, dir: SortDir): Row[] {
  const sign = dir === 'asc' ? 1 : -1;
  const indexed = rows.map((row, index) => ({ row, index }));
  const { compare, sortValue } = key;
  if (compare) {
    indexed.sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index);
  } else if (sortValue) {
    const values = indexed.map(({ row }) => sortValue(row));
    indexed.sort((a, b) => {
      const x = values[a.index];
      const y = values[b.index];
      const ex = isEmpty(x);
      const ey = isEmpty(y);
      if (ex || ey) return ex === ey ? a.index - b.index : ex ? 1 : -1;
      return sign * compareValues(x, y) || a.index - b.index;
    });
  } else {
    return indexed.map(({ row }) => row);
  }
  return indexed.map(({ row }) => row);
}
