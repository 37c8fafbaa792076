import { useEffect, useRef } from 'react';
import { useRouter, useSearch } from '@tanstack/react-router';
import { goToSafeRedirect } from '@/shared/navigation/remembered-path';
import { mountLoginScreen } from './login-screen';

/**
 * The /login route inside the app (after a logout or a redirect): the same screen as the entry's,
 * the plain-DOM one (login-screen.ts), mounted into this route's element.
 */
export function LoginPage() {
  const router = useRouter();
  const { redirect_uri } = useSearch({ from: '/login' });
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    return mountLoginScreen(ref.current, { redirectUri: redirect_uri, onSignedIn: (target) => goToSafeRedirect(router, target) });
  }, [router, redirect_uri]);
  return <div ref={ref} />;
}
