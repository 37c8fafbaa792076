// Leaving the console for the app's origin, and where to. sendBrowserTo is a full navigation that
// replaces the launcher in history (Back does not launch again).
import type { CreateAppSessionResponse } from '@/api/gen/model';
import { appAuthUrl } from '@/shared/connect/app-access';

export function sendBrowserTo(url: string): void {
  window.location.replace(url);
}

/**
 * Step 2's target: the app auth handler on the host the app session names, which must be the app
 * the proxy resolved; null (refuse) otherwise.
 */
export function sessionTarget(
  resolvedFqdn: string,
  created: CreateAppSessionResponse,
  port: string,
  state: string,
  path?: string,
): string | null {
  if (created.fqdn.toLowerCase() !== resolvedFqdn.toLowerCase()) return null;
  return appAuthUrl({ host: created.fqdn, port, state, subject: created.subject_cookie_value, cookie: created.cookie_value, path });
}
