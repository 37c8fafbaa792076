import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { locksSearchSchema } from '@/features/locks/locks-search';
import { LockIcon } from '@/shared/icons/icons';
import { prefetch, prefetchLazy } from '@/app/route-kit';

export const Route = createFileRoute('/_authed/_shell/locks/')({
  validateSearch: locksSearchSchema,
  staticData: {
    // Manage Session & Identity Locks (exact match), for users who may list locks. Locks are the
    // proxy cluster's: this page has no cluster in its URL.
    feature: {
      id: 'locks',
      title: 'Session & Identity Locks',
      exact: true,
      category: 'management',
      section: 'access',
      navigationItem: { title: 'Session & Identity Locks', icon: LockIcon, exact: true },
      hasAccess: (flags) => flags.locks,
    },
  },
  loader: ({ context }) =>
    prefetchLazy(() =>
      import('@/api/gen/hooks/locks/locks').then((m) =>
        prefetch(context.queryClient, m.getListLocksQueryOptions(context.access.proxyCluster)),
      ),
    ),
  component: lazyRouteComponent(() => import('@/features/locks/locks.page'), 'LocksPage'),
});
