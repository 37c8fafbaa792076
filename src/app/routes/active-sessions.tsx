// Active Sessions: /web/cluster/{clusterId}/sessions (Resources category, exact match).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { clusterRoute } from './pages';

const ActiveSessionsPage = lazyRouteComponent(() => import('../../features/active-sessions/active-sessions.page'), 'ActiveSessionsPage');

export const activeSessionsRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'sessions',
  component: function ActiveSessions() {
    const { clusterId } = activeSessionsRoute.useParams();
    return <ActiveSessionsPage clusterId={clusterId} />;
  },
});
