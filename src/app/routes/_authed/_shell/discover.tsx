import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { discoverSearchSchema } from '@/features/discover/discover-search';
import { icon } from '@/shared/icons/icons';

const EnrollIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 8v8M8 12h8" />
  </>,
);

export const Route = createFileRoute('/_authed/_shell/discover')({
  validateSearch: discoverSearchSchema,
  staticData: {
    // Enroll New Resource (exact match), for users who may add or query agents.
    feature: {
      id: 'discover',
      title: 'Enroll New Resource',
      exact: true,
      category: 'management',
      section: 'access',
      navigationItem: { title: 'Enroll New Resource', icon: EnrollIcon, exact: true },
      hasAccess: (flags) => flags.discover,
    },
  },
  component: lazyRouteComponent(() => import('@/app/discover-bridge'), 'DiscoverRoutePage'),
});
