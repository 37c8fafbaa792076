import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { consoleNodesQuery, consoleNodesSearchSchema } from '@/features/console-nodes/nodes-query';

export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/console/nodes')({
  // The search is in the URL (?search=…), up to 200 characters.
  validateSearch: consoleNodesSearchSchema,
  staticData: {
    // The Console node list (no side-nav item): pick a server and a login for a terminal.
    feature: { id: 'console-nodes', title: 'Console', exact: true, hasAccess: (flags) => flags.nodes },
  },
  loaderDeps: ({ search }) => ({ search: search.search }),
  // Starts the first page without waiting for it: the page shows its skeleton and errors itself.
  loader: ({ context, params, deps }) => void context.queryClient.prefetchInfiniteQuery(consoleNodesQuery(params.clusterId, deps.search)),
  component: lazyRouteComponent(() => import('@/features/console-nodes/console-nodes.page'), 'ConsoleNodesPage'),
});
