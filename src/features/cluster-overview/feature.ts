import type { Feature } from '../../platform/registry/feature';

/**
 * The cluster root '/cluster/{clusterId}/': what is known of the cluster. Every signed-in user
 * may see the clusters they can reach, so it needs no flag.
 */
export const clusterOverviewFeature: Feature = {
  id: 'cluster-overview',
  route: { path: '/cluster/$clusterId', title: 'Cluster Overview', exact: true },
  hasAccess: () => true,
};
