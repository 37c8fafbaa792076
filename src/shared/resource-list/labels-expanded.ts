// How a list shows its labels, chosen in its column chooser ("Labels: One line / Expanded",
// resource-columns.tsx): one line of chips and '+N' (the default) or every label, wrapped.
// Remembered per kind of list in this browser.
import { createContext, useCallback, useContext, useState } from 'react';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { isRecord, readJson, writeJson } from '@/shared/storage/local-store';

/** Whether the list kind's labels were last expanded (false when never chosen or unreadable). */
export function readLabelsExpanded(listKind: string, storage?: Storage): boolean {
  const stored = readJson(STORAGE_KEYS.listLabelsExpanded, storage);
  return isRecord(stored) && stored[listKind] === true;
}

export function writeLabelsExpanded(listKind: string, expanded: boolean, storage?: Storage): void {
  const stored = readJson(STORAGE_KEYS.listLabelsExpanded, storage);
  const next = isRecord(stored) ? { ...stored } : {};
  if (expanded) next[listKind] = true;
  else delete next[listKind];
  writeJson(STORAGE_KEYS.listLabelsExpanded, next, storage);
}

/** The list's choice and its setter (which remembers it). */
export function useLabelsExpanded(listKind: string): [boolean, (expanded: boolean) => void] {
  const [state, setState] = useState(() => ({ kind: listKind, expanded: readLabelsExpanded(listKind) }));
  let current = state;
  if (state.kind !== listKind) {
    // Another list in the same place (a route change that keeps the component).
    current = { kind: listKind, expanded: readLabelsExpanded(listKind) };
    setState(current);
  }
  const set = useCallback(
    (expanded: boolean) => {
      writeLabelsExpanded(listKind, expanded);
      setState({ kind: listKind, expanded });
    },
    [listKind],
  );
  return [current.expanded, set];
}

/** True inside a list whose labels are expanded: label chips show all, wrapped. */
export const LabelsExpandedContext = createContext(false);

export function useLabelsExpandedHere(): boolean {
  return useContext(LabelsExpandedContext);
}
