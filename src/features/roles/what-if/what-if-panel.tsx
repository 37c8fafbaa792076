// "What this role reaches": under the role editor, per kind (servers, applications, databases,
// Kubernetes clusters, desktops), how many resources the draft's allow labels reach minus what its
// deny labels take away. The draft is read live (polled from the editor, debounced) and turned into
// the listings' predicate (what-if.ts); the server counts it (limit=1, totalCount) through the
// generated fetchers, and each count links to its list with the same `query` in the URL. What the
// predicate language cannot say is named as not counted. Counts are among what the signed-in user
// may list, as every listing is.
import '@mantine/core/styles/SimpleGrid.layer.css';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { errorText } from '@/api/errors';
import {
  getListAppsQueryKey,
  getListDatabasesQueryKey,
  getListDesktopsQueryKey,
  getListKubernetesClustersQueryKey,
  getListNodesQueryKey,
  listApps,
  listDatabases,
  listDesktops,
  listKubernetesClusters,
  listNodes,
} from '@/api/gen/hooks/resources/resources';
import type { ListNodesParams } from '@/api/gen/model';
import { useShell } from '@/platform/shell-context';
import { MAX_TEXT } from '@/shared/data-list/search-schema';
import { RouterAnchor } from '@/shared/navigation/router-links';
import { countLabel, formatCount } from '@/shared/text/format';
import { readRoleDraft, REACH_KINDS, type KindPlan, type ReachKind, type ReachKindSpec } from './what-if';

/** How long the editor's text must rest before it is counted. */
const DEBOUNCE_MS = 400;

interface ListCall {
  key: (clusterId: string, params: ListNodesParams) => QueryKey;
  fetch: (clusterId: string, params: ListNodesParams, signal: AbortSignal) => Promise<{ totalCount: number }>;
}

// The generated fetchers and their query keys (the answer is cached whole under the list's own key).
const LIST_CALLS: Record<ReachKind, ListCall> = {
  nodes: { key: getListNodesQueryKey, fetch: (c, p, signal) => listNodes(c, p, undefined, signal) },
  apps: { key: getListAppsQueryKey, fetch: (c, p, signal) => listApps(c, p, undefined, signal) },
  databases: { key: getListDatabasesQueryKey, fetch: (c, p, signal) => listDatabases(c, p, undefined, signal) },
  kubernetes: { key: getListKubernetesClustersQueryKey, fetch: (c, p, signal) => listKubernetesClusters(c, p, undefined, signal) },
  desktops: { key: getListDesktopsQueryKey, fetch: (c, p, signal) => listDesktops(c, p, undefined, signal) },
};

/** The count of one predicate (null: no call). */
function useReachCount(kind: ReachKind, clusterId: string, query: string | null) {
  const params: ListNodesParams = query ? { limit: 1, query } : { limit: 1 };
  const call = LIST_CALLS[kind];
  return useQuery({
    queryKey: call.key(clusterId, params),
    queryFn: ({ signal }) => call.fetch(clusterId, params, signal),
    select: (answer: { totalCount: number }) => answer.totalCount,
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The editor's text, read again on each change it announces, handed on once it rested DEBOUNCE_MS. */
function useDraftText(readText: () => string, subscribe: (listener: () => void) => () => void): string {
  const latest = useRef(readText);
  useLayoutEffect(() => {
    latest.current = readText;
  });
  const [text, setText] = useState(readText);
  useEffect(
    () =>
      subscribe(() => {
        const now = latest.current();
        setText((old) => (old === now ? old : now));
      }),
    [subscribe],
  );
  const [rested] = useDebouncedValue(text, DEBOUNCE_MS);
  return rested;
}

/** A typed link to one kind's list, filtered by `query` (none: the whole list). */
function ListLink({
  kind,
  clusterId,
  query,
  label,
  children,
}: {
  kind: ReachKind;
  clusterId: string;
  query: string;
  label: string;
  children: ReactNode;
}) {
  const search = query ? { query } : {};
  const common = { params: { clusterId }, search, 'aria-label': label, fw: 700, fz: 'xl', 'data-testid': `what-if-link-${kind}` } as const;
  switch (kind) {
    case 'nodes':
      return (
        <RouterAnchor to="/cluster/$clusterId/nodes" {...common}>
          {children}
        </RouterAnchor>
      );
    case 'apps':
      return (
        <RouterAnchor to="/cluster/$clusterId/apps" {...common}>
          {children}
        </RouterAnchor>
      );
    case 'databases':
      return (
        <RouterAnchor to="/cluster/$clusterId/databases" {...common}>
          {children}
        </RouterAnchor>
      );
    case 'kubernetes':
      return (
        <RouterAnchor to="/cluster/$clusterId/kubernetes" {...common}>
          {children}
        </RouterAnchor>
      );
    case 'desktops':
      return (
        <RouterAnchor to="/cluster/$clusterId/desktops" {...common}>
          {children}
        </RouterAnchor>
      );
  }
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

function KindCell({ spec, plan, clusterId }: { spec: ReachKindSpec; plan: KindPlan; clusterId: string }) {
  const query = plan.type === 'count' ? plan.query : null;
  const allowQuery = plan.type === 'count' && plan.allowQuery !== undefined ? plan.allowQuery : null;
  const count = useReachCount(spec.kind, clusterId, query);
  const before = useReachCount(spec.kind, clusterId, allowQuery);
  const busy = plan.type === 'count' && count.isFetching;

  let body: ReactNode;
  if (plan.type === 'zero') {
    body = (
      <>
        <Text fw={700} fz="xl" data-testid={`what-if-count-${spec.kind}`}>
          0
        </Text>
        <Note>{plan.why}</Note>
      </>
    );
  } else if (plan.type === 'uncounted') {
    body = (
      <>
        <Text fw={600} fz="sm" data-testid={`what-if-count-${spec.kind}`}>
          Not counted
        </Text>
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {plan.reasons.map((r) => (
            <Text key={r} component="li" fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {r}
            </Text>
          ))}
        </Stack>
      </>
    );
  } else if (count.isError && !count.isFetching) {
    body = (
      <>
        <Text fw={600} fz="sm" c="red" role="alert">
          Could not count
        </Text>
        <Note>{errorText(count.error)}</Note>
        <Button size="compact-xs" variant="default" onClick={() => void count.refetch()} aria-label={`Count ${spec.noun} again`}>
          Retry
        </Button>
      </>
    );
  } else if (count.data === undefined) {
    body = (
      <Group gap="xs" h={32}>
        <Loader size="xs" role="progressbar" aria-label={`Counting ${spec.noun}`} />
        <Text fz="sm" c="dimmed">
          Counting…
        </Text>
      </Group>
    );
  } else {
    const n = count.data;
    // A disabled query still hands out what its key cached: `before` counts only with a deny.
    const taken =
      allowQuery !== null && before.data !== undefined && !before.isPlaceholderData && !count.isPlaceholderData ? before.data - n : null;
    const linkable = plan.query.length <= MAX_TEXT;
    const number = formatCount(n);
    body = (
      <>
        <Group gap="xs" wrap="nowrap">
          <span data-testid={`what-if-count-${spec.kind}`} data-count={count.isPlaceholderData ? undefined : n}>
            {linkable ? (
              <ListLink
                kind={spec.kind}
                clusterId={clusterId}
                query={plan.query}
                label={`${countLabel(n, undefined, spec.noun)}: open ${spec.title} filtered the same way`}
              >
                {number}
              </ListLink>
            ) : (
              <Text span fw={700} fz="xl">
                {number}
              </Text>
            )}
          </span>
          {busy && <Loader size="xs" role="progressbar" aria-label={`Counting ${spec.noun}`} />}
        </Group>
        {taken !== null && taken > 0 && <Note>{`${formatCount(taken)} taken away by deny`}</Note>}
        {plan.query === '' && <Note>every one (&apos;*&apos;: &apos;*&apos;)</Note>}
        {!linkable && <Note>The filter is too long to open as a link.</Note>}
      </>
    );
  }

  return (
    <Paper withBorder p="xs" radius="sm" aria-busy={busy || undefined} data-testid={`what-if-${spec.kind}`}>
      <Stack gap={4} align="flex-start">
        <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
          {spec.title}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}

export interface RoleWhatIfPanelProps {
  /** The editor's current text. */
  readText: () => string;
  /** Calls the listener whenever the text changed (the YAML editor's edits, the role form's writes). */
  subscribe: (listener: () => void) => () => void;
}

export function RoleWhatIfPanel({ readText, subscribe }: RoleWhatIfPanelProps) {
  const { clusterId } = useShell();
  const draft = useDraftText(readText, subscribe);
  const read = useMemo(() => readRoleDraft(draft), [draft]);
  const titleId = useId();

  return (
    <section aria-labelledby={titleId} data-testid="role-what-if">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text component="h3" id={titleId} fw={600} fz="sm" m={0}>
            What this role reaches
          </Text>
          <Text fz="xs" c="dimmed">
            By its labels, among what you may list in {clusterId}
          </Text>
        </Group>
        {read.type === 'role' ? (
          <SimpleGrid cols={5} spacing="xs">
            {REACH_KINDS.map((spec) => (
              <KindCell key={spec.kind} spec={spec} plan={read.plans[spec.kind]} clusterId={clusterId} />
            ))}
          </SimpleGrid>
        ) : (
          <Text fz="sm" c="dimmed" role="status" data-testid="role-what-if-invalid" style={{ overflowWrap: 'anywhere' }}>
            {read.type === 'invalid'
              ? `Nothing is counted while the YAML does not parse: ${read.message}`
              : `Nothing is counted: ${read.message}`}
          </Text>
        )}
      </Stack>
    </section>
  );
}

export default RoleWhatIfPanel;
