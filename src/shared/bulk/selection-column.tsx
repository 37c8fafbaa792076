// The selection column of a list: a checkbox per row ("Select <name>") and, in the header, one
// for every row on this page (checked, indeterminate or unchecked). The boxes read the page's
// selection from a context rather than from the columns, so a click re-renders the boxes only:
// the columns (and with them the rows, memoized) keep their identity while the selection changes.
// The boxes are plain inputs styled in bulk.css, one per row: cheap on a long list, and not in the
// first load's code.
import './bulk.css';
import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import type { DataColumn } from '@/shared/data-list/columns';
import { pageState, type SelectedEntry, type SelectionState } from './selection';

interface SelectionScopeValue {
  state: SelectionState<SelectedEntry>;
  /** The rows shown now, as entries (what the header box selects). */
  page: readonly SelectedEntry[];
}

const SelectionContext = createContext<SelectionScopeValue | null>(null);

/** Puts a page's selection and its rows on screen within reach of the selection column. */
export function SelectionScope<E extends SelectedEntry>({
  state,
  page,
  children,
}: {
  state: SelectionState<E>;
  page: readonly E[];
  children: ReactNode;
}) {
  const value = useMemo(() => ({ state: state as unknown as SelectionState<SelectedEntry>, page }), [state, page]);
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

function RowCheck({ entry }: { entry: SelectedEntry }) {
  const scope = useContext(SelectionContext);
  if (!scope) return null;
  return (
    <input
      type="checkbox"
      className="bulk-check"
      aria-label={`Select ${entry.name}`}
      checked={scope.state.selected.has(entry.key)}
      onChange={() => scope.state.toggle(entry)}
    />
  );
}

function PageCheck() {
  const scope = useContext(SelectionContext);
  const keys = useMemo(() => scope?.page.map((e) => e.key) ?? [], [scope?.page]);
  const box = useRef<HTMLInputElement>(null);
  const state = scope ? pageState(scope.state.selected, keys) : 'none';
  // `indeterminate` is a property only (no attribute).
  useLayoutEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  if (!scope) return null;
  return (
    <input
      ref={box}
      type="checkbox"
      className="bulk-check"
      aria-label="Select all on this page"
      checked={state === 'all'}
      disabled={keys.length === 0}
      onChange={() => scope.state.setPage(scope.page, state !== 'all')}
    />
  );
}

/** The id of the selection column (first in its table). */
export const SELECTION_COLUMN_ID = 'select';

/**
 * The selection column: not sortable (its header is a checkbox) and not offered by the column
 * chooser (`choosable: false`). `entryOf` must keep its identity for the columns' memo.
 */
export function selectionColumn<Row, E extends SelectedEntry>(entryOf: (row: Row) => E): DataColumn<Row> {
  return {
    id: SELECTION_COLUMN_ID,
    header: 'Select',
    headerNode: <PageCheck />,
    choosable: false,
    // The box (18px) and the table's start padding, with a tight end (bulk.css).
    width: 40,
    cellClassName: 'bulk-cell',
    render: (row) => <RowCheck entry={entryOf(row)} />,
  };
}
