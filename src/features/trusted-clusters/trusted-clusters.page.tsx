// Trusted Clusters: the root clusters this cluster joins as a leaf, as YAML, with whether each
// trust is enabled.
import '@mantine/core/styles/Badge.layer.css';
import { Badge, Text } from '@mantine/core';
import {
  getListTrustedClustersQueryKey,
  useCreateTrustedCluster,
  useDeleteTrustedCluster,
  useListTrustedClusters,
  useUpdateTrustedCluster,
} from '@/api/gen/hooks/trusted-clusters/trusted-clusters';
import type { YamlResourceKind } from '@/shared/resource-items/yaml-resource-kind';
import { YamlResourcesPage } from '@/shared/resource-items/yaml-resources-page';
import { trustedClusterTemplate } from './trusted-cluster-template';
import { trustedClusterEnabled } from './trusted-state';

const TRUSTED_CLUSTERS: YamlResourceKind = {
  kind: 'trusted_cluster',
  title: 'Trusted Clusters',
  description: 'Root clusters this cluster trusts and joins as a leaf, and how their roles map onto ours.',
  label: 'trusted cluster',
  plural: 'trusted clusters',
  acl: 'trustedClusters',
  operation: 'listTrustedClusters',
  template: trustedClusterTemplate,
  columns: [
    {
      id: 'status',
      header: 'Status',
      sortValue: (i) => trustedClusterEnabled(i.content) ?? undefined,
      render: (i) => {
        const enabled = trustedClusterEnabled(i.content);
        if (enabled === null)
          return (
            <Text span c="dimmed" fz="sm">
              —
            </Text>
          );
        return (
          <Badge variant="dot" color={enabled ? 'teal' : 'gray'}>
            {enabled ? 'enabled' : 'disabled'}
          </Badge>
        );
      },
    },
  ],
  useList: useListTrustedClusters,
  listKey: getListTrustedClustersQueryKey,
  useCreate: useCreateTrustedCluster,
  useUpdate: useUpdateTrustedCluster,
  useDelete: useDeleteTrustedCluster,
};

export function TrustedClustersPage() {
  return <YamlResourcesPage spec={TRUSTED_CLUSTERS} />;
}
