// Bulk actions as a capability of the list frame (src/shared/data-list/list-page-frame.tsx): a
// page holds the selection and the dialog's action (useListBulk) and gives the frame its action
// buttons; the frame adds the selection column (only when the page offers an action), the scope
// the checkboxes read (the entries of the rows it shows), the SelectionBar above the table with
// the buttons, and the BulkDialog, whose results update the selection when the action's items are
// the selected rows (open), not when they are others (openOther).
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import type { DataColumn } from '@/shared/data-list/columns';
import { deleteAction, lockAction, type BulkAction, type BulkItem } from './bulk-action';
import { BulkDialog } from './bulk-dialog-lazy';
import { SelectionBar } from './selection-bar';
import { useSelection, type SelectionState } from './selection';
import { SelectionScope, selectionColumn } from './selection-column';

export interface ListBulk<Row, E extends BulkItem = BulkItem> {
  selection: SelectionState<E>;
  /** What the selection keeps of a row; stable. */
  entryOf: (row: Row) => E;
  /** The selection column, or null when the page offers no bulk action. */
  column: DataColumn<Row> | null;
  /** What the dialog shows; null: closed. */
  shown: ShownAction<E> | null;
  /** Opens the dialog on an action on the selected items (what it is done with leaves the selection). */
  open: (action: BulkAction<E>) => void;
  /** Opens the dialog on an action on other items (e.g. the users of the selected sessions). */
  openOther: (action: BulkAction) => void;
  close: () => void;
  /** The items selected, in the order they were picked. */
  chosen: () => E[];
}

/** An action on the selected items, or on others (the selection stays as it is). */
export type ShownAction<E extends BulkItem> = { action: BulkAction<E>; ofSelection: true } | { action: BulkAction; ofSelection: false };

export function useListBulk<Row, E extends BulkItem = BulkItem>(options: {
  /** What the selection keeps of a row (its key, name and what the actions need); stable. */
  entryOf: (row: Row) => E;
  /** Any bulk action allowed (else no checkbox column at all). */
  enabled: boolean;
}): ListBulk<Row, E> {
  const { entryOf, enabled } = options;
  const selection = useSelection<E>();
  const [shown, setShown] = useState<ShownAction<E> | null>(null);
  const column = useMemo(() => (enabled ? selectionColumn(entryOf) : null), [enabled, entryOf]);
  const open = useCallback((action: BulkAction<E>) => setShown({ action, ofSelection: true }), []);
  const openOther = useCallback((action: BulkAction) => setShown({ action, ofSelection: false }), []);
  const close = useCallback(() => setShown(null), []);
  return {
    selection,
    entryOf,
    column,
    shown,
    open,
    openOther,
    close,
    chosen: () => [...selection.selected.values()],
  };
}

/** What a list page gives its frame: its selection and the buttons of the selection's bar. */
export interface FrameBulk<Row, E extends BulkItem = BulkItem> {
  state: ListBulk<Row, E>;
  actions: ReactNode;
}

export interface FrameBulkParts<Row> {
  /** The selection column first, then the page's. */
  columns: readonly DataColumn<Row>[];
  /** Above the table: the selection's bar. */
  bar: ReactNode;
  dialog: ReactNode;
  /** Wraps the page (the checkboxes read the selection from it). */
  wrap: (children: ReactNode) => ReactNode;
}

const noEntries: never[] = [];

/** The frame's side of a page's bulk actions; `rows` are the rows the list shows (stable). */
export function useFrameBulk<Row, E extends BulkItem>(
  bulk: FrameBulk<Row, E> | undefined,
  rows: readonly Row[],
  columns: readonly DataColumn<Row>[],
): FrameBulkParts<Row> {
  const state = bulk?.state;
  const entryOf = state?.entryOf;
  const column = state?.column ?? null;
  const page = useMemo(() => (entryOf ? rows.map(entryOf) : noEntries), [rows, entryOf]);
  const pageKeys = useMemo(() => page.map((e) => e.key), [page]);
  const withColumn = useMemo(() => (column ? [column, ...columns] : columns), [column, columns]);
  if (!bulk || !state) return { columns, bar: null, dialog: null, wrap: (children) => children };
  const { selection } = state;
  return {
    columns: withColumn,
    bar: (
      <SelectionBar selected={selection.selected} pageKeys={pageKeys} onClear={selection.clear}>
        {bulk.actions}
      </SelectionBar>
    ),
    // One element in either case, so the dialog stays mounted (bulk-dialog-lazy.tsx).
    dialog:
      state.shown?.ofSelection === false ? (
        <BulkDialog action={state.shown.action} onClose={state.close} />
      ) : (
        <BulkDialog
          action={state.shown?.action ?? null}
          onClose={state.close}
          onSelectAgain={selection.replace}
          onDone={(done) => selection.drop(done.map((i) => i.key))}
        />
      ),
    wrap: (children) => (
      <SelectionScope state={selection} page={page}>
        {children}
      </SelectionScope>
    ),
  };
}

/** "Lock selected": one lock per selected item, after the bulk dialog's confirm. */
export function LockSelectedButton<Row, E extends BulkItem>({
  bulk,
  ...options
}: { bulk: ListBulk<Row, E> } & Omit<Parameters<typeof lockAction<E>>[0], 'items'>) {
  return (
    <Button size="xs" onClick={() => bulk.open(lockAction({ ...options, items: bulk.chosen() }))}>
      Lock selected
    </Button>
  );
}

/** "Delete selected": deletes each selected item with `remove`, after the bulk dialog's confirm. */
export function DeleteSelectedButton<Row, E extends BulkItem>({
  bulk,
  ...options
}: { bulk: ListBulk<Row, E> } & Omit<Parameters<typeof deleteAction<E>>[0], 'items'>) {
  return (
    <Button size="xs" color="red" variant="light" onClick={() => bulk.open(deleteAction({ ...options, items: bulk.chosen() }))}>
      Delete selected
    </Button>
  );
}
