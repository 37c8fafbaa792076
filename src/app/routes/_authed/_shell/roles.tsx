import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { getListRolesQueryOptions } from '../../../../api/gen/hooks/roles/roles';
import { RolesIcon } from '../../../../shared/yaml-resource-icons';
import { prefetch } from '../../../route-kit';

export const Route = createFileRoute('/_authed/_shell/roles')({
  staticData: {
    // Manage Roles (exact match), for users who may list roles.
    feature: {
      id: 'roles',
      order: 12,
      title: 'Roles',
      exact: true,
      category: 'management',
      section: 'access',
      navigationItem: { title: 'Roles', icon: RolesIcon, exact: true },
      hasAccess: (flags) => flags.roles,
    },
  },
  loader: ({ context }) => prefetch(context.queryClient, getListRolesQueryOptions()),
  component: lazyRouteComponent(() => import('../../../../features/roles/roles.page'), 'RolesPage'),
});
