// When the first screen of the app is up (src/api/first-screen.ts): the router's first load
// has resolved, and the shell shows its page (which waits a moment for the banners), then no
// query is in flight (the page's list, the shell's calls), then a frame has been drawn. Held
// from the entry (main.tsx) on a signed-in load; the hold's time limit covers a screen that
// never settles.
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { firstScreenShown, holdUntilFirstScreen, whenShellPageShown } from '@/api/first-screen';

function whenNoFetching(queryClient: QueryClient, done: () => void): void {
  if (queryClient.isFetching() === 0) return done();
  const stop = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() > 0) return;
    stop();
    done();
  });
}

export function watchFirstScreen(router: AnyRouter, queryClient: QueryClient): void {
  holdUntilFirstScreen();
  const stop = router.subscribe('onResolved', () => {
    stop();
    // The page's calls start as it mounts, in the commit that shows it: looked at a task later.
    whenShellPageShown(() =>
      setTimeout(() => whenNoFetching(queryClient, () => requestAnimationFrame(() => setTimeout(firstScreenShown, 0))), 0),
    );
  });
}
