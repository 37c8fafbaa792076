import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { redirectTo } from '../../../../../../shared/navigation';

/** The cluster root: its first Resources page when one is open to the user, else its overview. */
export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/')({
  staticData: {
    // Every signed-in user may see the clusters they can reach, so it needs no flag.
    feature: { id: 'cluster-overview', title: 'Cluster Overview', exact: true, hasAccess: () => true },
  },
  beforeLoad: ({ context: { access }, params }) => {
    const target = access.firstResourceLink(params.clusterId);
    if (target) redirectTo(target);
  },
  component: lazyRouteComponent(() => import('../../../../../../features/cluster-overview/cluster-overview.page'), 'ClusterOverviewPage'),
});
