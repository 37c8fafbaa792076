import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from './authed';
import { getGetUserContextQueryOptions } from '../../api/gen/hooks/clusters/clusters';
import { getListClustersQueryOptions } from '../../api/gen/hooks/clusters/clusters';
import { getGetUserPreferencesQueryOptions } from '../../api/gen/hooks/user/user';
import { readConfig, validateConfig } from '../config';
import { PageLoader } from '../../shared/page-loader';

export const homeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: '/',
  // Boot data in parallel, never one call after another.
  loader: async ({ context: { queryClient } }) => {
    const { proxyCluster } = readConfig();
    await Promise.all([
      validateConfig(),
      queryClient.ensureQueryData(getGetUserContextQueryOptions(proxyCluster)),
      queryClient.ensureQueryData(getListClustersQueryOptions()),
      queryClient.ensureQueryData(getGetUserPreferencesQueryOptions()),
    ]);
    return { proxyCluster };
  },
  pendingComponent: PageLoader,
  component: lazyRouteComponent(() => import('../../features/home/home.page'), 'HomePage'),
});
