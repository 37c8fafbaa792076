// Wait for the agent: poll the kind's list for a resource carrying the token's resource-id label,
// with the time spent as progress; after the time-out, what to check, and a way to keep waiting.
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/List.layer.css';
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, List, Loader, Progress, Stack, Text } from '@mantine/core';
import {
  useListApps,
  useListDatabases,
  useListDesktops,
  useListKubernetesClusters,
  useListNodes,
} from '@/api/gen/hooks/resources/resources';
import { errorText } from '@/api/errors';
import { findJoined, resourceIdQuery, type JoinedResource } from './agent-match';
import { TokenExpiry, useTokenClock } from './token-expiry';
import type { StepProps } from './wizard-context';

export const POLL_INTERVAL_MS = 3000;
export const WAIT_TIMEOUT_MS = 5 * 60_000;

const CHECKS: Record<string, string[]> = {
  node: [
    'The command ran as root without errors.',
    'The server reaches this proxy on port 443.',
    'The teleport service runs: systemctl status teleport.',
  ],
  app: [
    'The command ran as root without errors.',
    'The host reaches this proxy on port 443.',
    'The application answers at the address you gave.',
  ],
  db: [
    'The command ran as root without errors.',
    'The host reaches this proxy on port 443 and the database on its port.',
    'The teleport service runs: systemctl status teleport.',
  ],
  kube: [
    'helm install finished without errors.',
    'The agent pod runs: kubectl -n teleport-agent get pods.',
    'The cluster reaches this proxy on port 443.',
  ],
  desktop: [
    'The script ran as a domain administrator.',
    'The host reaches this proxy on port 443.',
    'The desktop service runs on the host.',
  ],
};

export function WaitStep({ kind, search, clusterId, patch, next, report }: StepProps) {
  const rid = search.rid ?? '';
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  const joined: JoinedResource | null = search.resource ? { id: search.resource, label: search.label ?? search.resource } : null;
  const elapsed = now - startedAt;
  const timedOut = !joined && elapsed >= WAIT_TIMEOUT_MS;
  const polling = !joined && !timedOut;
  const clock = useTokenClock(search.exp);

  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [polling]);

  const params = { query: resourceIdQuery(rid), limit: 1 };
  const poll = (agent: string) => ({
    query: { enabled: polling && kind.agent === agent, refetchInterval: POLL_INTERVAL_MS, staleTime: 0 },
  });
  const nodes = useListNodes(clusterId, params, poll('node'));
  const apps = useListApps(clusterId, params, poll('app'));
  const dbs = useListDatabases(clusterId, params, poll('db'));
  const kubes = useListKubernetesClusters(clusterId, params, poll('kube'));
  const desktops = useListDesktops(clusterId, params, poll('desktop'));
  const current = { node: nodes, app: apps, db: dbs, kube: kubes, desktop: desktops }[kind.agent];

  const found =
    kind.agent === 'node'
      ? nodes.data && findJoined({ kind: 'node', items: nodes.data.items }, rid)
      : kind.agent === 'app'
        ? apps.data && findJoined({ kind: 'app', items: apps.data.items }, rid)
        : kind.agent === 'db'
          ? dbs.data && findJoined({ kind: 'db', items: dbs.data.items }, rid)
          : kind.agent === 'kube'
            ? kubes.data && findJoined({ kind: 'kube', items: kubes.data.items }, rid)
            : desktops.data && findJoined({ kind: 'desktop', items: desktops.data.items }, rid);

  const foundId = found ? found.id : null;
  const foundLabel = found ? found.label : null;
  const hasJoined = joined !== null;
  // Written once per resource found: the URL update is asynchronous, and asking again while it is
  // under way would restart it.
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (foundId === null || hasJoined || written.current === foundId) return;
    written.current = foundId;
    patch({ resource: foundId, label: foundLabel ?? foundId });
  }, [foundId, foundLabel, hasJoined, patch]);

  useEffect(() => {
    if (timedOut) report('wait', 'error', 'timed out waiting for the agent');
  }, [timedOut, report]);

  return (
    <Stack gap="md">
      {joined ? (
        <Alert color="green" role="status" title="The agent joined" data-testid="agent-joined">
          <Text size="sm">
            <strong>{joined.label}</strong> is connected to the cluster.
          </Text>
        </Alert>
      ) : timedOut ? (
        <Alert color="orange" role="alert" title="No agent has joined yet" data-testid="agent-timeout">
          <Text size="sm" mb="xs">
            After {Math.round(WAIT_TIMEOUT_MS / 60_000)} minutes no resource with this token has joined. Check:
          </Text>
          <List size="sm" mb="sm">
            {(CHECKS[kind.agent] ?? []).map((c) => (
              <List.Item key={c}>{c}</List.Item>
            ))}
            <List.Item>The token has not expired (or run the command again after renewing it).</List.Item>
          </List>
          <Button
            size="xs"
            onClick={() => {
              setStartedAt(Date.now());
              setNow(Date.now());
            }}
          >
            Keep waiting
          </Button>
        </Alert>
      ) : (
        <Stack gap="xs" role="status" aria-live="polite" data-testid="agent-waiting">
          <Group gap="sm">
            <Loader size="sm" />
            <Text>Waiting for the agent to join… run the command if you have not yet.</Text>
          </Group>
          <Progress value={Math.min(100, (elapsed / WAIT_TIMEOUT_MS) * 100)} aria-label="Time waited" size="sm" maw={520} />
          <Text size="xs" c="dimmed">
            Checking every {POLL_INTERVAL_MS / 1000} seconds; {Math.floor(elapsed / 1000)} s so far.
          </Text>
        </Stack>
      )}
      {current.error && !joined && (
        <Alert color="red" role="alert" title="Could not look for the agent">
          <span style={{ overflowWrap: 'anywhere' }}>{errorText(current.error)}</span> Trying again every few seconds.
        </Alert>
      )}
      {!joined && <TokenExpiry clock={clock} renewing={false} onRenew={() => patch({ step: 'install' })} />}
      <Group>
        <Button onClick={() => next()} disabled={!joined}>
          Next
        </Button>
      </Group>
    </Stack>
  );
}
