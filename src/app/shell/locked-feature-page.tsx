import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { AppLink } from '@/shared/navigation/app-link';
import { LockIcon } from '@/shared/icons/icons';
import { PageHeader } from '@/shared/pages/page-header';
import { SUPPORT_PATH } from '@/platform/registry/resolve';

/**
 * What the shell shows at the address of a locked feature: that it is locked, why, and what to
 * do. The feature's own page (and its calls) never loads.
 */
export function LockedFeaturePage({ title, usageBasedBilling }: { title: string; usageBasedBilling: boolean }) {
  const why = usageBasedBilling
    ? `${title} is not included with usage-based billing, the plan this cluster is on.`
    : `${title} is not included in this cluster's plan or licence.`;
  return (
    <Stack gap="md" maw={720} data-testid="locked-feature">
      <PageHeader title={title} />
      <Paper withBorder p="lg" radius="md" role="region" aria-label={`${title} is locked`}>
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap">
            <LockIcon size={20} />
            <Text fw={600}>{title} is locked</Text>
          </Group>
          <Text>{why}</Text>
          <Text>To use it, the cluster needs a plan or licence that includes it: ask your administrator or your account team.</Text>
          <Anchor component={AppLink} to={SUPPORT_PATH} w="fit-content">
            Help & Support
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}
