import type { Feature } from '../../platform/registry/feature';
import { DesktopIcon } from '../../shared/resource-icons';

/** Windows desktops of a cluster, exact match (the desktop session screen comes later). */
export const desktopsFeature: Feature = {
  id: 'desktops',
  category: 'resources',
  route: { path: '/cluster/$clusterId/desktops', title: 'Desktops', exact: true },
  navigationItem: {
    title: 'Desktops',
    icon: DesktopIcon,
    exact: true,
    getLink: (clusterId) => `/cluster/${encodeURIComponent(clusterId)}/desktops`,
  },
  hasAccess: (flags) => flags.desktops,
};
