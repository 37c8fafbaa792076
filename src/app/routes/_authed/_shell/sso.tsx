import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { ConnectorsIcon } from '@/shared/icons/yaml-resource-icons';
import { prefetch, prefetchLazy } from '@/app/route-kit';

export const Route = createFileRoute('/_authed/_shell/sso')({
  staticData: {
    // Manage Auth Connectors (prefix match), for users who may list connectors. Locked under
    // usage-based billing: the shell shows why at this address.
    feature: {
      id: 'auth-connectors',
      title: 'Auth Connectors',
      exact: false,
      category: 'management',
      section: 'access',
      navigationItem: { title: 'Auth Connectors', icon: ConnectorsIcon, exact: false },
      lockedNavigationItem: { title: 'Auth Connectors', icon: ConnectorsIcon, exact: false },
      isLocked: (locks) => locks.authConnectors,
      hasAccess: (flags) => flags.authConnector,
    },
  },
  loader: ({ context }) =>
    prefetchLazy(() =>
      import('@/api/gen/hooks/connectors/connectors').then((m) => prefetch(context.queryClient, m.getListGithubConnectorsQueryOptions())),
    ),
  component: lazyRouteComponent(() => import('@/features/auth-connectors/auth-connectors.page'), 'AuthConnectorsPage'),
});
