// Console node list: /web/cluster/{clusterId}/console/nodes?search=… (the search is in the URL).
// Mounted as a plain route until the shell's feature registry takes it in.
import { lazy, Suspense, useCallback } from 'react';
import { createRoute } from '@tanstack/react-router';
import { authedRoute } from './authed';
import { PageLoader } from '../../shared/page-loader';

const PageFrame = lazy(() => import('../../shared/page-frame').then((m) => ({ default: m.PageFrame })));
const ConsoleNodesPage = lazy(() => import('../../features/console-nodes/console-nodes.page').then((m) => ({ default: m.ConsoleNodesPage })));

export interface NodesSearch {
  search?: string;
}

export const consoleNodesRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'cluster/$clusterId/console/nodes',
  validateSearch: (s: Record<string, unknown>): NodesSearch => (typeof s.search === 'string' && s.search ? { search: s.search } : {}),
  component: function ConsoleNodes() {
    const { clusterId } = consoleNodesRoute.useParams();
    const { search = '' } = consoleNodesRoute.useSearch();
    const navigate = consoleNodesRoute.useNavigate();
    const onSearch = useCallback((value: string) => void navigate({ search: value ? { search: value } : {}, replace: true }), [navigate]);
    return (
      <Suspense fallback={<PageLoader />}>
        <PageFrame>
          <ConsoleNodesPage clusterId={clusterId} search={search} onSearch={onSearch} />
        </PageFrame>
      </Suspense>
    );
  },
});
