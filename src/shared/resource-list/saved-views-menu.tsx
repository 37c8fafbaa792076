// The toolbar's "Views" button (the list's saved views, saved-views.ts), loaded after the list's
// first screen (saved-views-button.tsx holds its place): the views, which one the list shows now,
// and opening one. The popover's content (saved-views-panel.tsx) loads on the first click or when
// the button is pointed at.
import { lazy, useCallback, useMemo } from 'react';
import { Button } from '@mantine/core';
import { LazyPopover } from '@/shared/ui/lazy-popover';
import { BookmarkIcon } from '@/shared/icons/resource-icons';
import { sameView, storageKeyOf, viewsOf, type SavedView, type ViewScope } from './saved-views';
import { viewPatch, type SavedViewsProps } from './saved-views-button';
import { parseStored, useStoredRaw } from '@/shared/storage/use-stored';

const loadPanel = () => import('./saved-views-panel');
const SavedViewsPanel = lazy(() => loadPanel().then((m) => ({ default: m.SavedViewsPanel })));

export interface SavedViewsState {
  scope: ViewScope;
  views: SavedView[];
  /** The view of the list as it is now (its URL search, with the columns shown). */
  current: Record<string, unknown>;
  /** The saved view the list shows now, if any. */
  active: SavedView | undefined;
  open: (view: SavedView) => void;
}

/** The list's saved views, the one it shows now, and opening one (in a new history entry). */
function useSavedViews({ scope, current, keys, setSearch }: SavedViewsProps): SavedViewsState {
  const raw = useStoredRaw(storageKeyOf(scope));
  const { user, clusterId, kind } = scope;
  const views = useMemo(() => viewsOf(parseStored(raw), { user, clusterId, kind }), [raw, user, clusterId, kind]);
  const open = useCallback((view: SavedView) => setSearch(viewPatch(keys, view.search), { replace: false }), [keys, setSearch]);
  const active = views.find((v) => sameView(v.search, current));
  return { scope, views, current, active, open };
}

export function SavedViewsMenu(props: SavedViewsProps) {
  const { listTitle, words } = props;
  const button = words?.button ?? 'Views';
  const state = useSavedViews(props);
  const { active } = state;
  return (
    <LazyPopover
      label={words?.title ?? `Saved views of ${listTitle}`}
      width={380}
      testId="saved-views"
      renderTarget={(target) => (
        <Button
          {...target}
          variant={active ? 'light' : 'default'}
          size="xs"
          leftSection={<BookmarkIcon size={14} />}
          onPointerEnter={() => {
            target.onPointerEnter?.();
            void loadPanel().catch(() => undefined);
          }}
          aria-label={active ? `${button}: showing ${active.name}` : button}
          maw={240}
        >
          {active ? active.name : button}
        </Button>
      )}
      loadingLabel="Loading views"
      renderDropdown={(close) => <SavedViewsPanel state={state} listTitle={listTitle} words={words} onDone={close} />}
    />
  );
}
