// The column chooser of the resource lists: their list ids, their memory scope (per user and
// cluster, like their pins), the choice in the URL (`columns`, list-view.ts: it wins over the
// remembered one; choosing writes both, replacing the history entry, keeping the page) and the
// labels style ("One line" with '+N' or "Expanded", labels-expanded.ts) inside the chooser while
// the labels column is shown.
import { lazy, useMemo } from 'react';
import type { ColumnListId, ColumnScope } from '@/shared/data-list/column-choice';
import type { UrlColumns } from '@/shared/data-list/use-column-choice';
import type { ListView } from './list-view';
import type { ResourceKind } from './memory';
import type { SetListSearch } from './use-list-view';

/** The column chooser's list id of each kind of resource list. */
export const RESOURCE_COLUMN_LISTS: Record<ResourceKind, ColumnListId> = {
  nodes: 'servers',
  apps: 'applications',
  kubernetes: 'kubernetes',
  databases: 'databases',
  desktops: 'desktops',
};

/** The id of the labels column (every kind has one). */
export const LABELS_COLUMN = 'labels';

export function resourceColumnScope(user: string, clusterId: string, kind: ResourceKind): ColumnScope {
  return { user, clusterId, list: RESOURCE_COLUMN_LISTS[kind] };
}

/** The URL part of a resource list's column choice. */
export function useResourceUrlColumns(view: Pick<ListView, 'columns'>, setSearch: SetListSearch): UrlColumns {
  const { columns } = view;
  return useMemo(
    () => ({
      columns,
      // In place of the current entry (Back does not step through column changes), on the same
      // page of the list: nothing is listed differently.
      setColumns: (ids) => setSearch({ columns: ids }, { replace: true }),
    }),
    [columns, setSearch],
  );
}

/** "Labels: One line / Expanded", inside the column chooser (loaded with the chooser's popover). */
export const LabelsStyleChoice = lazy(() => import('./labels-style-choice').then((m) => ({ default: m.LabelsStyleChoice })));
