// Search (the kit's search box: debounced into the URL), the advanced predicate query,
// searchAsRoles for users with requestable roles, the labels panel toggle and the column chooser
// (which also holds how labels are shown); the page size (PageSizeSelect) sits at the pager.
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Switch } from '@mantine/core';
import { DeferredSelect } from '@/shared/ui/deferred-select';
import { ListSearchInput } from '@/shared/data-list/list-search-input';
import { FilterIcon } from '@/shared/icons/resource-icons';
import { PAGE_SIZES } from './list-view';
import { NO_PICKS, pickCount } from './label-picks';
import { useSynced } from './use-synced';

// The predicate input loads when it is shown, the picked labels with the first pick.
const AdvancedQuery = lazy(() => import('./advanced-query').then((m) => ({ default: m.AdvancedQuery })));
const PickedLabels = lazy(() => import('./picked-labels').then((m) => ({ default: m.PickedLabels })));
import type { ListViewControls } from './use-list-view';

export function ListToolbar({
  controls,
  noun,
  canRequestRoles,
  facetsShown,
  onToggleFacets,
  columnChooser,
  labelPicker,
  savedViews,
}: {
  controls: ListViewControls;
  noun: string;
  canRequestRoles: boolean;
  facetsShown: boolean;
  onToggleFacets: () => void;
  /** The "Columns" button (column-chooser.tsx), last of the view controls. */
  columnChooser: ReactNode;
  /** The "Labels" picker (label-picker.tsx), beside the search. */
  labelPicker: ReactNode;
  /** The "Views" button (saved-views-button.tsx), first of the view controls. */
  savedViews: ReactNode;
}) {
  const { view, url } = controls;
  // Loaded with the first pick, then kept: removing the last chip moves the focus back to Labels.
  const [picksShown, setPicksShown] = useState(false);
  if (!picksShown && pickCount(view.labels) > 0) setPicksShown(true);
  const [advanced, setAdvanced] = useSynced(view.advanced);
  const [requestable, setRequestable] = useSynced(view.requestable);

  return (
    <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
      <Group gap="md" wrap="wrap" align="center">
        <ListSearchInput
          view={url}
          label={`Search ${noun}`}
          placeholder={`Search ${noun} by name, address or label`}
          maw={440}
          style={{ flex: '1 1 280px' }}
        />
        {labelPicker}
        <Switch
          label="Advanced query"
          checked={advanced}
          onChange={(event) => {
            setAdvanced(event.currentTarget.checked);
            controls.setAdvanced(event.currentTarget.checked);
          }}
        />
      </Group>
      {/* The second row: what the list includes, then how it is shown (at its right edge). */}
      <Group gap="md" wrap="wrap" align="center">
        {canRequestRoles && (
          <Switch
            label="Include what I can request"
            checked={requestable}
            onChange={(event) => {
              setRequestable(event.currentTarget.checked);
              controls.setRequestable(event.currentTarget.checked);
            }}
          />
        )}
        <Group gap="xs" ml="auto" wrap="nowrap">
          {savedViews}
          <Button
            variant={facetsShown ? 'light' : 'default'}
            size="xs"
            leftSection={<FilterIcon size={14} />}
            onClick={onToggleFacets}
            aria-pressed={facetsShown}
          >
            Labels panel
          </Button>
          {columnChooser}
        </Group>
      </Group>
      {picksShown && (
        <Suspense fallback={null}>
          <PickedLabels picks={view.labels} onRemove={controls.toggleLabel} onClear={() => controls.setLabels(NO_PICKS)} />
        </Suspense>
      )}
      {advanced && (
        <Suspense fallback={null}>
          <AdvancedQuery controls={controls} />
        </Suspense>
      )}
    </Stack>
  );
}

/** How many rows a page holds: at the pager's left, under the list it sizes. */
export function PageSizeSelect({ controls }: { controls: ListViewControls }) {
  const { view, url } = controls;
  return (
    <DeferredSelect
      aria-label="Rows per page"
      size="xs"
      w={120}
      allowDeselect={false}
      withCheckIcon={false}
      value={String(view.limit)}
      data={PAGE_SIZES.map((n) => ({ value: String(n), label: `${n} per page` }))}
      onChange={(value) => value && url.setLimit(Number(value))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
