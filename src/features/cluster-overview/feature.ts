import type { Feature } from '../../app/features/feature';

/**
 * The cluster root '/cluster/{clusterId}/'. It redirects to the cluster's first Resources page
 * when one is registered, and shows the cluster's overview otherwise. Every signed-in user may
 * see the clusters they can reach, so it needs no flag.
 */
export const clusterOverviewFeature: Feature = {
  id: 'cluster-overview',
  route: { path: '/cluster/$clusterId', title: 'Cluster Overview', exact: true },
  hasAccess: () => true,
};
