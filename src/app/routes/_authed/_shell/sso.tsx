import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { getListGithubConnectorsQueryOptions } from '../../../../api/gen/hooks/connectors/connectors';
import { ConnectorsIcon } from '../../../../shared/yaml-resource-icons';
import { prefetch } from '../../../route-kit';

export const Route = createFileRoute('/_authed/_shell/sso')({
  staticData: {
    // Manage Auth Connectors (prefix match), for users who may list connectors. Locked under
    // usage-based billing: the shell shows why at this address.
    feature: {
      id: 'auth-connectors',
      order: 13,
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
  loader: ({ context }) => prefetch(context.queryClient, getListGithubConnectorsQueryOptions()),
  component: lazyRouteComponent(() => import('../../../../features/auth-connectors/auth-connectors.page'), 'AuthConnectorsPage'),
});
