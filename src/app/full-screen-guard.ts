// The guard of the full-screen pages beside the shell (terminal, joined session, desktop, player):
// the user's access decides, as inside the shell. The shell's boot module is kept once loaded, as
// the shell route does, and a failed download of it is tried again on the next navigation.
//
// The page's own chunk is not started here in parallel with the guard: measured with
// `npm run bench:boot` on this 2-core machine, a terminal in a new tab drew its first output
// about 180 ms later that way (its ~90 modules competing with the user context call and the
// guard for the main thread and the server), so the chunk loads when the page renders.
import type { QueryClient } from '@tanstack/react-query';
import type { Feature } from '@/platform/registry/feature';
import { importOnce } from '@/shared/lazy/import-once';

const shellBoot = importOnce(() => import('@/app/shell/shell-boot'));

export interface FullScreenGuardArgs {
  context: { queryClient: QueryClient; registry: readonly Feature[] };
  location: { pathname: string };
}

/** A full-screen route's beforeLoad: redirects a user who may not open the page. */
export async function guardFullScreenRoute({ context, location }: FullScreenGuardArgs): Promise<void> {
  const { guardFullScreen } = await shellBoot.load();
  await guardFullScreen(context.queryClient, context.registry, location.pathname);
}
