import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { usersSearchSchema } from '@/features/users/users-search';
import { UserIcon } from '@/shared/icons/icons';
import { prefetch, prefetchLazy } from '@/app/route-kit';

export const Route = createFileRoute('/_authed/_shell/users')({
  validateSearch: usersSearchSchema,
  staticData: {
    // Manage Users (exact match), for users who may list users.
    feature: {
      id: 'users',
      title: 'Users',
      exact: true,
      category: 'management',
      section: 'access',
      navigationItem: { title: 'Users', icon: UserIcon, exact: true },
      hasAccess: (flags) => flags.users,
    },
  },
  loader: ({ context }) =>
    prefetchLazy(() => import('@/api/gen/hooks/users/users').then((m) => prefetch(context.queryClient, m.getListUsersQueryOptions()))),
  component: lazyRouteComponent(() => import('@/features/users/users.page'), 'UsersPage'),
});
