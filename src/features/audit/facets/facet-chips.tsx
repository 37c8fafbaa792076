// The facets applied to the loaded events (user, resource, outcome) as chips above the table, with
// the page's word that they narrow only what is loaded. A chip is removed by a click, Enter,
// Space, Delete or Backspace; the focus then moves to the next chip (or the one before, or the
// place the page gives), so it is never lost.
import { useLayoutEffect, useRef } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { CloseIcon } from '@/shared/icons/icons';
import { countLabel } from '@/shared/text/format';
import type { FacetKey } from './audit-facets';
import { FACET_TITLES } from './facet-panel';

export interface FacetChip {
  key: FacetKey;
  label: string;
}

export function FacetChips({
  chips,
  loaded,
  more,
  onRemove,
  focusAfterLast,
}: {
  chips: readonly FacetChip[];
  /** How many events are loaded. */
  loaded: number;
  /** More events on the server than loaded. */
  more: boolean;
  onRemove: (key: FacetKey) => void;
  /** Where the focus goes when the last chip is removed. */
  focusAfterLast: () => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  // The place of the chip just removed: once the chips are drawn again, the focus goes there.
  const refocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = refocus.current;
    if (at === null) return;
    refocus.current = null;
    const buttons = box.current?.querySelectorAll<HTMLButtonElement>('button[data-chip]');
    const target = buttons?.[Math.min(at, buttons.length - 1)];
    if (target) target.focus();
    else focusAfterLast();
  }, [chips, focusAfterLast]);

  if (chips.length === 0) return null;
  const remove = (index: number, key: FacetKey) => {
    refocus.current = index;
    onRemove(key);
  };
  return (
    <Group
      gap="xs"
      px="sm"
      py={8}
      ref={box}
      data-testid="facet-chips"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text fz="xs" c="dimmed" data-testid="facet-scope">
        Filtered on the {countLabel(loaded, undefined, 'loaded events')}
        {more ? ' (load more to look further)' : ''}:
      </Text>
      {chips.map((chip, index) => (
        <Button
          key={chip.key}
          data-chip={chip.key}
          size="compact-xs"
          variant="light"
          radius="xl"
          maw={320}
          rightSection={<CloseIcon size={12} aria-hidden />}
          aria-label={`Remove the filter ${FACET_TITLES[chip.key]}: ${chip.label}`}
          title={`${FACET_TITLES[chip.key]}: ${chip.label}`}
          onClick={() => remove(index, chip.key)}
          onKeyDown={(event) => {
            if (event.key === 'Delete' || event.key === 'Backspace') {
              event.preventDefault();
              remove(index, chip.key);
            }
          }}
        >
          {FACET_TITLES[chip.key]}: {chip.label}
        </Button>
      ))}
    </Group>
  );
}
