import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

export interface LoginSearch {
  redirect_uri?: string;
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect_uri === 'string' ? { redirect_uri: search.redirect_uri } : {},
  component: lazyRouteComponent(() => import('../../features/login/login.page'), 'LoginPage'),
});
