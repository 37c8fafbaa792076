import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './route-tree.gen';
import { collectFeatures } from '@/app/registry/registry';
import { RouteError } from '@/app/errors/route-error';
import { PageLoader } from '@/shared/pages/page-loader';
import { BASE_PATH } from '@/auth/safe-redirect';

// Pages are route files under routes/ (the path is the file's place); `npm run gen` writes
// route-tree.gen.ts from them, and the feature registry is collected from that tree.
export const registry = collectFeatures(routeTree);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    basepath: BASE_PATH,
    context: { queryClient, registry },
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
