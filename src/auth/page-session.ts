// After SSO or the invite/reset flow, the proxy serves index.html with the new session in the
// `grv_bearer_token` meta tag: base64 of the CreateSessionResponse JSON.
import { saveTokenRecord, tokenRecordFromSession } from '@/api/token-record';

/** Stores the session the page carries, if any. Returns true when one was adopted. */
export function adoptSessionFromPage(doc: Document = document, storage: Storage = localStorage): boolean {
  const meta = doc.querySelector('meta[name="grv_bearer_token"]');
  const content = meta?.getAttribute('content') ?? '';
  if (content === '' || content.includes('{{')) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(atob(content));
  } catch {
    return false;
  }
  const s = parsed as Record<string, unknown>;
  if (typeof s?.token !== 'string' || s.token === '' || typeof s.expires_in !== 'number') return false;
  saveTokenRecord(
    tokenRecordFromSession({
      token: s.token,
      expires_in: s.expires_in,
      sessionExpires: typeof s.sessionExpires === 'string' ? s.sessionExpires : '',
      sessionInactiveTimeout: typeof s.sessionInactiveTimeout === 'number' ? s.sessionInactiveTimeout : 0,
    }),
    storage,
  );
  // Read once: the token does not linger in the DOM.
  meta?.setAttribute('content', '');
  return true;
}
