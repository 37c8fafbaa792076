import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The login-success message page (public). */
export const Route = createFileRoute('/msg/info/login_success')({
  component: lazyRouteComponent(() => import('@/shared/pages/login-success-page'), 'LoginSuccessPage'),
});
