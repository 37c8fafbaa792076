// @vitest-environment node
// The sort param (`field:dir`), the header toggle and the stable client sort.
import { describe, expect, it } from 'vitest';
import { compareValues, formatSort, nextSort, parseSort, sortRows } from './sort';

interface Row {
  id: string;
  name: string | null;
  size: number;
}

const rows: Row[] = [
  { id: 'a', name: 'web-10', size: 3 },
  { id: 'b', name: 'web-2', size: 1 },
  { id: 'c', name: null, size: 3 },
  { id: 'd', name: 'Alpha', size: 2 },
  { id: 'e', name: 'web-2', size: 3 },
];
const ids = (list: readonly Row[]) => list.map((r) => r.id).join('');

describe('the sort param', () => {
  it('parses field:dir, a bare field as ascending, and nothing else', () => {
    expect(parseSort('hostname:desc')).toEqual({ field: 'hostname', dir: 'desc' });
    expect(parseSort('name')).toEqual({ field: 'name', dir: 'asc' });
    expect(parseSort('spec.addr:asc')).toEqual({ field: 'spec.addr', dir: 'asc' });
    for (const bad of ['', 'name:up', 'na me', ':asc', 'name:asc:desc', 'x'.repeat(300), 5, null, ['name']])
      expect(parseSort(bad)).toBeNull();
    expect(formatSort({ field: 'addr', dir: 'desc' })).toBe('addr:desc');
  });

  it('a header click flips the sorted field and starts another (or the first) ascending', () => {
    expect(nextSort({ field: 'addr', dir: 'asc' }, 'addr')).toEqual({ field: 'addr', dir: 'desc' });
    expect(nextSort({ field: 'addr', dir: 'desc' }, 'addr')).toEqual({ field: 'addr', dir: 'asc' });
    expect(nextSort({ field: 'addr', dir: 'desc' }, 'name')).toEqual({ field: 'name', dir: 'asc' });
    expect(nextSort(null, 'name')).toEqual({ field: 'name', dir: 'asc' });
  });
});

describe('client sorting', () => {
  it('orders text naturally (web-2 before web-10), case-blind, empty values last in both directions', () => {
    const byName = { sortValue: (r: Row) => r.name };
    expect(ids(sortRows(rows, byName, 'asc'))).toBe('dbeac');
    expect(ids(sortRows(rows, byName, 'desc'))).toBe('abedc');
  });

  it('is stable: equal rows keep their order ascending and descending', () => {
    const bySize = { sortValue: (r: Row) => r.size };
    expect(ids(sortRows(rows, bySize, 'asc'))).toBe('bdace');
    expect(ids(sortRows(rows, bySize, 'desc'))).toBe('aced' + 'b');
    const compare = { compare: (x: Row, y: Row) => x.size - y.size };
    expect(ids(sortRows(rows, compare, 'desc'))).toBe('acedb');
  });

  it('leaves its input alone and keeps the order without a key', () => {
    const copy = [...rows];
    sortRows(rows, { sortValue: (r) => r.size }, 'asc');
    expect(rows).toEqual(copy);
    expect(ids(sortRows(rows, {}, 'desc'))).toBe('abcde');
  });

  it('compares dates by time and booleans false first', () => {
    expect(compareValues(new Date('2024-01-02'), new Date('2024-01-01'))).toBeGreaterThan(0);
    expect(compareValues(false, true)).toBeLessThan(0);
    expect(compareValues(2, 10)).toBeLessThan(0);
  });
});
