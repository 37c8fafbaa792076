import type { Feature } from '../../platform/registry/feature';
import { ServerIcon } from '../../shared/resource-icons';

/** Servers (SSH nodes) of a cluster: the first Resources page (spec 2.3), exact match. */
export const serversFeature: Feature = {
  id: 'servers',
  category: 'resources',
  route: { path: '/cluster/$clusterId/nodes', title: 'Servers', exact: true },
  navigationItem: {
    title: 'Servers',
    icon: ServerIcon,
    exact: true,
    getLink: (clusterId) => `/cluster/${encodeURIComponent(clusterId)}/nodes`,
  },
  hasAccess: (flags) => flags.nodes,
};
