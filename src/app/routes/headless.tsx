import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from './authed';

/** Headless SSO approval: signed in, outside the shell (spec 2.1). */
export const headlessRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'headless/$requestId',
  component: lazyRouteComponent(() => import('../../features/headless/headless.route'), 'HeadlessRoute'),
});
