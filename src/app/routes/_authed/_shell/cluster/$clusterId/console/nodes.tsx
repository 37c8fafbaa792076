import { useCallback } from 'react';
import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';

const ConsoleNodesPage = lazyRouteComponent(() => import('../../../../../../../features/console-nodes/console-nodes.page'), 'ConsoleNodesPage');

export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/console/nodes')({
  validateSearch: z.object({
    search: z
      .string()
      .optional()
      .catch(undefined)
      .transform((s) => s?.slice(0, 200) || undefined),
  }),
  staticData: {
    // The Console node list (no side-nav item): pick a server and a login for a terminal.
    feature: { id: 'console-nodes', title: 'Console', exact: true, hasAccess: (flags) => flags.nodes },
  },
  component: function ConsoleNodes() {
    const { clusterId } = Route.useParams();
    const { search = '' } = Route.useSearch();
    const navigate = Route.useNavigate();
    const onSearch = useCallback((value: string) => void navigate({ search: value ? { search: value } : {}, replace: true }), [navigate]);
    return <ConsoleNodesPage clusterId={clusterId} search={search} onSearch={onSearch} />;
  },
});
