// Finished: the new resource, a link to it on its list page, and a way to add another. Reaching
// this screen records that a resource exists (onboarding state) and, through the page's
// callback, the kind among the preferred resource kinds.
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Button.layer.css';
import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { AppLink } from '@/shared/navigation/app-link';
import { writeDiscoverState } from '@/shared/storage/onboarding';
import type { ResourceKind } from './kinds';
import type { StepProps } from './wizard-context';

const LIST_TITLES: Record<ResourceKind['listPath'], string> = {
  nodes: 'Servers',
  apps: 'Applications',
  databases: 'Databases',
  kubernetes: 'Kubernetes',
  desktops: 'Desktops',
};

export function resourceLink(kind: ResourceKind, clusterId: string, label: string): string {
  return `/cluster/${encodeURIComponent(clusterId)}/${kind.listPath}?${new URLSearchParams({ search: label }).toString()}`;
}

export function DoneStep({
  kind,
  search,
  clusterId,
  report,
  onResourceAdded,
  onAnother,
}: StepProps & { onResourceAdded?: (preferredResource: ResourceKind['preferredResource']) => void; onAnother: () => void }) {
  const label = search.label ?? search.resource ?? '';
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    writeDiscoverState({ hasResource: true });
    onResourceAdded?.(kind.preferredResource);
    report('done', 'success');
  }, [kind, onResourceAdded, report]);

  return (
    <Stack gap="md">
      <Alert color="green" role="status" title="Resource added" data-testid="discover-done">
        <Text size="sm">
          <strong>{label}</strong> is enrolled and listed under {LIST_TITLES[kind.listPath]}.
        </Text>
      </Alert>
      <Group>
        <Button component={AppLink} to={resourceLink(kind, clusterId, label)}>
          View {label} in {LIST_TITLES[kind.listPath]}
        </Button>
        <Button variant="default" onClick={onAnother}>
          Add another resource
        </Button>
      </Group>
    </Stack>
  );
}
