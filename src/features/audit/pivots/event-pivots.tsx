// The drawer's "Investigate" part: the same user or the same resource in the minutes around the
// event (the window chosen here: 1, 5, 15 or 60 minutes either side), and links to the event's
// session recording, its user and its resource, each where it exists and the signed-in user may
// see that page. A link closes the drawer as it opens the new view.
import { useContext, useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { SegmentedControl } from '@/shared/ui/segmented-control';
import { ShellContext } from '@/platform/shell-context';
import { RouterButton } from '@/shared/navigation/router-links';
import type { AuditEventView } from '@/features/audit/catalogue/format-event';
import { resourceOf, type ResourceKind } from '@/features/audit/facets/resource-of';
import { PIVOT_MINUTES, pivotLink, recordingLink, resourceLink, userLink, type PivotMinutes } from './event-links';

type Flags = {
  users: boolean;
  nodes: boolean;
  databases: boolean;
  kubernetes: boolean;
  applications: boolean;
  desktops: boolean;
  recordings: boolean;
};

const FLAG_OF: Partial<Record<ResourceKind, keyof Flags>> = {
  server: 'nodes',
  database: 'databases',
  kubernetes: 'kubernetes',
  app: 'applications',
  desktop: 'desktops',
  user: 'users',
};

export function EventPivots({ event, clusterId, onNavigate }: { event: AuditEventView; clusterId: string; onNavigate: () => void }) {
  const [minutes, setMinutes] = useState<PivotMinutes>(5);
  // Outside the shell (a component test) every page counts as allowed.
  const flags: Partial<Flags> | undefined = useContext(ShellContext)?.env.flags;
  const allowed = (flag: keyof Flags) => flags?.[flag] ?? true;
  const raw = event.raw;
  const resource = resourceOf(raw);
  const byUser = pivotLink(clusterId, raw, 'user', minutes);
  const byResource = pivotLink(clusterId, raw, 'resource', minutes);
  const recording = allowed('recordings') ? recordingLink(clusterId, raw) : null;
  const user = event.user && allowed('users') ? userLink(event.user) : null;
  const resourceFlag = resource ? FLAG_OF[resource.kind] : undefined;
  const toResource = resource && resourceFlag && allowed(resourceFlag) ? resourceLink(clusterId, resource) : null;
  const span = `±${minutes} min`;

  return (
    <Stack gap="xs" component="section" aria-labelledby="event-investigate">
      <Text fw={600} size="sm" id="event-investigate">
        Investigate
      </Text>
      <Group gap="xs" align="center">
        <Text size="xs" c="dimmed" id="pivot-window-label">
          Window around the event
        </Text>
        <SegmentedControl
          size="xs"
          aria-labelledby="pivot-window-label"
          value={String(minutes)}
          onChange={(v) => setMinutes(Number(v) as PivotMinutes)}
          data={PIVOT_MINUTES.map((m) => ({ value: String(m), label: m === 60 ? '±1 h' : `±${m} min` }))}
        />
      </Group>
      <Group gap="xs">
        {byUser ? (
          <RouterButton {...byUser} size="xs" variant="light" onClick={onNavigate} data-pivot="user">
            Same user, {span}
          </RouterButton>
        ) : null}
        {byResource ? (
          <RouterButton {...byResource} size="xs" variant="light" onClick={onNavigate} data-pivot="resource">
            Same resource, {span}
          </RouterButton>
        ) : null}
        {!byUser && !byResource && (
          <Text size="xs" c="dimmed">
            This event names no user or resource to look around.
          </Text>
        )}
      </Group>
      {(recording || user || toResource) && (
        <Group gap="xs">
          {recording && (
            <RouterButton {...recording} size="xs" variant="default" onClick={onNavigate}>
              Play the recording
            </RouterButton>
          )}
          {user && (
            <RouterButton {...user} size="xs" variant="default" onClick={onNavigate} maw={260} title={`User ${event.user}`}>
              <Text span size="xs" truncate>
                User {event.user}
              </Text>
            </RouterButton>
          )}
          {toResource && resource && (
            <RouterButton
              {...toResource}
              size="xs"
              variant="default"
              onClick={onNavigate}
              maw={300}
              title={`${resource.kind} ${resource.name}`}
            >
              <Text span size="xs" truncate>
                {resource.kind === 'server' ? 'Server' : resource.kind[0]!.toUpperCase() + resource.kind.slice(1)} {resource.name}
              </Text>
            </RouterButton>
          )}
        </Group>
      )}
    </Stack>
  );
}
