import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** What is known of one cluster (status, versions, address): the palette's 'Cluster Overview'. */
export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/overview')({
  staticData: {
    // Every signed-in user may see the clusters they can reach, so it needs no flag.
    feature: { id: 'cluster-overview', title: 'Cluster Overview', exact: true, hasAccess: () => true },
  },
  component: lazyRouteComponent(() => import('@/features/cluster-overview/cluster-overview.page'), 'ClusterOverviewPage'),
});
