// The writes of the saved views (saved-views.ts): save, rename, delete, restore, make default.
// Each reads the stored list again, so a change made in another tab is not lost.
import { writeList } from './memory';
import { MAX_VIEWS, MAX_VIEW_NAME, readViews, storageKeyOf, withoutCursors, type SavedView, type ViewScope } from './saved-views';

function write(scope: ViewScope, views: SavedView[], storage?: Storage): SavedView[] {
  writeList(storageKeyOf(scope), scope, views, storage);
  return views;
}

/** Why a name cannot be used, or null. `current` is the view being renamed (its own name is fine). */
export function viewNameProblem(name: string, views: readonly SavedView[], current?: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'Give the view a name.';
  if (trimmed.length > MAX_VIEW_NAME) return `A name has at most ${MAX_VIEW_NAME} characters.`;
  if (current !== undefined && trimmed !== current && views.some((v) => v.name === trimmed))
    return `A view named “${trimmed}” exists already.`;
  return null;
}

/** Saves the search under `name`, replacing a view of that name (keeping its place and default). */
export function saveView(scope: ViewScope, name: string, search: Record<string, unknown>, storage?: Storage): SavedView[] {
  const views = readViews(scope, storage);
  const trimmed = name.trim();
  const at = views.findIndex((v) => v.name === trimmed);
  const view: SavedView = { name: trimmed, search: withoutCursors(search) };
  if (at >= 0) {
    if (views[at]!.isDefault) view.isDefault = true;
    views[at] = view;
  } else {
    if (views.length >= MAX_VIEWS) throw new Error(`At most ${MAX_VIEWS} views can be kept for a list; delete one first.`);
    views.push(view);
  }
  return write(scope, views, storage);
}

export function renameView(scope: ViewScope, from: string, to: string, storage?: Storage): SavedView[] {
  const views = readViews(scope, storage);
  const problem = viewNameProblem(to, views, from);
  if (problem) throw new Error(problem);
  return write(
    scope,
    views.map((v) => (v.name === from ? { ...v, name: to.trim() } : v)),
    storage,
  );
}

export function deleteView(scope: ViewScope, name: string, storage?: Storage): SavedView[] {
  return write(
    scope,
    readViews(scope, storage).filter((v) => v.name !== name),
    storage,
  );
}

/** Puts a deleted view back where it was (Undo). */
export function restoreView(scope: ViewScope, view: SavedView, index: number, storage?: Storage): SavedView[] {
  const views = readViews(scope, storage).filter((v) => v.name !== view.name);
  if (view.isDefault) views.forEach((v) => delete v.isDefault);
  views.splice(Math.min(index, views.length), 0, view);
  return write(scope, views.slice(0, MAX_VIEWS), storage);
}

/** Makes `name` the default view (null: no default). */
export function setDefaultView(scope: ViewScope, name: string | null, storage?: Storage): SavedView[] {
  return write(
    scope,
    readViews(scope, storage).map((v): SavedView =>
      v.name === name ? { name: v.name, search: v.search, isDefault: true } : { name: v.name, search: v.search },
    ),
    storage,
  );
}
