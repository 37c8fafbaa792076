import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

// Login unsuccessful (public): the legacy path and the three current ones show the same page.
export const Route = createFileRoute('/msg/error/login/auth')({
  component: lazyRouteComponent(() => import('@/shared/pages/login-failed-page'), 'LoginFailedPage'),
});
