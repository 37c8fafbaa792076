import type { Feature } from '../../platform/registry/feature';
import { SessionsIcon } from '../../shared/icons';

/**
 * Active Sessions (Resources, exact match) for users who may list SSH sessions. Locked under
 * usage-based billing (spec 6): the nav item then leads to Help & Support.
 */
export const activeSessionsFeature: Feature = {
  id: 'active-sessions',
  category: 'resources',
  route: { path: '/cluster/$clusterId/sessions', title: 'Active Sessions', exact: true },
  navigationItem: { title: 'Active Sessions', icon: SessionsIcon, exact: true, getLink: (clusterId) => `/cluster/${clusterId}/sessions` },
  isLocked: (locks) => locks.activeSessions,
  lockedNavigationItem: { title: 'Active Sessions', icon: SessionsIcon, exact: true, getLink: () => '/support' },
  hasAccess: (flags) => flags.activeSessions,
};
