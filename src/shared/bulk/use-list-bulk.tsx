// The selection and bulk dialog of a list page (users, locks, active sessions): the selection
// column (only when the page offers an action), the entries of the rows on screen, the scope the
// checkboxes read, the dialog's action and a way to open it. The page adds its buttons to the
// SelectionBar and renders BulkDialog with `action`.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { DataColumn } from '@/shared/data-list/columns';
import { Button } from '@mantine/core';
import { deleteAction, type BulkAction, type BulkItem } from './bulk-action';
import { useSelection, type SelectionState } from './selection';
import { SelectionScope, selectionColumn } from './selection-column';

export interface ListBulk<Row, E extends BulkItem = BulkItem> {
  selection: SelectionState<E>;
  /** The selection column, or null when the page offers no bulk action. */
  column: DataColumn<Row> | null;
  pageKeys: readonly string[];
  /** Wraps the list (the checkboxes read the selection from it). */
  wrap: (children: ReactNode) => ReactNode;
  /** The action the dialog shows; null: closed. */
  action: BulkAction | null;
  open: (action: BulkAction) => void;
  close: () => void;
  /** The items selected, in the order they were picked. */
  chosen: () => E[];
}

export function useListBulk<Row, E extends BulkItem = BulkItem>(options: {
  rows: readonly Row[];
  /** What the selection keeps of a row (its key, name and what the actions need); stable. */
  entryOf: (row: Row) => E;
  /** Any bulk action allowed (else no checkbox column at all). */
  enabled: boolean;
}): ListBulk<Row, E> {
  const { rows, entryOf, enabled } = options;
  const selection = useSelection<E>();
  const [action, setAction] = useState<BulkAction | null>(null);
  const column = useMemo(() => (enabled ? selectionColumn(entryOf) : null), [enabled, entryOf]);
  const page = useMemo(() => rows.map(entryOf), [rows, entryOf]);
  const pageKeys = useMemo(() => page.map((e) => e.key), [page]);
  const close = useCallback(() => setAction(null), []);
  return {
    selection,
    column,
    pageKeys,
    wrap: (children) => (
      <SelectionScope state={selection} page={page}>
        {children}
      </SelectionScope>
    ),
    action,
    open: setAction,
    close,
    chosen: () => [...selection.selected.values()],
  };
}

/** "Delete selected": deletes each selected item with `remove`, after the bulk dialog's confirm. */
export function DeleteSelectedButton<Row, E extends BulkItem>({
  bulk,
  ...options
}: { bulk: ListBulk<Row, E> } & Omit<Parameters<typeof deleteAction<E>>[0], 'items'>) {
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      onClick={() => bulk.open(deleteAction({ ...options, items: bulk.chosen() }) as unknown as BulkAction)}
    >
      Delete selected
    </Button>
  );
}
