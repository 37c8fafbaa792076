import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RolesIcon } from '@/shared/icons/yaml-resource-icons';
import { prefetch, prefetchLazy } from '@/app/route-kit';

export const Route = createFileRoute('/_authed/_shell/roles')({
  staticData: {
    // Manage Roles (exact match), for users who may list roles.
    feature: {
      id: 'roles',
      title: 'Roles',
      exact: true,
      category: 'management',
      section: 'access',
      navigationItem: { title: 'Roles', icon: RolesIcon, exact: true },
      hasAccess: (flags) => flags.roles,
    },
  },
  loader: ({ context }) =>
    prefetchLazy(() => import('@/api/gen/hooks/roles/roles').then((m) => prefetch(context.queryClient, m.getListRolesQueryOptions()))),
  component: lazyRouteComponent(() => import('@/features/roles/roles.page'), 'RolesPage'),
});
