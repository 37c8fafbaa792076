// Cursor paging: the server gives each page the startKey of the next one; the URL keeps the
// stack of startKeys that led here, so Previous and a reload work. totalCount is the server's
// count of everything that matches.
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import { Button, Group, Loader, Text } from '@mantine/core';
import { ChevronRightIcon } from '../icons';

export function Pager({
  page,
  shown,
  total,
  nextKey,
  busy,
  onFirst,
  onPrevious,
  onNext,
}: {
  page: number;
  shown: number;
  total: number;
  nextKey: string;
  busy: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  // Pages hold what the server sent (it may send fewer than asked), so no row ranges: counts.
  return (
    <Group justify="space-between" p="sm" gap="sm" component="nav" aria-label="Pages" data-testid="pager">
      <Group gap="xs">
        <Text fz="sm" c="dimmed" data-testid="range" aria-live="polite">
          Showing {shown} of {total}
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
        <Button size="xs" variant="default" disabled={!nextKey || busy} onClick={onNext} rightSection={<ChevronRightIcon size={14} />}>
          Next
        </Button>
      </Group>
    </Group>
  );
}
