import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { prefetch, prefetchLazy } from '@/app/route-kit';

export const Route = createFileRoute('/_authed/_shell/locks/new')({
  staticData: {
    // Create New Lock (exact match): no side-nav item of its own; the locks list links to it.
    feature: {
      id: 'newLocks',
      title: 'Create New Lock',
      exact: true,
      category: 'management',
      section: 'access',
      hasAccess: (flags) => flags.newLocks,
    },
  },
  // The picker opens on users: start that list (when the user may list users).
  loader: ({ context }) => {
    if (context.access.user.userAcl.users.list)
      prefetchLazy(() => import('@/api/gen/hooks/users/users').then((m) => prefetch(context.queryClient, m.getListUsersQueryOptions())));
  },
  component: lazyRouteComponent(() => import('@/features/locks/new-lock.page'), 'NewLockPage'),
});
