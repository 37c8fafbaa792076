// Saved views of a resource list: a name for the list's URL search (search, picked labels, query,
// sort, page size, columns, searchAsRoles; never the page position), per user, cluster and list,
// kept in this browser (this era's UserPreferences has no field for them). One of them may be the
// default, opened when the list is opened with no view of its own in the URL. A view is also a URL:
// its search is exactly what the list's link carries. Storage is user-editable, so what is read is
// checked; the route's schema checks a view's search again when it is opened. The writes are in
// saved-view-edits.ts, loaded with the popover that makes them. Another page may keep views of its
// own URL under its own storage key (the Audit Log's saved queries): `storageKey` of the scope.
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { isRecord, readJson } from '@/shared/storage/local-store';
import { listOf, type ListScope } from './memory';

export interface SavedView {
  name: string;
  /** The list's URL search (as its route validates it), without cursors. */
  search: Record<string, unknown>;
  isDefault?: true;
}

/** Where a list's views are kept: the saved views' key unless the scope names another. */
export interface ViewScope extends ListScope {
  storageKey?: string;
}

export const storageKeyOf = (scope: ViewScope): string => scope.storageKey ?? STORAGE_KEYS.savedViews;

export const MAX_VIEWS = 30;
export const MAX_VIEW_NAME = 60;

/** The views of a scope in a stored tree (as parsed JSON): malformed ones and repeated names dropped. */
export function viewsOf(tree: unknown, scope: ListScope): SavedView[] {
  const out: SavedView[] = [];
  let hasDefault = false;
  for (const raw of listOf(tree, scope)) {
    if (!isRecord(raw) || typeof raw.name !== 'string' || !isRecord(raw.search)) continue;
    const name = raw.name.trim();
    if (name === '' || name.length > MAX_VIEW_NAME || out.some((v) => v.name === name)) continue;
    const view: SavedView = { name, search: withoutCursors(raw.search) };
    if (raw.isDefault === true && !hasDefault) {
      view.isDefault = true;
      hasDefault = true;
    }
    out.push(view);
    if (out.length >= MAX_VIEWS) break;
  }
  return out;
}

export function readViews(scope: ViewScope, storage?: Storage): SavedView[] {
  return viewsOf(readJson(storageKeyOf(scope), storage), scope);
}

export function withoutCursors(search: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) if (key !== 'cursors' && value !== undefined) out[key] = value;
  return out;
}

/** Whether two searches are the same view (key order, cursors and undefined keys aside). */
export function sameView(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const norm = (s: Record<string, unknown>) =>
    JSON.stringify(Object.entries(withoutCursors(s)).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)));
  return norm(a) === norm(b);
}
