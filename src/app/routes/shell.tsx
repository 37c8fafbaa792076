import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authedRoute } from './authed';
import { PageLoader } from '../../shared/page-loader';
import { ShellInitError } from './shell-init-error';

/**
 * Pathless layout of the authenticated shell (side nav, top bar, banners). Boot loads the
 * context, clusters and preferences in parallel (spec 4.3: a spinner, then the shell or the
 * error on a full page), and the registry's route guard runs here for every path below
 * (src/app/shell/shell-boot.ts, a lazy chunk like the layout).
 *
 * Full-screen authenticated pages (terminal, desktop) are children of authedRoute instead.
 */
export const shellRoute = createRoute({
  getParentRoute: () => authedRoute,
  id: 'shell',
  beforeLoad: async ({ context: { queryClient }, location }) => {
    const { bootShell } = await import('../shell/shell-boot');
    return bootShell(queryClient, location.pathname);
  },
  pendingMs: 400,
  pendingComponent: PageLoader,
  errorComponent: ShellInitError,
  component: lazyRouteComponent(() => import('../shell/shell-layout'), 'ShellLayout'),
});
