// Manage Clusters: the root cluster and the leaf clusters reachable through it, filtered by name
// as the user types (the filter follows the box at once; the URL catches up after the debounce,
// so a copied link reopens the same filter), sorted on the client from the headers.
import '@mantine/core/styles/Badge.layer.css';
import { useCallback, useMemo } from 'react';
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useListClusters } from '../../api/gen/hooks/clusters/clusters';
import type { Cluster } from '../../api/gen/model';
import { readConfig } from '../../platform/config';
import { AppLink } from '../../shared/app-link';
import type { DataColumn } from '../../shared/data-list/columns';
import { DataListBody } from '../../shared/data-list/data-list-body';
import { ListSearchInput } from '../../shared/data-list/list-search-input';
import { useUrlView, type SetSearch } from '../../shared/data-list/use-url-view';
import { formatDateTime } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { clustersSearchSchema } from './clusters-search';

const route = getRouteApi('/_authed/_shell/clusters');

function clusterColumns(proxyCluster: string): DataColumn<Cluster>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortValue: (c) => c.name,
      render: (c) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {c.name}
          </Text>
          {c.name === proxyCluster && (
            <Badge size="sm" variant="default">
              root
            </Badge>
          )}
        </Group>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortValue: (c) => c.status,
      render: (c) => (
        <Badge color={c.status === 'online' ? 'teal' : 'gray'} variant="dot">
          {c.status}
        </Badge>
      ),
    },
    { id: 'lastConnected', header: 'Last connected', sortValue: (c) => new Date(c.lastConnected), render: (c) => formatDateTime(c.lastConnected) },
    {
      id: 'open',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      render: (c) => (
        <Anchor component={AppLink} to={`/cluster/${encodeURIComponent(c.name)}/`} fz="sm" aria-label={`Open ${c.name}`}>
          Open
        </Anchor>
      ),
    },
  ];
}

const rowKey = (c: Cluster) => c.name;
const CLIENT_SORT = { mode: 'client' } as const;

export function ClustersPage() {
  const { proxyCluster } = readConfig();
  const clusters = useListClusters();
  const navigate = route.useNavigate();
  const setSearch = useCallback<SetSearch<typeof clustersSearchSchema>>(
    (patch, { replace }) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace, resetScroll: false }),
    [navigate],
  );
  const view = useUrlView(clustersSearchSchema, route.useSearch(), setSearch);
  const needle = view.draft.trim().toLowerCase();
  const rowsOf = useCallback((list: Cluster[]) => list.filter((c) => !needle || c.name.toLowerCase().includes(needle)), [needle]);
  const columns = useMemo(() => clusterColumns(proxyCluster), [proxyCluster]);

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title="Clusters" description="The root cluster and the leaf clusters you can reach through it." />
      <ListSearchInput view={view} label="Filter clusters" placeholder="Filter clusters by name" />
      <Paper withBorder radius="md">
        <DataListBody
          result={clusters}
          rowsOf={rowsOf}
          operation="listClusters"
          noun="clusters"
          label="Clusters"
          columns={columns}
          rowKey={rowKey}
          sorting={CLIENT_SORT}
          layout="auto"
          empty={{ title: needle ? `No clusters match “${view.draft}”.` : 'No clusters found.' }}
          skeletonRows={3}
        />
      </Paper>
    </Stack>
  );
}
