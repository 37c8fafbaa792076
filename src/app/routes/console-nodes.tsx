// Console node list: /web/cluster/{clusterId}/console/nodes?search=… (the search is in the URL).
import { useCallback } from 'react';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { clusterRoute } from './pages';

const ConsoleNodesPage = lazyRouteComponent(() => import('../../features/console-nodes/console-nodes.page'), 'ConsoleNodesPage');

export interface NodesSearch {
  search?: string;
}

export const consoleNodesRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'console/nodes',
  validateSearch: (s: Record<string, unknown>): NodesSearch => (typeof s.search === 'string' && s.search ? { search: s.search.slice(0, 200) } : {}),
  component: function ConsoleNodes() {
    const { clusterId } = consoleNodesRoute.useParams();
    const { search = '' } = consoleNodesRoute.useSearch();
    const navigate = consoleNodesRoute.useNavigate();
    const onSearch = useCallback((value: string) => void navigate({ search: value ? { search: value } : {}, replace: true }), [navigate]);
    return <ConsoleNodesPage clusterId={clusterId} search={search} onSearch={onSearch} />;
  },
});
