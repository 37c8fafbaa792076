// The rows a user picked for a bulk action, kept by the page (not the table) and keyed by the
// row's key, with what the actions need of each row (its name, the value a lock targets...), so
// that the selection outlives the rows on screen: another page of the list, another search or
// filter, a refresh. The functions are pure (selection.test.ts); useSelection holds one in state.
import { useCallback, useMemo, useState } from 'react';

/** What a selected row keeps: its key, how it is named, and whatever the page's actions need. */
export interface SelectedEntry {
  key: string;
  name: string;
}

export type Selection<E extends SelectedEntry> = ReadonlyMap<string, E>;

export type PageState = 'all' | 'some' | 'none';

export function toggleEntry<E extends SelectedEntry>(selection: Selection<E>, entry: E): Selection<E> {
  const next = new Map(selection);
  if (next.has(entry.key)) next.delete(entry.key);
  else next.set(entry.key, entry);
  return next;
}

/** Selects every row of the page (on) or none of them (off); rows of other pages stay as they are. */
export function setPageEntries<E extends SelectedEntry>(selection: Selection<E>, page: readonly E[], on: boolean): Selection<E> {
  const next = new Map(selection);
  for (const entry of page) {
    if (on) next.set(entry.key, entry);
    else next.delete(entry.key);
  }
  return next;
}

/** The selection without these keys (the same one when none of them is selected). */
export function dropKeys<E extends SelectedEntry>(selection: Selection<E>, keys: readonly string[]): Selection<E> {
  if (!keys.some((k) => selection.has(k))) return selection;
  const next = new Map(selection);
  for (const key of keys) next.delete(key);
  return next;
}

/** The header checkbox: every row of the page selected, some, or none (an empty page: none). */
export function pageState(selection: Selection<SelectedEntry>, pageKeys: readonly string[]): PageState {
  let picked = 0;
  for (const key of pageKeys) if (selection.has(key)) picked += 1;
  if (picked === 0) return 'none';
  return picked === pageKeys.length ? 'all' : 'some';
}

/** How many selected rows are not among the rows shown. */
export function countNotShown(selection: Selection<SelectedEntry>, pageKeys: readonly string[]): number {
  const shown = new Set(pageKeys);
  let hidden = 0;
  for (const key of selection.keys()) if (!shown.has(key)) hidden += 1;
  return hidden;
}

/** "3 selected", "3 selected, 2 not on this page". */
export function selectionText(selected: number, notShown: number): string {
  return notShown > 0 ? `${selected} selected, ${notShown} not on this page` : `${selected} selected`;
}

export interface SelectionState<E extends SelectedEntry> {
  selected: Selection<E>;
  toggle: (entry: E) => void;
  setPage: (page: readonly E[], on: boolean) => void;
  /** Replaces the whole selection (e.g. with the items a bulk action refused). */
  replace: (entries: readonly E[]) => void;
  /** Unselects these keys (the items a bulk action is done with). */
  drop: (keys: readonly string[]) => void;
  clear: () => void;
}

export function useSelection<E extends SelectedEntry>(): SelectionState<E> {
  const [selected, setSelected] = useState<Selection<E>>(() => new Map());
  const toggle = useCallback((entry: E) => setSelected((s) => toggleEntry(s, entry)), []);
  const setPage = useCallback((page: readonly E[], on: boolean) => setSelected((s) => setPageEntries(s, page, on)), []);
  const replace = useCallback((entries: readonly E[]) => setSelected(new Map(entries.map((e) => [e.key, e]))), []);
  const drop = useCallback((keys: readonly string[]) => setSelected((s) => dropKeys(s, keys)), []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return useMemo(() => ({ selected, toggle, setPage, replace, drop, clear }), [selected, toggle, setPage, replace, drop, clear]);
}
