import type { Feature } from '../../platform/registry/feature';
import { DatabaseIcon } from '../../shared/resource-icons';

/** Databases of a cluster, exact match. */
export const databasesFeature: Feature = {
  id: 'databases',
  category: 'resources',
  route: { path: '/cluster/$clusterId/databases', title: 'Databases', exact: true },
  navigationItem: {
    title: 'Databases',
    icon: DatabaseIcon,
    exact: true,
    getLink: (clusterId) => `/cluster/${encodeURIComponent(clusterId)}/databases`,
  },
  hasAccess: (flags) => flags.databases,
};
