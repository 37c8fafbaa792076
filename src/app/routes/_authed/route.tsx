import { lazy, Suspense } from 'react';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { clearTokenRecord } from '@/api/token-record';
import { hasLiveToken } from '@/auth/live-token';
import { BASE_PATH } from '@/auth/safe-redirect';

// Renewal, status checks, inactivity and cross-tab logout; a lazy chunk, not on the sign-in page.
const SessionLifecycle = lazy(() => import('@/auth/session-lifecycle').then((m) => ({ default: m.SessionLifecycle })));

/**
 * Pathless layout: everything under it needs a session with time left, else it goes to login. The
 * entry makes the same test and the same redirect before it loads the app (boot-paths.ts
 * needsSession, signInUrl), so a signed-out cold load of such a page never gets here.
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => {
    if (!hasLiveToken()) {
      clearTokenRecord();
      throw redirect({ to: '/login', search: { redirect_uri: `${BASE_PATH}${location.href}` } });
    }
  },
  component: () => (
    <>
      <Suspense fallback={null}>
        <SessionLifecycle />
      </Suspense>
      <Outlet />
    </>
  ),
});
