import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { DesktopIcon } from '@/shared/icons/resource-icons';
import { DESKTOPS } from '@/features/desktops/list-kind';
import { prefetchList } from '@/app/route-kit';

// Windows desktops of a cluster (the desktop session screen comes later).
export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/desktops')({
  // The list view is the URL: search, query, sort, limit, cursors, advanced, requestable
  // (shared/resource-list/list-view.ts).
  validateSearch: DESKTOPS.schema,
  staticData: {
    feature: {
      id: 'desktops',
      title: 'Desktops',
      exact: true,
      category: 'resources',
      navigationItem: { title: 'Desktops', icon: DesktopIcon, exact: true },
      hasAccess: (flags) => flags.desktops,
    },
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchList(context, params.clusterId, DESKTOPS, deps),
  component: lazyRouteComponent(() => import('@/features/desktops/desktops.page'), 'DesktopsPage'),
});
