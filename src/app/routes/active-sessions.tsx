// Active Sessions: /web/cluster/{clusterId}/sessions (Resources category, exact match).
// Mounted as a plain route until the shell's feature registry takes it in.
import { lazy, Suspense } from 'react';
import { createRoute } from '@tanstack/react-router';
import { authedRoute } from './authed';
import { PageLoader } from '../../shared/page-loader';

const PageFrame = lazy(() => import('../../shared/page-frame').then((m) => ({ default: m.PageFrame })));
const ActiveSessionsPage = lazy(() => import('../../features/active-sessions/active-sessions.page').then((m) => ({ default: m.ActiveSessionsPage })));

export const activeSessionsRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'cluster/$clusterId/sessions',
  component: function ActiveSessions() {
    const { clusterId } = activeSessionsRoute.useParams();
    return (
      <Suspense fallback={<PageLoader />}>
        <PageFrame>
          <ActiveSessionsPage clusterId={clusterId} />
        </PageFrame>
      </Suspense>
    );
  },
});
