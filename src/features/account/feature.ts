import type { Feature } from '../../platform/registry/feature';
import { UserIcon } from '../../shared/icons';

/** Account settings: always available (spec 6); its sub-pages live under /account. */
export const accountFeature: Feature = {
  id: 'account',
  route: { path: '/account', title: 'Account Settings', exact: false },
  topMenuItem: { title: 'Account Settings', icon: UserIcon, getLink: () => '/account' },
  hasAccess: () => true,
};
