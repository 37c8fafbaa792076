import type { Feature } from '../../platform/registry/feature';
import { ClustersIcon } from '../../shared/icons';

/** Manage Clusters (prefix match), for users who may list trusted clusters. */
export const clustersFeature: Feature = {
  id: 'clusters',
  category: 'management',
  section: 'clusters',
  route: { path: '/clusters', title: 'Clusters', exact: false },
  navigationItem: { title: 'Manage Clusters', icon: ClustersIcon, exact: false, getLink: () => '/clusters' },
  topMenuItem: { title: 'Manage Clusters', icon: ClustersIcon, getLink: () => '/clusters' },
  hasAccess: (flags) => flags.trustedClusters,
};
