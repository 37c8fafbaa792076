// The bar above a list while anything is selected: how many ("3 selected, 1 not on this page"
// when some are hidden by paging or a filter), the page's bulk actions, and Clear selection.
// A polite live region, so a screen reader hears the count change as boxes are ticked.
import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { countNotShown, selectionText, type SelectedEntry, type Selection } from './selection';

export interface SelectionBarProps {
  selected: Selection<SelectedEntry>;
  /** The keys of the rows shown now. */
  pageKeys: readonly string[];
  onClear: () => void;
  /** The action buttons. */
  children: ReactNode;
  /** A passing word after an action (e.g. "Copied 3 names"). */
  note?: string | null;
}

export function SelectionBar({ selected, pageKeys, onClear, children, note }: SelectionBarProps) {
  if (selected.size === 0) return null;
  return (
    <Group
      gap="sm"
      px="md"
      py="xs"
      wrap="wrap"
      data-testid="selection-bar"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-default-hover)' }}
    >
      <Text fz="sm" fw={600} aria-live="polite" data-testid="selection-count">
        {selectionText(selected.size, countNotShown(selected, pageKeys))}
      </Text>
      <Group gap="xs" wrap="wrap">
        {children}
      </Group>
      <Button size="xs" variant="subtle" onClick={onClear}>
        Clear selection
      </Button>
      {note && (
        <Text fz="sm" c="dimmed" role="status">
          {note}
        </Text>
      )}
    </Group>
  );
}
