import { Group, Paper, Stack, Text } from '@mantine/core';
import { RouterAnchor } from '@/shared/navigation/router-links';
import { LockIcon } from '@/shared/icons/icons';
import { PageFrame } from '@/shared/pages/page-frame';

/**
 * What the shell shows at the address of a locked feature: that it is locked, why, and what to
 * do. The feature's own page (and its calls) never loads.
 */
export function LockedFeaturePage({ title, usageBasedBilling }: { title: string; usageBasedBilling: boolean }) {
  const why = usageBasedBilling
    ? `${title} is not included with usage-based billing, the plan this cluster is on.`
    : `${title} is not included in this cluster's plan or licence.`;
  return (
    <PageFrame title={title} description="Not available on this cluster." data-testid="locked-feature">
      <Paper withBorder p="lg" radius="md" role="region" aria-label={`${title} is locked`}>
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap">
            <LockIcon size={20} />
            <Text fw={600}>{title} is locked</Text>
          </Group>
          <Text>{why}</Text>
          <Text>To use it, the cluster needs a plan or licence that includes it: ask your administrator or your account team.</Text>
          <RouterAnchor to="/support" w="fit-content">
            Help & Support
          </RouterAnchor>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
