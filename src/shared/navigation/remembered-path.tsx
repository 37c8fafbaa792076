// Paths held as strings: ONLY for a path the app remembered at run time (the side nav's memory
// of each category, the resource memory strip, the guard's redirect to the address a user asked
// for, the safe redirect after sign-in, a cluster swapped into the current address, the registry's computed first page). Every
// other in-app link is typed: RouterButton / RouterAnchor / RouterMenuItem / RouterNavLink
// (router-links.tsx), TanStack's Link, or router.navigate({ to, params, search }). ESLint refuses
// these helpers outside the files that remember paths (eslint.config.js).
//
// Paths are router paths without the /web base path ('/cluster/one/nodes?query=x').
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { redirect, useRouter, type AnyRouter } from '@tanstack/react-router';
import { BASE_PATH } from '@/auth/safe-redirect';

/** The address of a remembered router path, with the /web base path. */
export function rememberedHref(path: string): string {
  return `${BASE_PATH}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Goes to a remembered router path (client-side). */
export function goToRemembered(router: AnyRouter, path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) router.history.replace(rememberedHref(path));
  else router.history.push(rememberedHref(path));
}

/** After sign-in: the same-origin address the user first asked for (checked by auth/safe-redirect), /web included. */
export function goToSafeRedirect(router: AnyRouter, href: string): void {
  router.history.push(href);
}

/** For beforeLoad: a redirect to a remembered (or computed) router path. */
export function redirectToRemembered(path: string): never {
  throw redirect({ href: rememberedHref(path), replace: true });
}

export interface RememberedLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Router path without the /web base path, search string allowed. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to a remembered path: a real href (new tab, copy link) and client-side navigation. */
export function RememberedLink({ to, onClick, ref, ...rest }: RememberedLinkProps) {
  const router = useRouter();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    goToRemembered(router, to);
  };
  return <a ref={ref} href={rememberedHref(to)} onClick={handle} {...rest} />;
}
