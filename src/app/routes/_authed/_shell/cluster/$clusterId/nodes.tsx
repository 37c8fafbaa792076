import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ServerIcon } from '@/shared/icons/resource-icons';
import { NODES } from '@/features/servers/list-kind';
import { prefetchList } from '@/app/route-kit';

// Servers (SSH nodes) of a cluster: the first page of the Resources category.
export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/nodes')({
  // The list view is the URL: search, query, sort, limit, cursors, advanced, requestable
  // (shared/resource-list/list-view.ts).
  validateSearch: NODES.schema,
  staticData: {
    feature: {
      id: 'servers',
      title: 'Servers',
      exact: true,
      category: 'resources',
      navigationItem: { title: 'Servers', icon: ServerIcon, exact: true },
      hasAccess: (flags) => flags.nodes,
    },
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => prefetchList(context, params.clusterId, NODES, deps),
  component: lazyRouteComponent(() => import('@/features/servers/servers.page'), 'ServersPage'),
});
