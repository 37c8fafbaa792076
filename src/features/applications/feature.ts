import type { Feature } from '../../platform/registry/feature';
import { AppIcon } from '../../shared/resource-icons';

/** Applications (web, TCP, AWS console) of a cluster, exact match. */
export const applicationsFeature: Feature = {
  id: 'applications',
  category: 'resources',
  route: { path: '/cluster/$clusterId/apps', title: 'Applications', exact: true },
  navigationItem: {
    title: 'Applications',
    icon: AppIcon,
    exact: true,
    getLink: (clusterId) => `/cluster/${encodeURIComponent(clusterId)}/apps`,
  },
  hasAccess: (flags) => flags.applications,
};
