// Search (the kit's search box: debounced into the URL), the advanced predicate query,
// searchAsRoles for users with requestable roles, the labels panel and chips toggles; the page size
// (PageSizeSelect) sits at the pager.
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { useState } from 'react';
import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { DeferredSelect } from '@/shared/ui/deferred-select';
import { ListSearchInput } from '@/shared/data-list/list-search-input';
import { FilterIcon } from '@/shared/icons/resource-icons';
import { PAGE_SIZES } from './list-view';
import type { ListViewControls } from './use-list-view';

/**
 * A control's value that follows the URL but changes at once when the user acts (the URL, and so
 * the view, catches up a moment later).
 */
function useSynced<T>(value: T): [T, (v: T) => void] {
  const [local, setLocal] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // The URL changed (Back, a label click, Clear): show what it says now.
    setSeen(value);
    setLocal(value);
  }
  return [local, setLocal];
}

export function ListToolbar({
  controls,
  noun,
  canRequestRoles,
  facetsShown,
  onToggleFacets,
  labelsExpanded,
  onToggleLabels,
}: {
  controls: ListViewControls;
  noun: string;
  canRequestRoles: boolean;
  facetsShown: boolean;
  onToggleFacets: () => void;
  /** Every label chip shown, wrapped (else one line and '+N'); remembered per list. */
  labelsExpanded: boolean;
  onToggleLabels: () => void;
}) {
  const { view, url } = controls;
  const [query, setQuery] = useSynced(view.query);
  const [advanced, setAdvanced] = useSynced(view.advanced);
  const [requestable, setRequestable] = useSynced(view.requestable);
  const applyQuery = () => {
    if (query.trim() !== view.query) controls.setQuery(query.trim());
  };

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
          <Button
            variant={facetsShown ? 'light' : 'default'}
            size="xs"
            leftSection={<FilterIcon size={14} />}
            onClick={onToggleFacets}
            aria-pressed={facetsShown}
          >
            Labels panel
          </Button>
          <Button variant={labelsExpanded ? 'light' : 'default'} size="xs" onClick={onToggleLabels} aria-pressed={labelsExpanded}>
            Expand labels
          </Button>
        </Group>
      </Group>
      {advanced && (
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label="Predicate query"
              placeholder='labels["env"] == "prod" && search("web")'
              ff="monospace"
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') applyQuery();
              }}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              style={{ flex: 1 }}
            />
            <Button variant="light" onClick={applyQuery}>
              Apply
            </Button>
            <Button
              variant="subtle"
              color="gray"
              disabled={!view.query && !query}
              onClick={() => {
                setQuery('');
                if (view.query) controls.setQuery('');
              }}
            >
              Clear
            </Button>
          </Group>
          <Text fz="xs" c="dimmed">
            A predicate expression, e.g. labels[&quot;env&quot;] == &quot;prod&quot;. Press Enter or Apply to run it; clicking a label adds
            it here.
          </Text>
        </Stack>
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
