import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorPage } from '../../shared/error-page';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  // Spec 2.2: a path matching no route goes to the root.
  notFoundComponent: () => <Navigate to="/" replace />,
  errorComponent: ({ error, reset }) => <ErrorPage error={error} onRetry={reset} />,
});
