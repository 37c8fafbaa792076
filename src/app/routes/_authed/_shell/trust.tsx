import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { TrustIcon } from '@/shared/icons/yaml-resource-icons';
import { prefetch, prefetchLazy } from '@/app/route-kit';

export const Route = createFileRoute('/_authed/_shell/trust')({
  staticData: {
    // Trusted Clusters, for users who may list trusted clusters.
    feature: {
      id: 'trusted-clusters',
      title: 'Trusted Clusters',
      exact: true,
      category: 'management',
      section: 'clusters',
      navigationItem: { title: 'Trusted Clusters', icon: TrustIcon, exact: true },
      hasAccess: (flags) => flags.trustedClusters,
    },
  },
  loader: ({ context }) =>
    prefetchLazy(() =>
      import('@/api/gen/hooks/trusted-clusters/trusted-clusters').then((m) =>
        prefetch(context.queryClient, m.getListTrustedClustersQueryOptions()),
      ),
    ),
  component: lazyRouteComponent(() => import('@/features/trusted-clusters/trusted-clusters.page'), 'TrustedClustersPage'),
});
