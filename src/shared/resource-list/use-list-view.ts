// The resource list's view held in the URL: the data-list kit's useUrlView (search box with its
// debounce, sort, page size, cursor paging) plus the resource lists' own keys: the predicate
// query, the Advanced toggle, searchAsRoles, and the picked labels (label-picks.ts: the picker,
// the facet panel and a row's label chips). Typing replaces the history entry; sorting, paging and
// label picks push one, so Back undoes them.
import { useCallback, useMemo } from 'react';
import { useSearchPatch, useUrlView, type PatchNavigate, type SetSearch, type UrlView } from '@/shared/data-list/use-url-view';
import { pickCount, type LabelPicks } from './label-picks';
import type { LabelLike } from './predicate';
import { readListView, type ListKind, type ListSearch, type ListView, type ResourceSearchSchema } from './list-view';

export interface ListViewControls {
  /** The view the list is requested with (the URL's, defaults filled in). */
  view: ListView;
  /** The kit's view: the search box's draft, sorting and paging. */
  url: UrlView<ResourceSearchSchema>;
  /** Shows this text as the search, at once. */
  setSearch: (search: string) => void;
  setQuery: (query: string) => void;
  setAdvanced: (advanced: boolean) => void;
  setRequestable: (requestable: boolean) => void;
  /** Picks a label (a row's chip, the facet panel); stable while the picks are the same (the columns hand it to every chip). */
  addLabel: (label: LabelLike) => void;
  /** Picks or unpicks a label (the picker's checkboxes, a pick's remove button). */
  toggleLabel: (label: LabelLike) => void;
  /** Replaces every pick (Clear labels: NO_PICKS). */
  setLabels: (picks: LabelPicks) => void;
  clearFilters: () => void;
}

/** Writes a partial change of the list's URL (the page's route navigates to itself with it). */
export type SetListSearch = SetSearch<ResourceSearchSchema>;

/** A list page's SetListSearch from its route's navigate. */
function useListSearchPatch(navigate: PatchNavigate): SetListSearch {
  return useSearchPatch<ResourceSearchSchema>(navigate);
}

/** A resource kind's `useSearchState`: its route's search, and the setter that writes it back. */
export function routeSearchState(route: { useSearch(): ListSearch; useNavigate(): PatchNavigate }) {
  return function useSearchState(): [ListSearch, SetListSearch] {
    const search = route.useSearch();
    return [search, useListSearchPatch(route.useNavigate())];
  };
}

export function useListView(kind: ListKind, search: ListSearch, setSearch: SetListSearch): ListViewControls {
  const url = useUrlView(kind.schema, search, setSearch);
  const view = useMemo(() => readListView(search, kind), [search, kind]);
  const { query, advanced, labels } = view;
  // Written directly (not through the kit's `change`, a new function every render) so that they
  // stay the same functions: a pick narrows the list and starts from page 1.
  const setLabels = useCallback(
    (picks: LabelPicks) => setSearch({ labels: pickCount(picks) > 0 ? picks : undefined, cursors: undefined }, { replace: false }),
    [setSearch],
  );
  // The edits load with the first pick (a click: the module is there by the time it is needed again).
  const addLabel = useCallback(
    (label: LabelLike) => void import('./label-pick-edits').then((m) => setLabels(m.addPick(labels, label))),
    [labels, setLabels],
  );
  const toggleLabel = useCallback(
    (label: LabelLike) => void import('./label-pick-edits').then((m) => setLabels(m.togglePick(labels, label))),
    [labels, setLabels],
  );

  return {
    view,
    url,
    setSearch: (text) => url.commitSearch(text),
    setQuery: (next) => url.change(next ? { query: next, advanced: undefined } : { query: undefined, advanced: advanced || undefined }),
    // Showing the predicate input does not change what is listed; hiding it drops the query.
    setAdvanced: (next) =>
      next ? setSearch({ advanced: query ? undefined : true }, { replace: false }) : url.change({ advanced: undefined, query: undefined }),
    setRequestable: (next) => url.change({ requestable: next || undefined }),
    addLabel,
    toggleLabel,
    setLabels,
    // One navigation for every key (the search box follows the URL).
    clearFilters: () => url.change({ search: undefined, query: undefined, labels: undefined }),
  };
}
