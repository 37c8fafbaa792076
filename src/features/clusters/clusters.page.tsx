// Manage Clusters: the root cluster and the leaf clusters reachable through it, filtered by name
// as the user types (the filter follows the box at once; the URL catches up after the debounce,
// so a copied link reopens the same filter), sorted on the client from the headers. The cluster
// list leaves the node count, public address and versions empty; the root cluster's come from the
// user context. The public address is plain text (an address from the server is not a link here).
import '@mantine/core/styles/Badge.layer.css';
import { useCallback, useMemo } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useListClusters } from '@/api/gen/hooks/clusters/clusters';
import type { Cluster } from '@/api/gen/model';
import { readConfig } from '@/platform/config';
import { useShell } from '@/platform/shell-context';
import { RouterAnchor } from '@/shared/navigation/router-links';
import type { DataColumn } from '@/shared/data-list/columns';
import { ListPageFrame } from '@/shared/data-list/list-page-frame';
import { useRouteUrlView } from '@/shared/data-list/use-url-view';
import { formatDateTime } from '@/shared/text/format';
import { TokenText } from '@/shared/ui/token-text';
import { clustersSearchSchema } from './clusters-search';

const route = getRouteApi('/_authed/_shell/clusters');

/** The list reports no details: a cluster whose details are all empty is one we know nothing more of. */
const known = (c: Cluster) => Boolean(c.nodeCount || c.publicURL || c.authVersion || c.proxyVersion);

function Unknown() {
  return (
    <Text span c="dimmed" fz="sm" title="Not reported for this cluster">
      —
    </Text>
  );
}

/** A cluster of the list with the details the user context gives for its own (root) cluster. */
function withDetails(c: Cluster, own: Cluster | undefined): Cluster {
  if (!own || own.name !== c.name) return c;
  return {
    ...c,
    nodeCount: c.nodeCount || own.nodeCount,
    publicURL: c.publicURL || own.publicURL,
    authVersion: c.authVersion || own.authVersion,
    proxyVersion: c.proxyVersion || own.proxyVersion,
  };
}

/** A short badge the table must not cut to "ON…": its text is its narrowest width. */
const WHOLE_BADGE = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible' } } as const;

function clusterColumns(proxyCluster: string): DataColumn<Cluster>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      minWidth: 200,
      sortValue: (c) => c.name,
      render: (c) => (
        <Group gap="xs" wrap="nowrap">
          <TokenText name fw={600} maw="28ch">
            {c.name}
          </TokenText>
          {c.name === proxyCluster && (
            <Badge size="sm" variant="default" styles={WHOLE_BADGE}>
              root
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      minWidth: 110,
      sortValue: (c) => c.status,
      render: (c) => (
        <Badge color={c.status === 'online' ? 'teal' : 'gray'} variant="dot" styles={WHOLE_BADGE}>
          {c.status}
        </Badge>
      ),
    },
    {
      id: 'nodeCount',
      header: 'Nodes',
      minWidth: 80,
      align: 'right',
      sortValue: (c) => c.nodeCount,
      render: (c) => (known(c) ? String(c.nodeCount) : <Unknown />),
    },
    {
      id: 'publicURL',
      header: 'Public address',
      minWidth: 180,
      sortValue: (c) => c.publicURL,
      render: (c) =>
        c.publicURL ? (
          <TokenText fz="sm" ff="monospace" maw="30ch">
            {c.publicURL}
          </TokenText>
        ) : (
          <Unknown />
        ),
    },
    { id: 'authVersion', header: 'Auth', minWidth: 80, sortValue: (c) => c.authVersion, render: (c) => c.authVersion || <Unknown /> },
    { id: 'proxyVersion', header: 'Proxy', minWidth: 80, sortValue: (c) => c.proxyVersion, render: (c) => c.proxyVersion || <Unknown /> },
    {
      id: 'lastConnected',
      header: 'Last connected',
      minWidth: 170,
      sortValue: (c) => new Date(c.lastConnected),
      render: (c) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(c.lastConnected)}
        </Text>
      ),
    },
    {
      id: 'open',
      pin: 'end',
      header: 'Actions',
      hideHeader: true,
      minWidth: 72,
      align: 'right',
      render: (c) => (
        <RouterAnchor
          to="/cluster/$clusterId"
          params={{ clusterId: c.name }}
          fz="sm"
          aria-label={`Open ${c.name}`}
          style={{ whiteSpace: 'nowrap' }}
        >
          Open
        </RouterAnchor>
      ),
    },
  ];
}

const rowKey = (c: Cluster) => c.name;
const CLIENT_SORT = { mode: 'client' } as const;

export function ClustersPage() {
  const { proxyCluster } = readConfig();
  const clusters = useListClusters();
  const own = useShell().user.cluster;
  const view = useRouteUrlView(route, clustersSearchSchema);
  const needle = view.draft.trim().toLowerCase();
  const rowsOf = useCallback(
    (list: Cluster[]) => list.filter((c) => !needle || c.name.toLowerCase().includes(needle)).map((c) => withDetails(c, own)),
    [needle, own],
  );
  const columns = useMemo(() => clusterColumns(proxyCluster), [proxyCluster]);
  const empty = { title: needle ? `No clusters match “${view.draft}”.` : 'No clusters found.' };

  return (
    <ListPageFrame
      title="Clusters"
      description="The root cluster and the leaf clusters you can reach through it."
      search={{ view, label: 'Filter clusters', placeholder: 'Filter clusters by name' }}
      list={{
        result: clusters,
        rowsOf,
        operation: 'listClusters',
        noun: 'clusters',
        columns,
        rowKey,
        sorting: CLIENT_SORT,
        layout: 'auto',
        empty,
      }}
    />
  );
}
