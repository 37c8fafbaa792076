// The cursor pager of the data-list kit: Previous / Next over a stack of startKeys (see
// cursors.ts), the page number, and First page from page 3 on. Hidden on an empty first page:
// the empty state says it all. How many rows the page shows (of how many) is the page frame's
// count (countLabel), printed once above the list, not here again.
import type { ReactNode } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import { ChevronRightIcon } from '@/shared/icons/icons';

export interface CursorPagerProps {
  /** 1-based number of the page shown. */
  page: number;
  /** Rows on this page (none on page 1: no pager). */
  shown: number;
  /** The answer's startKey of the next page ('' or undefined on the last page). */
  nextKey: string | undefined;
  /** A page is loading: the buttons wait. */
  busy?: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: (startKey: string) => void;
  /** Accessible name of the pager's navigation landmark. */
  label?: string;
  /** At the pager's left (a rows-per-page choice). */
  leading?: ReactNode;
}

export function CursorPager({
  page,
  shown,
  nextKey,
  busy = false,
  onFirst,
  onPrevious,
  onNext,
  label = 'Pages',
  leading,
}: CursorPagerProps) {
  if (page <= 1 && shown === 0) return null;
  return (
    <Group justify="space-between" p="sm" gap="sm" component="nav" aria-label={label} data-testid="pager">
      <Group gap="xs">
        {leading}
        {busy && <Loader size="xs" role="progressbar" aria-label="Loading" />}
      </Group>
      <Group gap="xs">
        {page > 2 && (
          <Button size="xs" variant="subtle" color="gray" onClick={onFirst}>
            First page
          </Button>
        )}
        <Button size="xs" variant="default" disabled={page <= 1 || busy} onClick={onPrevious}>
          Previous
        </Button>
        <Text fz="sm" fw={600} miw={60} ta="center" data-testid="page-number">
          Page {page}
        </Text>
        <Button
          size="xs"
          variant="default"
          disabled={!nextKey || busy}
          onClick={() => nextKey && onNext(nextKey)}
          rightSection={<ChevronRightIcon size={14} />}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
