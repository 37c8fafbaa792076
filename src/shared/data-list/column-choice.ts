// Which columns of a table are shown (the column chooser, column-chooser.tsx): every column is
// shown by default; a user hides some per list, remembered in this browser per user (and per
// cluster where the page keys its memory that way: the resource lists, like their pins). A
// resource list also carries the choice in its URL (`columns`), which wins over the remembered
// one, so a copied link or a saved view reopens with the same columns.
//
// A choice is the list of the ids of the visible choosable columns. A column whose header is
// hidden (a pin, a row's actions) or that is marked `choosable: false` (the selection box) is
// always shown and never part of a choice. Ids the table does not have (a column that went away,
// a hand-edited URL) are dropped, and a choice that keeps none is no choice: at least one column
// is always visible. Pure, apart from reading and writing the remembered choice.
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { isRecord, readJson, writeJson } from '@/shared/storage/local-store';
import type { DataColumn } from './columns';

/** The lists with a column chooser (one id per table; the memory is kept under it). */
export type ColumnListId =
  'servers' | 'applications' | 'kubernetes' | 'databases' | 'desktops' | 'users' | 'locks' | 'active-sessions' | 'recordings' | 'audit';

/** Most ids a choice holds (a URL is user-editable); a table has far fewer columns. */
export const MAX_COLUMN_IDS = 40;
const MAX_ID_LENGTH = 64;

type ColumnLike = Pick<DataColumn<never>, 'id' | 'header' | 'hideHeader' | 'choosable'>;

/** Whether the chooser offers the column (else it is always shown). */
export function isChoosable(column: Pick<ColumnLike, 'hideHeader' | 'choosable'>): boolean {
  return !column.hideHeader && column.choosable !== false;
}

/** The columns the chooser lists, in the table's order. */
export function choosableColumns<C extends ColumnLike>(columns: readonly C[]): C[] {
  return columns.filter(isChoosable);
}

/**
 * A choice as read from a URL or storage: an array of short strings, without repeats, capped;
 * anything else is no choice (null). An empty array is no choice either.
 */
export function cleanColumnIds(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const ids: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string' || item === '' || item.length > MAX_ID_LENGTH || ids.includes(item)) continue;
    ids.push(item);
    if (ids.length === MAX_COLUMN_IDS) break;
  }
  return ids.length ? ids : null;
}

/**
 * The ids of the visible choosable columns, in the table's order: from the first of `choices`
 * (the URL's, then the remembered one) that keeps at least one of the table's columns, else every
 * choosable column (the default).
 */
export function visibleColumnIds(choosableIds: readonly string[], ...choices: (readonly string[] | null | undefined)[]): string[] {
  for (const choice of choices) {
    if (!choice) continue;
    const known = choosableIds.filter((id) => choice.includes(id));
    if (known.length) return known;
  }
  return [...choosableIds];
}

/** The columns the table gets: every column not offered by the chooser, and the visible ones. */
export function shownColumns<C extends ColumnLike>(columns: readonly C[], visibleIds: readonly string[]): C[] {
  return columns.filter((column) => !isChoosable(column) || visibleIds.includes(column.id));
}

/** Whether `visibleIds` is the default (every choosable column). */
export function isDefaultChoice(choosableIds: readonly string[], visibleIds: readonly string[]): boolean {
  return choosableIds.every((id) => visibleIds.includes(id));
}

/**
 * The choice after showing or hiding one column (in the table's order). Hiding the last visible
 * column changes nothing: one always stays.
 */
export function withColumn(choosableIds: readonly string[], visibleIds: readonly string[], id: string, shown: boolean): string[] {
  const next = choosableIds.filter((c) => (c === id ? shown : visibleIds.includes(c)));
  return next.length ? next : [...visibleIds];
}

/** What a choice is stored and put in a URL as: nothing for the default, else the visible ids. */
export function choiceToKeep(choosableIds: readonly string[], visibleIds: readonly string[]): string[] | undefined {
  return isDefaultChoice(choosableIds, visibleIds) ? undefined : [...visibleIds];
}

// --- The remembered choice ---

/** Whose choice, for which list. `clusterId` where the page keeps its memory per cluster. */
export interface ColumnScope {
  user: string;
  list: ColumnListId;
  clusterId?: string;
}

/** The cluster key of a scope kept for any cluster. */
const ANY_CLUSTER = '*';

/** The remembered choice of a scope in a stored tree (as parsed JSON), or null. */
export function columnChoiceOf(tree: unknown, scope: ColumnScope): string[] | null {
  if (!isRecord(tree)) return null;
  const user = tree[scope.user];
  if (!isRecord(user)) return null;
  const cluster = user[scope.clusterId ?? ANY_CLUSTER];
  if (!isRecord(cluster)) return null;
  return cleanColumnIds(cluster[scope.list]);
}

export function readColumnChoice(scope: ColumnScope, storage?: Storage): string[] | null {
  return columnChoiceOf(readJson(STORAGE_KEYS.listColumns, storage), scope);
}

/** Remembers a choice (undefined: the default, forgotten). */
export function writeColumnChoice(scope: ColumnScope, ids: readonly string[] | undefined, storage?: Storage): void {
  const raw = readJson(STORAGE_KEYS.listColumns, storage);
  const tree = isRecord(raw) ? { ...raw } : {};
  const user = isRecord(tree[scope.user]) ? { ...(tree[scope.user] as Record<string, unknown>) } : {};
  const clusterKey = scope.clusterId ?? ANY_CLUSTER;
  const cluster = isRecord(user[clusterKey]) ? { ...(user[clusterKey] as Record<string, unknown>) } : {};
  if (ids && ids.length) cluster[scope.list] = ids.slice(0, MAX_COLUMN_IDS);
  else delete cluster[scope.list];
  user[clusterKey] = cluster;
  tree[scope.user] = user;
  writeJson(STORAGE_KEYS.listColumns, tree, storage);
}
