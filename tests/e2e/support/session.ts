// Browser tests that do not test sign-in start signed in: each worker signs alice in once through
// the API, as the sign-in page does (the page's CSRF token, then POST /webapi/sessions/web), and
// keeps the answer; `restoreSession` then writes it into a page's local storage as the sign-in page
// would have (the token record and the latest activity, both stamped now) without loading the
// console to do so. The mock does not track sessions (Prism answers every call from the contract),
// so the reset before each test (support/test.ts) leaves the kept session valid.
import { request, test, type Page } from '@playwright/test';
import { tokenRecordFromSession, TOKEN_STORAGE_KEY, type SessionResponseFields } from '../../../src/api/token-record';
import { LAST_ACTIVE_KEY } from '../../../src/auth/storage-keys';

export const USER = 'alice';
export const PASSWORD = 'correct horse battery';

const basePort = Number(process.env.E2E_PORT ?? 3181);

/** This worker's stack (support/test.ts points baseURL there). */
export const workerOrigin = () => `http://127.0.0.1:${basePort + test.info().parallelIndex}`;

/** One sign-in per worker and origin (WebAuthn tests use localhost rather than 127.0.0.1). */
const sessions = new Map<string, Promise<SessionResponseFields>>();

async function signInThroughApi(origin: string): Promise<SessionResponseFields> {
  const api = await request.newContext({ baseURL: origin });
  try {
    const login = await api.get('/web/login');
    const csrf = /<meta name="grv_csrf_token" content="([^"]*)"/.exec(await login.text())?.[1];
    if (!csrf) throw new Error(`no CSRF token in ${origin}/web/login`);
    const answer = await api.post('/v1/webapi/sessions/web', {
      headers: { 'X-CSRF-Token': csrf },
      data: { user: USER, pass: PASSWORD },
    });
    if (!answer.ok()) throw new Error(`sign-in through the API failed (${answer.status()}): ${await answer.text()}`);
    return (await answer.json()) as SessionResponseFields;
  } finally {
    await api.dispose();
  }
}

/** This worker's session at `origin`, signed in on first use. */
function storedSession(origin: string): Promise<SessionResponseFields> {
  let session = sessions.get(origin);
  if (!session) {
    session = signInThroughApi(origin);
    // A failed sign-in is tried again by the next test rather than failing every one after it.
    session.catch(() => sessions.delete(origin));
    sessions.set(origin, session);
  }
  return session;
}

/**
 * Makes `page` signed in as alice at `origin` (default this worker's stack), as after the sign-in
 * page: its next visit to the console opens signed in. The page is left on a blank page of that
 * origin, served by the test itself.
 */
export async function restoreSession(page: Page, origin = workerOrigin()) {
  const session = await storedSession(origin);
  const blank = `${origin}/__e2e/restore-session`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,"><title>restoring the session</title>' }),
  );
  await page.goto(blank);
  await page.unroute(blank);
  await page.evaluate(
    ([tokenKey, record, activeKey]) => {
      const now = Date.now();
      localStorage.setItem(tokenKey, JSON.stringify({ ...record, created: now }));
      localStorage.setItem(activeKey, String(now));
    },
    [TOKEN_STORAGE_KEY, tokenRecordFromSession(session), LAST_ACTIVE_KEY] as const,
  );
}
