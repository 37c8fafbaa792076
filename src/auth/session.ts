// The app's session manager, wired to the generated API calls and to the browser.
import { deleteWebSession, getUserStatus, renewWebSession } from '@/api/gen/hooks/sessions/sessions';
import { SessionManager, type LogoutReason } from './session-manager';
import { BASE_PATH } from './safe-redirect';

/** The login URL to leave for; an involuntary logout remembers where the user was. */
export function loginUrl(reason: LogoutReason, location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  if (reason === 'user') return `${BASE_PATH}/login`;
  return `${BASE_PATH}/login?redirect_uri=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

export const sessionManager = new SessionManager({
  storage: localStorage,
  now: () => Date.now(),
  renew: () => renewWebSession({}),
  checkStatus: () => getUserStatus(),
  deleteSession: () => deleteWebSession(),
  // A full page load: nothing of the signed-in state survives in memory.
  onLoggedOut: (reason) => window.location.assign(loginUrl(reason)),
  events: window,
});

/** Logout from the user menu. */
export function logout(): Promise<void> {
  return sessionManager.logout('user');
}
