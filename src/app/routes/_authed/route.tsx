import { lazy, Suspense } from 'react';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { clearTokenRecord, loadTokenRecord, tokenTimeLeftMs } from '@/api/token-record';
import { BASE_PATH } from '@/auth/safe-redirect';

// Renewal, status checks, inactivity and cross-tab logout; a lazy chunk, not on the sign-in page.
const SessionLifecycle = lazy(() => import('@/auth/session-lifecycle').then((m) => ({ default: m.SessionLifecycle })));

/** Pathless layout: everything under it needs a session with time left, else it goes to login. */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ location }) => {
    const record = loadTokenRecord();
    if (!record || tokenTimeLeftMs(record) <= 0) {
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
