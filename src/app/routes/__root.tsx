import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Feature } from '@/platform/registry/feature';
import { ErrorPage } from '@/shared/pages/error-page';

export interface RouterContext {
  queryClient: QueryClient;
  /** The feature registry, collected from the route files' staticData (../registry/registry.ts). */
  registry: readonly Feature[];
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // A path matching no route goes to the root.
  notFoundComponent: () => <Navigate to="/" replace />,
  errorComponent: ({ error, reset }) => <ErrorPage error={error} onRetry={reset} />,
});
