// The shell's own pages. A feature's route is a thin file: path, search validation, lazy page.
import { createRoute, lazyRouteComponent, Outlet } from '@tanstack/react-router';
import { shellRoute } from './shell';
import { redirectTo } from '../../shared/navigation';

export const supportRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'support',
  component: lazyRouteComponent(() => import('../../features/support/support.page'), 'SupportPage'),
});

export const accountRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'account',
  component: lazyRouteComponent(() => import('../../features/account/account.page'), 'AccountPage'),
});

const accountSection = (section: 'password' | 'twofactor') =>
  lazyRouteComponent(() => import('../../features/account/account.page').then((m) => ({ default: () => <m.AccountPage section={section} /> })));

/** Spec 2.1: change password, and the MFA devices. */
export const accountPasswordRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'account/password',
  component: accountSection('password'),
});

export const accountTwoFactorRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'account/twofactor',
  component: accountSection('twofactor'),
});

/** Spec 2.1: /web/settings is account settings too. */
export const settingsRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'settings',
  beforeLoad: () => redirectTo('/account'),
});

export interface ClustersSearch {
  search?: string;
}

export const clustersRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'clusters',
  validateSearch: (search: Record<string, unknown>): ClustersSearch =>
    typeof search.search === 'string' && search.search !== '' ? { search: search.search.slice(0, 200) } : {},
  component: lazyRouteComponent(() => import('../../features/clusters/clusters.page'), 'ClustersPage'),
});

/** '/cluster/{clusterId}/...': the cluster pages (servers, apps, ...) are its children. */
export const clusterRoute = createRoute({
  getParentRoute: () => shellRoute,
  path: 'cluster/$clusterId',
  component: Outlet,
});

/** The cluster root: its first Resources page when one is registered, else its overview. */
export const clusterIndexRoute = createRoute({
  getParentRoute: () => clusterRoute,
  path: '/',
  beforeLoad: ({ context: { access }, params }) => {
    const target = access.firstResourceLink(params.clusterId);
    if (target) redirectTo(target);
  },
  component: lazyRouteComponent(() => import('../../features/cluster-overview/cluster-overview.page'), 'ClusterOverviewPage'),
});
