// The saved views of a resource list in its first screen: the default view, opened when the list
// is entered with no view of its own in the URL, and the "Views" button's place in the toolbar
// (the button itself, saved-views-menu.tsx, loads after the first screen).
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Button } from '@mantine/core';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { BookmarkIcon } from '@/shared/icons/resource-icons';
import { isRecord, readJson } from '@/shared/storage/local-store';
import { listOf, type MemoryScope } from './memory';
import type { ViewScope } from './saved-views';

const SavedViewsMenu = lazy(() => import('./saved-views-menu').then((m) => ({ default: m.SavedViewsMenu })));

/** Writes a list's URL search (a patch; the route's schema checks what it holds). */
export type SetViewSearch = (patch: Record<string, unknown>, options: { replace: boolean }) => void;

/** What the views are called where they are not a resource list's (defaults: "Views", its title). */
export interface SavedViewsWords {
  /** The button's text. */
  button: string;
  /** The popover's title. */
  title: string;
  /** What a view keeps and where. */
  help: string;
  /** An example name. */
  placeholder: string;
  /** Whether a view may be the default (the page opens it when its URL names no view). */
  defaults: boolean;
}

export interface SavedViewsProps {
  scope: ViewScope;
  /** The view of the list as it is now (its URL search, with the columns shown). */
  current: Record<string, unknown>;
  /** Every key of the list's URL search: opening a view sets them all. */
  keys: readonly string[];
  setSearch: SetViewSearch;
  listTitle: string;
  words?: SavedViewsWords;
}

/** The patch that opens a view: what it does not name goes back to its default. */
export function viewPatch(keys: readonly string[], search: Record<string, unknown>): Record<string, unknown> {
  return { ...Object.fromEntries(keys.map((k) => [k, undefined])), ...search };
}

/**
 * On the list's first render, a URL with no search at all opens the default view instead
 * (replacing the history entry). Read straight from storage (saved-views.ts checks the rest).
 */
export function useDefaultView(scope: MemoryScope, search: object, keys: readonly string[], setSearch: SetViewSearch): void {
  const entered = useRef(false);
  useLayoutEffect(() => {
    if (entered.current) return;
    entered.current = true;
    if (Object.keys(search).length > 0) return;
    const view = listOf(readJson(STORAGE_KEYS.savedViews), scope).find((v) => isRecord(v) && v.isDefault === true && isRecord(v.search));
    if (isRecord(view) && isRecord(view.search)) setSearch(viewPatch(keys, view.search), { replace: true });
  }, [scope, search, keys, setSearch]);
}

export function SavedViewsButton(props: SavedViewsProps) {
  return (
    <Suspense
      fallback={
        <Button size="xs" variant="default" leftSection={<BookmarkIcon size={14} />} aria-label="Views (loading)">
          Views
        </Button>
      }
    >
      <SavedViewsMenu {...props} />
    </Suspense>
  );
}
