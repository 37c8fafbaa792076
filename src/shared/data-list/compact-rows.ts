// True inside the rows of a virtualized DataTable: rows have one fixed height there, so cells
// keep to one line (label chips show a few and '+N', text is cut with an ellipsis).
import { createContext, useContext } from 'react';

export const CompactRowsContext = createContext(false);

export function useCompactRows(): boolean {
  return useContext(CompactRowsContext);
}
