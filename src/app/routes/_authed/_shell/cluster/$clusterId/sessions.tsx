import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { getListActiveSessionsQueryOptions } from '@/api/gen/hooks/active-sessions/active-sessions';
import { SessionsIcon } from '@/shared/icons/icons';
import { prefetch } from '@/app/route-kit';

const ActiveSessionsPage = lazyRouteComponent(() => import('@/features/active-sessions/active-sessions.page'), 'ActiveSessionsPage');

export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/sessions')({
  staticData: {
    // For users who may list SSH sessions. Locked under usage-based billing: the nav item then
    // carries a lock and the page's address shows why the feature is locked.
    feature: {
      id: 'active-sessions',
      title: 'Active Sessions',
      exact: true,
      category: 'resources',
      navigationItem: { title: 'Active Sessions', icon: SessionsIcon, exact: true },
      isLocked: (locks) => locks.activeSessions,
      lockedNavigationItem: { title: 'Active Sessions', icon: SessionsIcon, exact: true },
      hasAccess: (flags) => flags.activeSessions,
    },
  },
  loader: ({ context, params }) => prefetch(context.queryClient, getListActiveSessionsQueryOptions(params.clusterId)),
  component: function ActiveSessions() {
    const { clusterId } = Route.useParams();
    return <ActiveSessionsPage clusterId={clusterId} />;
  },
});
