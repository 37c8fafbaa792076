import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { rootRoute } from './routes/root';
import { loginRoute } from './routes/login';
import { loginFailedRoutes, loginSuccessRoute } from './routes/login-failed';
import { authedRoute } from './routes/authed';
import { shellRoute } from './routes/shell';
import { homeRoute } from './routes/home';
import { accountPasswordRoute, accountRoute, accountTwoFactorRoute, clusterIndexRoute, clusterRoute, clustersRoute, settingsRoute, supportRoute } from './routes/pages';
import { RouteError } from './routes/route-error';
import { PageLoader } from '../shared/page-loader';
import { BASE_PATH } from '../auth/safe-redirect';
import { newCredentialsRoutes } from './routes/new-credentials';
import { terminalNodeRoute, terminalSessionRoute } from './routes/terminal';
import { activeSessionsRoute } from './routes/active-sessions';
import { consoleNodesRoute } from './routes/console-nodes';
import { headlessRoute } from './routes/headless';
import { appLauncherRoute, resourceRoutes } from './routes/resources';

// To add a page: its route file in routes/, then one entry below (a page of a cluster under
// clusterRoute, another shell page under shellRoute, a full-screen authenticated page such as
// the terminal directly under authedRoute), and its feature in features/registry.ts.
export const routeTree = rootRoute.addChildren([
  loginRoute,
  ...loginFailedRoutes,
  loginSuccessRoute,
  ...newCredentialsRoutes,
  authedRoute.addChildren([
    shellRoute.addChildren([
      homeRoute,
      supportRoute,
      accountRoute,
      accountPasswordRoute,
      accountTwoFactorRoute,
      settingsRoute,
      clustersRoute,
      clusterRoute.addChildren([clusterIndexRoute, ...resourceRoutes, activeSessionsRoute, consoleNodesRoute]),
    ]),
    headlessRoute,
    appLauncherRoute,
    terminalNodeRoute,
    terminalSessionRoute,
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: BASE_PATH,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders use react-query's cache; the router need not cache on top of it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Inside the shell a page's error or loading state takes the content area, not the screen.
    defaultErrorComponent: RouteError,
    defaultPendingComponent: () => <PageLoader inline />,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
