import type { Feature } from '../../platform/registry/feature';

/** The Console node list (no side-nav item): pick a server and a login for a terminal. */
export const consoleNodesFeature: Feature = {
  id: 'console-nodes',
  route: { path: '/cluster/$clusterId/console/nodes', title: 'Console', exact: true },
  hasAccess: (flags) => flags.nodes,
};
