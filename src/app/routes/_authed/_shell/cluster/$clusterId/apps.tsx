import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AppIcon } from '@/shared/icons/resource-icons';
import { APPS } from '@/features/applications/list-kind';
import { prefetchList } from '@/app/route-kit';

// Applications (web, TCP, AWS console) of a cluster.
export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/apps')({
  // The list view is the URL: search, query, sort, limit, cursors, advanced, requestable
  // (shared/resource-list/list-view.ts).
  validateSearch: APPS.schema,
  staticData: {
    feature: {
      id: 'applications',
      title: 'Applications',
      exact: true,
      category: 'resources',
      navigationItem: { title: 'Applications', icon: AppIcon, exact: true },
      hasAccess: (flags) => flags.applications,
    },
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchList(context, params.clusterId, APPS, deps),
  component: lazyRouteComponent(() => import('@/features/applications/applications.page'), 'ApplicationsPage'),
});
