import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useRouter } from '@tanstack/react-router';
import { goTo, publicHref } from './navigation';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Router path without the /web base path, search string allowed. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** An in-app link held as a string: a real href (new tab, copy link) and client-side navigation. */
export function AppLink({ to, onClick, ref, ...rest }: AppLinkProps) {
  const router = useRouter();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (rest.target && rest.target !== '_self') return;
    event.preventDefault();
    goTo(router, to);
  };
  return <a ref={ref} href={publicHref(to)} onClick={handle} {...rest} />;
}
