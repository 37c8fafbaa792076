// Moving to an in-app path held as a string (registry links, remembered paths, rewritten
// cluster paths). Paths are router paths without the /web base path.
import { redirect, type AnyRouter } from '@tanstack/react-router';
import { BASE_PATH } from '@/auth/safe-redirect';

export function publicHref(path: string): string {
  return `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}

export function goTo(router: AnyRouter, path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) router.history.replace(publicHref(path));
  else router.history.push(publicHref(path));
}

/** For beforeLoad: a redirect to a string path. */
export function redirectTo(path: string): never {
  throw redirect({ href: publicHref(path), replace: true });
}
