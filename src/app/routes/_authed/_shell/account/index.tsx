import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { UserIcon } from '@/shared/icons/icons';

export const Route = createFileRoute('/_authed/_shell/account/')({
  staticData: {
    // Account settings: always available, whatever the permissions; its sub-pages live under /account.
    feature: {
      id: 'account',
      title: 'Account Settings',
      exact: false,
      topMenuItem: { title: 'Account Settings', icon: UserIcon },
      hasAccess: () => true,
    },
  },
  component: lazyRouteComponent(() => import('@/features/account/account.page'), 'AccountPage'),
});
