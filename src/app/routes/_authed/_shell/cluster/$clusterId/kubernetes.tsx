import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { KubernetesIcon } from '@/shared/icons/resource-icons';
import { KUBES } from '@/features/kubernetes/list-kind';
import { prefetchList } from '@/app/route-kit';

// Kubernetes clusters of a cluster.
export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/kubernetes')({
  // The list view is the URL: search, query, sort, limit, cursors, advanced, requestable
  // (shared/resource-list/list-view.ts).
  validateSearch: KUBES.schema,
  staticData: {
    feature: {
      id: 'kubernetes',
      title: 'Kubernetes',
      exact: true,
      category: 'resources',
      navigationItem: { title: 'Kubernetes', icon: KubernetesIcon, exact: true },
      hasAccess: (flags) => flags.kubernetes,
    },
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchList(context, params.clusterId, KUBES, deps),
  component: lazyRouteComponent(() => import('@/features/kubernetes/kubernetes.page'), 'KubernetesPage'),
});
