import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { defaultParseSearch } from '@tanstack/react-router';
import { STORAGE_KEYS, isKeptOnLogout } from '@/auth/storage-keys';
import { readListView, resourceListKind, validateListSearch } from '@/shared/resource-list/list-view';
import { resourceColumnScope } from '@/shared/resource-list/resource-columns';
import {
  MAX_COLUMN_IDS,
  choiceToKeep,
  choosableColumns,
  cleanColumnIds,
  readColumnChoice,
  shownColumns,
  visibleColumnIds,
  withColumn,
  writeColumnChoice,
} from './column-choice';
import type { DataColumn } from './columns';
import { useColumnChoice } from './use-column-choice';

type Row = { name: string };
const col = (id: string, extra: Partial<DataColumn<Row>> = {}): DataColumn<Row> => ({
  id,
  header: id.toUpperCase(),
  render: () => id,
  ...extra,
});
const COLUMNS: DataColumn<Row>[] = [
  col('select', { choosable: false }),
  col('pin', { hideHeader: true }),
  col('name'),
  col('addr'),
  col('labels'),
  col('actions', { hideHeader: true, pin: 'end' }),
];
const CHOOSABLE = ['name', 'addr', 'labels'];
const ids = (columns: readonly DataColumn<Row>[]) => columns.map((c) => c.id);

describe('the column choice', () => {
  it('offers only the columns with a header that are not marked unchoosable, in order', () => {
    expect(ids(choosableColumns(COLUMNS))).toEqual(CHOOSABLE);
  });

  it('shows every column by default, and the always-shown ones whatever is chosen', () => {
    expect(visibleColumnIds(CHOOSABLE, null, null)).toEqual(CHOOSABLE);
    expect(ids(shownColumns(COLUMNS, ['addr']))).toEqual(['select', 'pin', 'addr', 'actions']);
  });

  it('takes the first choice that keeps a known column (the URL before the remembered one)', () => {
    expect(visibleColumnIds(CHOOSABLE, ['labels', 'name'], ['addr'])).toEqual(['name', 'labels']);
    expect(visibleColumnIds(CHOOSABLE, null, ['addr'])).toEqual(['addr']);
    // Unknown ids are dropped; a choice of nothing known is no choice.
    expect(visibleColumnIds(CHOOSABLE, ['gone', 'addr'], ['name'])).toEqual(['addr']);
    expect(visibleColumnIds(CHOOSABLE, ['gone', 'pin'], ['name'])).toEqual(['name']);
    expect(visibleColumnIds(CHOOSABLE, ['gone'], ['also-gone'])).toEqual(CHOOSABLE);
  });

  it('keeps at least one column visible', () => {
    expect(withColumn(CHOOSABLE, CHOOSABLE, 'addr', false)).toEqual(['name', 'labels']);
    expect(withColumn(CHOOSABLE, ['addr'], 'addr', false)).toEqual(['addr']);
    expect(withColumn(CHOOSABLE, ['addr'], 'name', true)).toEqual(['name', 'addr']);
  });

  it('keeps nothing for the default choice', () => {
    expect(choiceToKeep(CHOOSABLE, CHOOSABLE)).toBeUndefined();
    expect(choiceToKeep(CHOOSABLE, ['name'])).toEqual(['name']);
  });

  it('cleans what a URL or storage holds: strings only, no repeats, capped', () => {
    expect(cleanColumnIds('name')).toBeNull();
    expect(cleanColumnIds([])).toBeNull();
    expect(cleanColumnIds([1, null, '', 'name', 'name', 'x'.repeat(65), 'addr'])).toEqual(['name', 'addr']);
    expect(cleanColumnIds(Array.from({ length: 100 }, (_, i) => `c${i}`))).toHaveLength(MAX_COLUMN_IDS);
  });
});

describe('the remembered choice', () => {
  const servers = { user: 'ana', clusterId: 'one', list: 'servers' } as const;

  it('is kept per user, cluster and list, and survives a logout', () => {
    writeColumnChoice(servers, ['name']);
    expect(readColumnChoice(servers)).toEqual(['name']);
    expect(readColumnChoice({ ...servers, user: 'bob' })).toBeNull();
    expect(readColumnChoice({ ...servers, clusterId: 'two' })).toBeNull();
    expect(readColumnChoice({ ...servers, list: 'desktops' })).toBeNull();
    expect(readColumnChoice({ user: 'ana', list: 'users' })).toBeNull();
    writeColumnChoice({ user: 'ana', list: 'users' }, ['roles']);
    expect(readColumnChoice({ user: 'ana', list: 'users' })).toEqual(['roles']);
    expect(readColumnChoice(servers)).toEqual(['name']);
    writeColumnChoice(servers, undefined);
    expect(readColumnChoice(servers)).toBeNull();
    expect(isKeptOnLogout(STORAGE_KEYS.listColumns)).toBe(true);
  });

  it('reads broken or hostile storage as no choice', () => {
    localStorage.setItem(STORAGE_KEYS.listColumns, '{broken');
    expect(readColumnChoice(servers)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.listColumns, JSON.stringify({ ana: { one: { servers: 'name' } } }));
    expect(readColumnChoice(servers)).toBeNull();
    writeColumnChoice(servers, ['addr']);
    expect(readColumnChoice(servers)).toEqual(['addr']);
  });
});

describe('a resource list’s columns in the URL', () => {
  const NODES = resourceListKind({
    defaultSort: 'hostname:asc',
    sortable: ['hostname'],
    request: (clusterId, params) => ({ queryKey: [clusterId, params] }),
  });

  it('reads `columns` from the query string, capped and cleaned, absent when not a list', () => {
    const read = (query: string) => readListView(validateListSearch(NODES, defaultParseSearch(query)), NODES).columns;
    expect(read('')).toBeNull();
    expect(read('?columns=%5B%22hostname%22%2C%22labels%22%5D')).toEqual(['hostname', 'labels']);
    expect(read('?columns=hostname')).toBeNull();
    expect(read('?columns=%5B1%2C%22addr%22%2C%22addr%22%5D')).toEqual(['addr']);
  });

  it('remembers a resource list’s choice per user and cluster, under the list’s id', () => {
    expect(resourceColumnScope('ana', 'one', 'nodes')).toEqual({ user: 'ana', clusterId: 'one', list: 'servers' });
  });
});

describe('useColumnChoice', () => {
  const scope = { user: 'ana', list: 'locks' } as const;

  it('starts from the remembered choice, remembers a change, and the URL wins', () => {
    writeColumnChoice(scope, ['addr']);
    const written: (string[] | undefined)[] = [];
    const { result, rerender } = renderHook(({ url }) => useColumnChoice(COLUMNS, scope, url), {
      initialProps: { url: { columns: null as readonly string[] | null, setColumns: (v: string[] | undefined) => void written.push(v) } },
    });
    expect(ids(result.current.columns)).toEqual(['select', 'pin', 'addr', 'actions']);
    expect(result.current.chooser.isDefault).toBe(false);

    act(() => result.current.chooser.toggle('labels', true));
    expect(result.current.chooser.visible).toEqual(['addr', 'labels']);
    expect(readColumnChoice(scope)).toEqual(['addr', 'labels']);
    expect(written).toEqual([['addr', 'labels']]);

    rerender({ url: { columns: ['name'], setColumns: (v) => void written.push(v) } });
    expect(ids(result.current.columns)).toEqual(['select', 'pin', 'name', 'actions']);
    // The last visible column stays.
    act(() => result.current.chooser.toggle('name', false));
    expect(result.current.chooser.visible).toEqual(['name']);

    act(() => result.current.chooser.reset());
    expect(readColumnChoice(scope)).toBeNull();
    expect(written.at(-1)).toBeUndefined();
  });

  it('keeps the same columns array while the choice is the same', () => {
    const { result, rerender } = renderHook(() => useColumnChoice(COLUMNS, scope));
    const first = result.current.columns;
    rerender();
    expect(result.current.columns).toBe(first);
    expect(ids(first)).toEqual(ids(COLUMNS));
    expect(result.current.chooser.options.map((o) => o.header)).toEqual(['NAME', 'ADDR', 'LABELS']);
  });
});
