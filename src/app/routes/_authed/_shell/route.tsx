import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { PageLoader } from '@/shared/pages/page-loader';
import { ShellInitError } from '@/app/errors/shell-init-error';

/**
 * Pathless layout of the authenticated shell (side nav, top bar, banners). Boot loads the
 * context, clusters, preferences and alerts in parallel (a spinner, then the shell or the
 * error on a full page), and the registry's route guard runs here for every path below
 * (src/app/shell/shell-boot.ts, a lazy chunk like the layout).
 *
 * Full-screen authenticated pages (terminal, desktop) sit beside this layout, under _authed.
 */
// Kept once loaded: awaiting import() again would cost every navigation a task (and often a frame).
let shellBoot: typeof import('@/app/shell/shell-boot') | undefined;

export const Route = createFileRoute('/_authed/_shell')({
  beforeLoad: async ({ context: { queryClient, registry }, location }) => {
    shellBoot ??= await import('@/app/shell/shell-boot');
    return shellBoot.bootShell(queryClient, registry, location.pathname);
  },
  pendingMs: 400,
  pendingComponent: PageLoader,
  errorComponent: ShellInitError,
  component: lazyRouteComponent(() => import('@/app/shell/shell-layout'), 'ShellLayout'),
});
