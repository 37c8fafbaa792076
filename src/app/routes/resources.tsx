// The Resources pages of a cluster (spec 2.1, exact match): thin routes that validate the list
// view in the search string and load the page lazily. And the application launcher, outside the
// shell: /web/launch/{fqdn}/{clusterId?}/{publicAddr?}/{arn?} (its segments are read raw by the
// page, since an ARN holds an encoded '/').
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from './authed';
import { clusterRoute } from './pages';
import { validateListSearch } from '../../shared/resource-list/list-view';

export const nodesRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'nodes',
  validateSearch: validateListSearch,
  component: lazyRouteComponent(() => import('../../features/servers/servers.page'), 'ServersPage'),
});

export const appsRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'apps',
  validateSearch: validateListSearch,
  component: lazyRouteComponent(() => import('../../features/applications/applications.page'), 'ApplicationsPage'),
});

export const kubernetesRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'kubernetes',
  validateSearch: validateListSearch,
  component: lazyRouteComponent(() => import('../../features/kubernetes/kubernetes.page'), 'KubernetesPage'),
});

export const databasesRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'databases',
  validateSearch: validateListSearch,
  component: lazyRouteComponent(() => import('../../features/databases/databases.page'), 'DatabasesPage'),
});

export const desktopsRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: 'desktops',
  validateSearch: validateListSearch,
  component: lazyRouteComponent(() => import('../../features/desktops/desktops.page'), 'DesktopsPage'),
});

export const resourceRoutes = [nodesRoute, appsRoute, kubernetesRoute, databasesRoute, desktopsRoute] as const;

export interface LaunchSearch {
  /** The state token of the app's auth exchange (set when the app sent the browser back). */
  state?: string;
  /** A path on the app to land on. */
  path?: string;
}

export const appLauncherRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'launch/$',
  validateSearch: (search: Record<string, unknown>): LaunchSearch => {
    const out: LaunchSearch = {};
    if (typeof search.state === 'string' && search.state) out.state = search.state.slice(0, 512);
    if (typeof search.path === 'string' && search.path) out.path = search.path.slice(0, 2048);
    return out;
  },
  component: lazyRouteComponent(() => import('../../features/app-launcher/app-launcher.page'), 'AppLauncherPage'),
});
