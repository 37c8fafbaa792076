// The URL view hook over a stand-in router: sort, paging, page keys, the debounced search, the date range.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCallback, useMemo, useState } from 'react';
import { act, renderHook } from '@testing-library/react';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import * as z from '@/platform/url-schema';
import { cursorsField, dateRangeSearchShape, listSearchSchema, PAGE_SIZES, searchField } from './search-schema';
import { SEARCH_DEBOUNCE_MS, useSearchPatch, useUrlView } from './use-url-view';

const NODES = z.extend(listSearchSchema({ sortable: ['hostname', 'addr'], defaultSort: 'hostname:asc', pageSizes: PAGE_SIZES }), {
  requestable: z.catch(z.optional(z.boolean()), undefined),
});
const AUDIT = z.object({
  search: searchField(),
  ...dateRangeSearchShape({ defaultPreset: '24h', maxSpanDays: 31 }),
  cursors: cursorsField(),
});

interface Write {
  patch: Record<string, unknown>;
  replace: boolean;
}

/**
 * A stand-in for the router: the URL is a query string; a navigation merges the patch into the
 * current search, runs the route's schema over it as the router's validate middleware does, and
 * writes it back through the router's own stringify and parse.
 */
function useFakeRoute<S extends typeof NODES | typeof AUDIT>(schema: S, initialUrl: string, now?: () => number) {
  const [url, setUrl] = useState(initialUrl);
  const [writes] = useState<Write[]>([]);
  const search = useMemo(() => schema.parse(defaultParseSearch(url)), [schema, url]);
  const setSearch = useCallback(
    (patch: Record<string, unknown>, { replace }: { replace: boolean }) => {
      writes.push({ patch, replace });
      setUrl((current) => {
        const merged = { ...defaultParseSearch(current), ...patch };
        return defaultStringifySearch({ ...merged, ...schema.parse(merged) });
      });
    },
    [schema, writes],
  );
  const view = useUrlView(schema, search as never, setSearch, now ? { now } : {});
  return { view, url, setUrl, writes };
}

describe('the URL view of a list', () => {
  it('a bare URL is the default view, and hostile values read as defaults', () => {
    const { result } = renderHook(() => useFakeRoute(NODES, '?sort=%3Cb%3E&limit=7&cursors=%22x%22&search=%7B%7D'));
    expect(result.current.view).toMatchObject({
      search: '',
      draft: '',
      sort: { field: 'hostname', dir: 'asc' },
      limit: 50,
      page: 1,
      startKey: undefined,
      range: null,
      isFiltered: false,
    });
  });

  it('a header click pushes the next sort and starts from page 1; the default sort leaves the URL bare', () => {
    const { result } = renderHook(() => useFakeRoute(NODES, '?cursors=%5B%22k2%22%5D'));
    expect(result.current.view.page).toBe(2);
    act(() => result.current.view.toggleSort('hostname'));
    expect(result.current.view.sort).toEqual({ field: 'hostname', dir: 'desc' });
    expect(result.current.view.page).toBe(1);
    expect(result.current.writes.at(-1)).toEqual({ patch: { sort: 'hostname:desc', cursors: undefined }, replace: false });
    act(() => result.current.view.toggleSort('hostname'));
    expect(result.current.url).toBe('');
    act(() => result.current.view.toggleSort('addr'));
    expect(result.current.view.sort).toEqual({ field: 'addr', dir: 'asc' });
  });

  it('pages with a stack of startKeys: Next pushes, Previous pops, First clears; a new page size starts over', () => {
    const { result } = renderHook(() => useFakeRoute(NODES, ''));
    act(() => result.current.view.next('k2'));
    act(() => result.current.view.next('k3'));
    expect(result.current.view).toMatchObject({ page: 3, startKey: 'k3', cursors: ['k2', 'k3'] });
    act(() => result.current.view.previous());
    expect(result.current.view).toMatchObject({ page: 2, startKey: 'k2' });
    act(() => result.current.view.next(''));
    expect(result.current.view.page).toBe(2);
    act(() => result.current.view.setLimit(100));
    expect(result.current.view).toMatchObject({ page: 1, limit: 100 });
    act(() => result.current.view.next('k2'));
    act(() => result.current.view.first());
    expect(result.current.view.page).toBe(1);
    act(() => result.current.view.setLimit(50));
    expect(result.current.url).toBe('');
    expect(result.current.writes.every((w) => !w.replace)).toBe(true);
  });

  it('keys of the page change through `change`, back to page 1', () => {
    const { result } = renderHook(() => useFakeRoute(NODES, ''));
    act(() => result.current.view.next('k2'));
    act(() => result.current.view.change({ requestable: true }));
    expect(result.current.url).toBe('?requestable=true');
  });
});

describe('the search box', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows what is typed at once and writes it into the URL after the debounce (SEARCH_DEBOUNCE_MS) of quiet, replacing the entry', () => {
    const { result } = renderHook(() => useFakeRoute(NODES, '?cursors=%5B%22k2%22%5D'));
    act(() => result.current.view.setDraft('w'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    act(() => result.current.view.setDraft('web'));
    expect(result.current.view.draft).toBe('web');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(result.current.writes).toHaveLength(0);
    expect(result.current.view.search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.writes).toEqual([{ patch: { search: 'web', cursors: undefined }, replace: true }]);
    expect(result.current.view).toMatchObject({ search: 'web', draft: 'web', page: 1, isFiltered: true });
  });

  it('Enter writes at once and the pending write is dropped', () => {
    const { result } = renderHook(() => useFakeRoute(NODES, ''));
    act(() => result.current.view.setDraft('db'));
    act(() => result.current.view.commitSearch());
    expect(result.current.view.search).toBe('db');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(result.current.writes).toHaveLength(1);
  });

  it('follows the URL when it changes under it (Back, a link)', () => {
    const { result } = renderHook(() => useFakeRoute(NODES, '?search=old'));
    expect(result.current.view.draft).toBe('old');
    act(() => result.current.setUrl('?search=new'));
    expect(result.current.view.draft).toBe('new');
    act(() => result.current.view.clearSearch());
    expect(result.current.url).toBe('');
    expect(result.current.view.draft).toBe('');
  });
});

describe('the date range', () => {
  const T0 = Date.parse('2025-03-10T12:00:00.000Z');

  it('resolves the default preset against the clock and writes chosen presets; the default writes nothing', () => {
    let now = T0;
    const { result } = renderHook(() => useFakeRoute(AUDIT, '', () => now));
    expect(result.current.view.range).toMatchObject({ choice: '24h', from: '2025-03-09T12:00:00.000Z', to: '2025-03-10T12:00:00.000Z' });
    now = T0 + 60_000;
    act(() => result.current.view.range?.setPreset('1h'));
    expect(result.current.url).toBe('?range=1h');
    expect(result.current.view.range).toMatchObject({ choice: '1h', from: '2025-03-10T11:01:00.000Z', to: '2025-03-10T12:01:00.000Z' });
    // The window stays put between renders (a stable query key) until refreshed.
    now = T0 + 120_000;
    act(() => result.current.setUrl('?range=1h&search=x'));
    expect(result.current.view.range?.to).toBe('2025-03-10T12:01:00.000Z');
    act(() => result.current.view.range?.refresh());
    expect(result.current.view.range?.to).toBe('2025-03-10T12:02:00.000Z');
    // A range that comes from the URL (Back, a link) is resolved when it arrives.
    now = T0 + 180_000;
    act(() => result.current.setUrl('?range=15m&search=x'));
    expect(result.current.view.range).toMatchObject({ choice: '15m', to: '2025-03-10T12:03:00.000Z' });
    act(() => result.current.view.range?.setPreset('24h'));
    expect(result.current.url).toBe('?search=x');
  });

  it('takes a valid custom range and refuses a reversed or too long one', () => {
    const { result } = renderHook(() => useFakeRoute(AUDIT, '?range=7d&cursors=%5B%22k%22%5D', () => T0));
    let ok = false;
    act(() => {
      ok = result.current.view.range?.setCustom('2025-03-01T00:00:00Z', '2025-03-02T00:00:00+01:00') ?? false;
    });
    expect(ok).toBe(true);
    expect(result.current.view.range).toMatchObject({ choice: 'custom', from: '2025-03-01T00:00:00.000Z', to: '2025-03-01T23:00:00.000Z' });
    expect(result.current.view.page).toBe(1);
    const before = result.current.writes.length;
    act(() => {
      ok = result.current.view.range?.setCustom('2025-03-02T00:00:00Z', '2025-03-01T00:00:00Z') ?? true;
    });
    expect(ok).toBe(false);
    act(() => {
      ok = result.current.view.range?.setCustom('2024-01-01T00:00:00Z', '2025-03-01T00:00:00Z') ?? true;
    });
    expect(ok).toBe(false);
    expect(result.current.writes).toHaveLength(before);
  });

  it('a hand-edited URL with a bad range shows the default preset', () => {
    const { result } = renderHook(() => useFakeRoute(AUDIT, '?range=forever&from=yesterday', () => T0));
    expect(result.current.view.range?.choice).toBe('24h');
  });
});

describe('useSearchPatch', () => {
  it("navigates with the patch merged into the route's current search, without scrolling, and stays the same function", () => {
    const calls: Array<{ search: (prev: object) => object; replace: boolean; resetScroll: boolean }> = [];
    const navigate = async (options: (typeof calls)[number]) => {
      calls.push(options);
    };
    const { result, rerender } = renderHook(() => useSearchPatch<ReturnType<typeof listSearchSchema>>(navigate));
    const first = result.current;
    result.current({ search: 'web' }, { replace: true });
    rerender();
    expect(result.current).toBe(first);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.replace).toBe(true);
    expect(calls[0]!.resetScroll).toBe(false);
    expect(calls[0]!.search({ search: 'db', sort: 'name:asc' })).toEqual({ search: 'web', sort: 'name:asc' });
  });
});
