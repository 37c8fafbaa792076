// The resource list's URL view over a stand-in router: what its own actions write (the predicate
// query, the Advanced toggle, searchAsRoles, label picks, clearing) and that anything changing
// what is listed starts again from page 1.
import { describe, expect, it } from 'vitest';
import { useCallback, useMemo, useState } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { resourceListKind } from './list-view';
import { useListView } from './use-list-view';

const NODES = resourceListKind({
  defaultSort: 'hostname:asc',
  sortable: ['hostname', 'addr'],
  request: (clusterId, params) => ({ queryKey: [clusterId, params] }),
});

/** A navigation merges the patch into the URL and runs the route's schema over it, as the router does. */
function useFakeRoute(initialUrl: string) {
  const [url, setUrl] = useState(initialUrl);
  const [writes] = useState<{ patch: Record<string, unknown>; replace: boolean }[]>([]);
  const search = useMemo(() => NODES.schema.parse(defaultParseSearch(url)), [url]);
  const setSearch = useCallback(
    (patch: Record<string, unknown>, { replace }: { replace: boolean }) => {
      writes.push({ patch, replace });
      setUrl((current) => defaultStringifySearch(NODES.schema.parse({ ...defaultParseSearch(current), ...patch })));
    },
    [writes],
  );
  const controls = useListView(NODES, search, setSearch);
  return { controls, url, writes };
}

const PAGE_3 = `?search=web&cursors=${encodeURIComponent('["k2","k3"]')}`;
const params = (url: string) => Object.fromEntries(new URLSearchParams(url));

describe('the resource list view', () => {
  it('a query shows the predicate input without writing advanced, and starts from page 1', () => {
    const { result } = renderHook(() => useFakeRoute(PAGE_3));
    expect(result.current.controls.view.cursors).toEqual(['k2', 'k3']);
    act(() => result.current.controls.setQuery('labels["env"] == "prod"'));
    expect(params(result.current.url)).toEqual({ search: 'web', query: 'labels["env"] == "prod"' });
    expect(result.current.controls.view.advanced).toBe(true);
    expect(result.current.writes.at(-1)?.replace).toBe(false);
    // Emptying the query keeps the input open.
    act(() => result.current.controls.setQuery(''));
    expect(params(result.current.url)).toEqual({ search: 'web', advanced: 'true' });
  });

  it('showing the predicate input keeps the page; hiding it drops the query', () => {
    const { result } = renderHook(() => useFakeRoute(PAGE_3));
    act(() => result.current.controls.setAdvanced(true));
    expect(result.current.controls.view).toMatchObject({ advanced: true, cursors: ['k2', 'k3'] });
    act(() => result.current.controls.setQuery('x'));
    act(() => result.current.controls.setAdvanced(false));
    expect(params(result.current.url)).toEqual({ search: 'web' });
    expect(result.current.controls.view).toMatchObject({ advanced: false, query: '' });
  });

  it('a label click picks it, from page 1, and pushes a history entry; the function stays the same while the picks do', async () => {
    const { result } = renderHook(() => useFakeRoute(`${PAGE_3}&query=` + encodeURIComponent('name == "a"')));
    const first = result.current.controls.addLabel;
    act(() => result.current.controls.setRequestable(true));
    expect(result.current.controls.addLabel).toBe(first);
    // The edits load with the first pick: the URL is written once they are there.
    act(() => result.current.controls.addLabel({ name: 'team', value: 'platform' }));
    await waitFor(() => expect(result.current.controls.view.labels).toEqual({ team: ['platform'] }));
    act(() => result.current.controls.toggleLabel({ name: 'team', value: 'data' }));
    await waitFor(() => expect(result.current.controls.view.labels).toEqual({ team: ['platform', 'data'] }));
    // The typed query is the user's: picks do not rewrite it.
    expect(result.current.controls.view.query).toBe('name == "a"');
    expect(result.current.controls.view.cursors).toEqual([]);
    expect(result.current.writes.at(-1)?.replace).toBe(false);
    expect(result.current.controls.addLabel).not.toBe(first);
    act(() => result.current.controls.toggleLabel({ name: 'team', value: 'platform' }));
    await waitFor(() => expect(result.current.controls.view.labels).toEqual({ team: ['data'] }));
    act(() => result.current.controls.toggleLabel({ name: 'team', value: 'data' }));
    await waitFor(() => expect(params(result.current.url)).not.toHaveProperty('labels'));
  });

  it('searchAsRoles is a flag that only appears when on; clearing drops search, query and picks only', () => {
    const { result } = renderHook(() =>
      useFakeRoute(`${PAGE_3}&query=x&sort=addr%3Adesc&labels=` + encodeURIComponent('{"env":["prod"]}')),
    );
    act(() => result.current.controls.setRequestable(true));
    expect(params(result.current.url)).toMatchObject({ requestable: 'true' });
    expect(params(result.current.url)).not.toHaveProperty('cursors');
    act(() => result.current.controls.setRequestable(false));
    expect(params(result.current.url)).not.toHaveProperty('requestable');
    act(() => result.current.controls.clearFilters());
    expect(params(result.current.url)).toEqual({ sort: 'addr:desc' });
    expect(result.current.controls.url.draft).toBe('');
  });
});
