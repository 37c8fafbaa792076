// Finished: the new resource, a link to it on its list page, and a way to add another. Reaching
// this screen records that a resource exists (onboarding state) and, through the page's
// callback, the kind among the preferred resource kinds.
import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { linkOptions } from '@tanstack/react-router';
import { RouterButton } from '@/shared/navigation/router-links';
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

/** The list the new resource is in, searched for its label (typed link options). */
export function resourceLink(kind: ResourceKind, clusterId: string, label: string) {
  return linkOptions({ to: `/cluster/$clusterId/${kind.listPath}`, params: { clusterId }, search: { search: label } });
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
        <RouterButton {...resourceLink(kind, clusterId, label)}>
          View {label} in {LIST_TITLES[kind.listPath]}
        </RouterButton>
        <Button variant="default" onClick={onAnother}>
          Add another resource
        </Button>
      </Group>
    </Stack>
  );
}
