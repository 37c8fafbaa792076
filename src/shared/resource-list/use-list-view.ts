// The list view held in the URL: read from the current location's search, written back with a
// navigation (typing replaces the history entry; sorting, paging and label clicks push one, so
// Back undoes them).
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { queryWithLabel, type LabelLike } from './predicate';
import {
  changeView,
  nextPage,
  nextSort,
  previousPage,
  readListView,
  toListSearch,
  validateListSearch,
  type ListKind,
  type ListView,
} from './list-view';

export interface ListViewControls {
  view: ListView;
  setSearch: (search: string) => void;
  setQuery: (query: string) => void;
  setAdvanced: (advanced: boolean) => void;
  sortBy: (field: string) => void;
  setLimit: (limit: number) => void;
  setRequestable: (requestable: boolean) => void;
  addLabel: (label: LabelLike) => void;
  clearFilters: () => void;
  next: (startKey: string) => void;
  previous: () => void;
  first: () => void;
}

export function useListView(kind: ListKind): ListViewControls {
  const raw = useSearch({ strict: false }) as Record<string, unknown>;
  const view = useMemo(() => readListView(validateListSearch(raw), kind), [raw, kind]);
  const navigate = useNavigate();

  const go = useCallback(
    (next: ListView, replace = false) =>
      void navigate({ to: '.', search: toListSearch(next, kind) as never, replace, resetScroll: false }),
    [navigate, kind],
  );

  return useMemo(
    () => ({
      view,
      setSearch: (search) => go(changeView(view, { search }), true),
      setQuery: (query) => go(changeView(view, { query, advanced: view.advanced || query !== '' })),
      setAdvanced: (advanced) => go(advanced ? { ...view, advanced } : changeView(view, { advanced, query: '' })),
      sortBy: (field) => go(changeView(view, { sort: nextSort(view.sort, field) })),
      setLimit: (limit) => go(changeView(view, { limit })),
      setRequestable: (requestable) => go(changeView(view, { requestable })),
      addLabel: (label) => go(changeView(view, { query: queryWithLabel(view.query, label), advanced: true })),
      clearFilters: () => go(changeView(view, { search: '', query: '' })),
      next: (startKey) => go(nextPage(view, startKey)),
      previous: () => go(previousPage(view)),
      first: () => go({ ...view, cursors: [] }),
    }),
    [view, go],
  );
}
