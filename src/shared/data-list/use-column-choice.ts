// A table's column choice (column-choice.ts) as a hook: the remembered choice kept in step with
// storage (this tab's writes and other tabs' storage events, as the pins are), the URL's choice
// when the page carries one (it wins), the columns the table gets and the chooser's props.
// Choosing writes the memory and, where there is one, the URL; nothing is refetched (the columns
// are not part of any request).
import { useCallback, useMemo } from 'react';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { notifyStored, parseStored, useStoredRaw } from '@/shared/storage/use-stored';
import {
  choiceToKeep,
  choosableColumns,
  columnChoiceOf,
  isDefaultChoice,
  shownColumns,
  visibleColumnIds,
  withColumn,
  writeColumnChoice,
  type ColumnScope,
} from './column-choice';
import type { DataColumn } from './columns';

/** The chooser's part (column-chooser.tsx). */
export interface ColumnChooserState {
  /** The columns offered, in the table's order. */
  options: readonly { id: string; header: string }[];
  /** The ids of the visible ones. */
  visible: readonly string[];
  isDefault: boolean;
  toggle: (id: string, shown: boolean) => void;
  reset: () => void;
}

/** A page whose URL carries the choice: what it says (null: nothing) and how to write it. */
export interface UrlColumns {
  columns: readonly string[] | null;
  /** Writes the choice (undefined: the default) in place of the current history entry. */
  setColumns: (ids: string[] | undefined) => void;
}

/** `scope` null: the table's columns are not chosen (every column shown, nothing remembered). */
export function useColumnChoice<Row>(
  columns: readonly DataColumn<Row>[],
  scope: ColumnScope | null,
  url?: UrlColumns,
): { columns: DataColumn<Row>[]; chooser: ColumnChooserState } {
  const raw = useStoredRaw(STORAGE_KEYS.listColumns);
  const user = scope?.user;
  const list = scope?.list;
  const clusterId = scope?.clusterId;
  const remembered = useMemo(
    () => (user !== undefined && list ? columnChoiceOf(parseStored(raw), { user, list, clusterId }) : null),
    [raw, user, list, clusterId],
  );
  const choosable = useMemo(() => choosableColumns(columns), [columns]);
  const choosableIds = useMemo(() => choosable.map((c) => c.id), [choosable]);
  const urlColumns = url?.columns ?? null;
  // The same array while the choice is the same (a new URL or storage read of the same choice),
  // so the table's widths and rows are not redone.
  const visibleKey = visibleColumnIds(choosableIds, urlColumns, remembered).join('\n');
  const visible = useMemo(() => (visibleKey ? visibleKey.split('\n') : []), [visibleKey]);
  const shown = useMemo(() => shownColumns(columns, visible), [columns, visible]);

  const setColumns = url?.setColumns;
  const choose = useCallback(
    (ids: string[] | undefined) => {
      if (user !== undefined && list) writeColumnChoice({ user, list, clusterId }, ids);
      notifyStored();
      setColumns?.(ids);
    },
    [user, list, clusterId, setColumns],
  );
  const toggle = useCallback(
    (id: string, on: boolean) => choose(choiceToKeep(choosableIds, withColumn(choosableIds, visible, id, on))),
    [choose, choosableIds, visible],
  );
  const reset = useCallback(() => choose(undefined), [choose]);

  const chooser = useMemo<ColumnChooserState>(
    () => ({
      options: choosable.map((c) => ({ id: c.id, header: c.header })),
      visible,
      isDefault: isDefaultChoice(choosableIds, visible),
      toggle,
      reset,
    }),
    [choosable, choosableIds, visible, toggle, reset],
  );
  return { columns: shown, chooser };
}
