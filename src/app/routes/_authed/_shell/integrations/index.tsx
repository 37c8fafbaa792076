import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { IntegrationsIcon } from '@/shared/icons/integration-icons';

export const Route = createFileRoute('/_authed/_shell/integrations/')({
  staticData: {
    // Manage Integrations (exact match), for users who may list integrations.
    feature: {
      id: 'integrations',
      title: 'Integrations',
      exact: true,
      category: 'management',
      section: 'access',
      navigationItem: { title: 'Integrations', icon: IntegrationsIcon, exact: true },
      hasAccess: (flags) => flags.integrations,
    },
  },
  // No prefetch: the page's first request needs the shell's cluster, which the loader lacks.
  component: lazyRouteComponent(() => import('@/features/integrations/integrations.page'), 'IntegrationsPage'),
});
