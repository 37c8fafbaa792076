// True inside the rows of a virtualized DataTable: rows have one fixed height there, so cells
// keep to one line (label chips show a few and '+N', text is cut with an ellipsis).
import { createContext, useContext } from 'react';

export const CompactRowsContext = createContext(false);

export function useCompactRows(): boolean {
  return useContext(CompactRowsContext);
}

/**
 * The accessible name of the DataTable a cell is in ('' outside one). The cells of one column of a
 * table share a width, so what a cell measured once (a line of label chips) tells what the same
 * column of the same table will have after a route change brings it back.
 */
export const TableNameContext = createContext('');

export function useTableName(): string {
  return useContext(TableNameContext);
}
