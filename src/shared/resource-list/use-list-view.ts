// The list view held in the URL: the page hands in its route's typed search and a way to write
// it back with a navigation (typing replaces the history entry; sorting, paging and label clicks
// push one, so Back undoes them).
import { useCallback, useMemo } from 'react';
import { queryWithLabel, type LabelLike } from './predicate';
import {
  changeView,
  nextPage,
  nextSort,
  previousPage,
  readListView,
  toListSearch,
  type ListKind,
  type ListSearch,
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

/** Writes a list view into the URL (the page's route navigates to itself with it). */
export type SetListSearch = (search: ListSearch, options: { replace: boolean }) => void;

export function useListView(kind: ListKind, search: ListSearch, setSearch: SetListSearch): ListViewControls {
  const view = useMemo(() => readListView(search, kind), [search, kind]);
  const go = useCallback((next: ListView, replace = false) => setSearch(toListSearch(next, kind), { replace }), [setSearch, kind]);

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
