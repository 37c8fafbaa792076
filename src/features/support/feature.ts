import type { Feature } from '../../platform/registry/feature';
import { HelpIcon } from '../../shared/icons';

/** Help & Support: always available (spec 6), reached from the user menu. */
export const supportFeature: Feature = {
  id: 'support',
  route: { path: '/support', title: 'Help & Support', exact: true },
  topMenuItem: { title: 'Help & Support', icon: HelpIcon, getLink: () => '/support' },
  hasAccess: () => true,
};
