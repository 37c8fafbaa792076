import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { getListClustersQueryOptions } from '@/api/gen/hooks/clusters/clusters';
import { clustersSearchSchema } from '@/features/clusters/clusters-search';
import { ClustersIcon } from '@/shared/icons/icons';
import { prefetch } from '@/app/route-kit';

export const Route = createFileRoute('/_authed/_shell/clusters')({
  validateSearch: clustersSearchSchema,
  staticData: {
    // Manage Clusters (prefix match), for users who may list trusted clusters.
    feature: {
      id: 'clusters',
      title: 'Clusters',
      exact: false,
      category: 'management',
      section: 'clusters',
      navigationItem: { title: 'Manage Clusters', icon: ClustersIcon, exact: false },
      topMenuItem: { title: 'Manage Clusters', icon: ClustersIcon },
      hasAccess: (flags) => flags.trustedClusters,
    },
  },
  loader: ({ context }) => prefetch(context.queryClient, getListClustersQueryOptions()),
  component: lazyRouteComponent(() => import('@/features/clusters/clusters.page'), 'ClustersPage'),
});
