import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { rootRoute } from './routes/root';
import { loginRoute } from './routes/login';
import { authedRoute } from './routes/authed';
import { homeRoute } from './routes/home';
import { terminalNodeRoute, terminalSessionRoute } from './routes/terminal';
import { activeSessionsRoute } from './routes/active-sessions';
import { consoleNodesRoute } from './routes/console-nodes';
import { BASE_PATH } from '../shared/safe-redirect';

const routeTree = rootRoute.addChildren([
  loginRoute,
  authedRoute.addChildren([homeRoute, terminalNodeRoute, terminalSessionRoute, activeSessionsRoute, consoleNodesRoute]),
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
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
