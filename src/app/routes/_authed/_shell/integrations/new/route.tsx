import { createFileRoute } from '@tanstack/react-router';
import { EnrollIntegrationIcon } from '@/shared/icons/integration-icons';

// Enroll New Integration: /integrations/new and /integrations/new/{type} (prefix match; the
// kind is optional). This layout carries the feature; its children are the pages.
export const Route = createFileRoute('/_authed/_shell/integrations/new')({
  staticData: {
    feature: {
      id: 'enroll-integration',
      title: 'Enroll New Integration',
      exact: false,
      category: 'management',
      section: 'access',
      navigationItem: { title: 'Enroll New Integration', icon: EnrollIntegrationIcon, exact: false },
      hasAccess: (flags) => flags.enrollIntegrations,
    },
  },
});
