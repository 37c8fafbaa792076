// Every feature of the console, in side-nav order. Only features whose pages exist are
// registered: a later feature adds its entry (src/features/<name>/feature.ts) here and its
// route to src/app/router.tsx, and the nav, guards, root redirect and titles follow.
import type { Feature } from '../../platform/registry/feature';
import { clusterOverviewFeature } from '../../features/cluster-overview/feature';
import { clustersFeature } from '../../features/clusters/feature';
import { accountFeature } from '../../features/account/feature';
import { supportFeature } from '../../features/support/feature';
import { activeSessionsFeature } from '../../features/active-sessions/feature';
import { consoleNodesFeature } from '../../features/console-nodes/feature';
import { serversFeature } from '../../features/servers/feature';
import { applicationsFeature } from '../../features/applications/feature';
import { kubernetesFeature } from '../../features/kubernetes/feature';
import { databasesFeature } from '../../features/databases/feature';
import { desktopsFeature } from '../../features/desktops/feature';

export const registry: readonly Feature[] = [
  // Resources (spec 2.3 order; the root goes to the first one the user may open)
  serversFeature,
  applicationsFeature,
  kubernetesFeature,
  databasesFeature,
  desktopsFeature,
  activeSessionsFeature,
  // Management › Clusters
  clustersFeature,
  // Outside the side nav
  clusterOverviewFeature,
  consoleNodesFeature,
  accountFeature,
  supportFeature,
];
