// The terminal page's banners under the top bar (terminal.page.tsx): the Reopen offer of the last
// stored layout, and the warning while typing is broadcast to several panes.
import { Alert, Button, Group, Text } from '@mantine/core';
import { listTitles } from './broadcast';
import { describeOffer } from './workspace-store';
import type { ReopenOffer } from './workspace-reducer';

export function ReopenBanner({ offer, onReopen, onNotNow }: { offer: ReopenOffer; onReopen(): void; onNotNow(): void }) {
  return (
    <Alert
      color="brand"
      variant="light"
      radius={0}
      py={6}
      role="region"
      aria-label="Reopen your last terminal layout"
      data-testid="reopen-offer"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" truncate="end">
          Reopen your last terminal layout? {describeOffer(offer.panes, offer.workspace.layout)}
        </Text>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button size="compact-sm" onClick={onReopen}>
            Reopen
          </Button>
          <Button size="compact-sm" variant="default" onClick={onNotNow}>
            Not now
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}

export function BroadcastBanner({ titles, onStop }: { titles: readonly string[]; onStop(): void }) {
  return (
    <Alert color="orange" variant="light" radius={0} py={6} role="status" data-testid="broadcast-banner">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600} truncate="end">
          Broadcasting your typing to {listTitles(titles)}
        </Text>
        <Button size="compact-sm" variant="default" onClick={onStop}>
          Stop
        </Button>
      </Group>
    </Alert>
  );
}
