import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { HelpIcon } from '@/shared/icons/icons';

export const Route = createFileRoute('/_authed/_shell/support')({
  staticData: {
    // Help & Support: always available, whatever the permissions; reached from the user menu.
    feature: {
      id: 'support',
      title: 'Help & Support',
      exact: true,
      topMenuItem: { title: 'Help & Support', icon: HelpIcon },
      hasAccess: () => true,
    },
  },
  component: lazyRouteComponent(() => import('@/features/support/support.page'), 'SupportPage'),
});
