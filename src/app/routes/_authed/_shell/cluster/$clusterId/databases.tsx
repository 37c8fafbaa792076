import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DatabaseIcon } from '@/shared/icons/resource-icons';
import { DATABASES } from '@/features/databases/list-kind';
import { prefetchList } from '@/app/route-kit';

// Databases of a cluster.
export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/databases')({
  // The list view is the URL: search, query, sort, limit, cursors, advanced, requestable
  // (shared/resource-list/list-view.ts).
  validateSearch: DATABASES.schema,
  staticData: {
    feature: {
      id: 'databases',
      title: 'Databases',
      exact: true,
      category: 'resources',
      navigationItem: { title: 'Databases', icon: DatabaseIcon, exact: true },
      hasAccess: (flags) => flags.databases,
    },
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchList(context, params.clusterId, DATABASES, deps),
  component: lazyRouteComponent(() => import('@/features/databases/databases.page'), 'DatabasesPage'),
});
