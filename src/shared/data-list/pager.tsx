// The cursor pager of the data-list kit: Previous / Next over a stack of startKeys (see
// cursors.ts), the page number, how many rows this page shows (and of how many, when the server
// counts), and First page from page 3 on. Hidden on an empty first page: the empty state says
// it all. Pages hold what the server sent (it may send fewer than asked), so it shows counts,
// not row ranges.
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import { Button, Group, Loader, Text } from '@mantine/core';
import { ChevronRightIcon } from '@/shared/icons/icons';

export interface CursorPagerProps {
  /** 1-based number of the page shown. */
  page: number;
  /** Rows on this page. */
  shown: number;
  /** The server's count of everything that matches, when it sends one. */
  total?: number;
  /** The answer's startKey of the next page ('' or undefined on the last page). */
  nextKey: string | undefined;
  /** A page is loading: the buttons wait. */
  busy?: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: (startKey: string) => void;
  /** Accessible name of the pager's navigation landmark. */
  label?: string;
}

export function CursorPager({ page, shown, total, nextKey, busy = false, onFirst, onPrevious, onNext, label = 'Pages' }: CursorPagerProps) {
  if (page <= 1 && shown === 0) return null;
  return (
    <Group justify="space-between" p="sm" gap="sm" component="nav" aria-label={label} data-testid="pager">
      <Group gap="xs">
        <Text fz="sm" c="dimmed" data-testid="range" aria-live="polite">
          {total === undefined ? `Showing ${shown}` : `Showing ${shown} of ${total}`}
        </Text>
        {busy && <Loader size="xs" aria-label="Loading" />}
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
