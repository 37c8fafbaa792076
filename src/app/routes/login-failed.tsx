import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

// Spec 2.1: the legacy path and the three current ones all show the login-unsuccessful page.
export const loginFailedRoutes = ['msg/error/login_failed', 'msg/error/login', 'msg/error/login/callback', 'msg/error/login/auth'].map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    component: lazyRouteComponent(() => import('../../shared/login-failed-page'), 'LoginFailedPage'),
  }),
);

/** Spec 2.1: the login-success message page (public). */
export const loginSuccessRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'msg/info/login_success',
  component: lazyRouteComponent(() => import('../../shared/login-success-page'), 'LoginSuccessPage'),
});
