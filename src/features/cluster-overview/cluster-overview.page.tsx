import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useGetUserContext, useListClusters } from '@/api/gen/hooks/clusters/clusters';
import { errorText } from '@/api/errors';
import { readConfig } from '@/platform/config';
import { clusterList } from '@/platform/shell-data';
import { formatDateTime } from '@/shared/text/format';
import { PageFrame } from '@/shared/pages/page-frame';
import { InfoList } from '@/shared/ui/info-list';
import { NotFoundPage } from '@/shared/pages/not-found-page';

/** The cluster root: what is known of the cluster (status, versions, address). */
export function ClusterOverviewPage() {
  const { clusterId } = useParams({ from: '/_authed/_shell/cluster/$clusterId/overview' });
  const { proxyCluster } = readConfig();
  const clusters = useListClusters({ query: { select: clusterList } });
  const context = useGetUserContext(proxyCluster);

  if (clusters.isLoading) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>Loading the cluster…</Text>
      </Group>
    );
  }
  if (clusters.error) {
    return (
      <Stack gap="xs" role="alert">
        <Text>Could not load the clusters: {errorText(clusters.error)}</Text>
        <Button size="xs" w="fit-content" onClick={() => void clusters.refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }
  const cluster = clusters.data?.find((c) => c.name === clusterId);
  if (!cluster) return <NotFoundPage />;

  const isRoot = context.data?.cluster.name === clusterId;
  const details = isRoot ? context.data?.cluster : undefined;
  return (
    <PageFrame
      title={cluster.name}
      description={isRoot ? 'The root cluster: the one this proxy belongs to.' : 'A leaf cluster, reached through the root cluster.'}
      action={
        <Badge size="lg" color={cluster.status === 'online' ? 'teal' : 'gray'} variant="dot">
          {cluster.status}
        </Badge>
      }
    >
      <Paper withBorder p="lg" radius="md">
        <InfoList
          label="Cluster details"
          rows={[
            ['Name', cluster.name],
            ['Kind', isRoot ? 'root cluster' : 'leaf cluster'],
            ['Status', cluster.status],
            ['Last connected', formatDateTime(cluster.lastConnected)],
            ...(details
              ? ([
                  ['Public address', details.publicURL || '—'],
                  ['Auth service version', details.authVersion || '—'],
                  ['Proxy version', details.proxyVersion || '—'],
                  ['Servers', String(details.nodeCount)],
                ] as const)
              : []),
          ]}
        />
      </Paper>
    </PageFrame>
  );
}
