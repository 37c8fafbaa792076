import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** Headless SSO approval: signed in, outside the shell. */
export const Route = createFileRoute('/_authed/headless/$requestId')({
  component: lazyRouteComponent(() => import('@/features/headless/headless.route'), 'HeadlessRoute'),
});
