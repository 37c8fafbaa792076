// @ts-check
/**
 * The real proxy's rules the mock mode plays, because Prism is stateless,
 * has no cookie jar and answers a missing credential with 401:
 *
 *   (a) a request with `Authorization: Bearer …` but no `__Host-session` cookie gets
 *       `Cookie: __Host-session=<mock>` added (the real proxy sets that HttpOnly cookie at login;
 *       over plain http the browser would refuse a `__Host-` cookie anyway); an `access_token`
 *       query parameter counts as a bearer token (as on the real proxy);
 *   (b) the real backend never sends 401: Prism's 401 becomes 403 `{"error":{"message":…}}` with
 *       the message the real proxy would use (`missing session cookie` / `need auth` /
 *       `bad bearer token`);
 *   (c) CORS headers that Prism adds are dropped (the real proxy sends none);
 *   (d) login (POST /webapi/sessions/web) and PUT /webapi/users/password/token need
 *       `X-CSRF-Token` equal to the token served in index.html, otherwise 403 `access denied`.
 */
import { randomBytes } from 'node:crypto';
import { hasCookie, safeEqual } from './http-util.mjs';

/** Mock `__Host-session` value; real format is hex(JSON{user,sid}) */
const MOCK_SESSION_COOKIE = Buffer.from(JSON.stringify({ user: 'mock', sid: 'mock-session' })).toString('hex');

/**
 * One CSRF token per gateway instance: 32 random bytes, hex. The real proxy's cookie is
 * `__Host-grv_csrf` (Secure); over plain http browsers keep `__Host-`/Secure cookies only on
 * loopback, and the gateway may be reached by another name, so the http gateway uses a plain name. Nothing checks the cookie; the console reads the meta tag.
 * @param {boolean} secure
 */
export function createCsrf(secure) {
  const token = randomBytes(32).toString('hex');
  const cookie = secure
    ? `__Host-grv_csrf=${token}; Path=/; HttpOnly; Secure; SameSite=Strict`
    : `grv_csrf=${token}; Path=/; HttpOnly; SameSite=Strict`;
  return { token, cookie };
}

/** Routes where the real proxy checks X-CSRF-Token (d). @param {string} method @param {string} apiPath */
export function isCsrfRoute(method, apiPath) {
  return (method === 'POST' && apiPath === '/webapi/sessions/web') || (method === 'PUT' && apiPath === '/webapi/users/password/token');
}

/** @param {import('node:http').IncomingMessage} req @param {string} token */
export function csrfMatches(req, token) {
  const sent = req.headers['x-csrf-token'];
  return typeof sent === 'string' && safeEqual(sent, token);
}

/**
 * (a): the bearer from `access_token` and the mock session cookie, as request headers to add.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} search  the query ('' or '?…')
 * @returns {{ bearer: boolean, sessionCookie: boolean, headers: Record<string, string> }}
 *   what the browser sent, and the headers to set over its own
 */
export function addMockCredentials(req, search) {
  /** @type {Record<string, string>} */
  const headers = {};
  const sessionCookie = hasCookie(req.headers.cookie, '__Host-session');
  const auth = String(req.headers.authorization || '');
  let bearer = /^bearer\s+\S/i.test(auth);
  if (!auth) {
    // The real proxy also accepts ?access_token= (checked first); Prism only knows the header.
    const token = search ? new URLSearchParams(search.slice(1)).get('access_token') : null;
    if (token) {
      headers.authorization = `Bearer ${token}`;
      bearer = true;
    }
  }
  if (bearer && !sessionCookie) {
    const c = `__Host-session=${MOCK_SESSION_COOKIE}`;
    headers.cookie = req.headers.cookie ? `${req.headers.cookie}; ${c}` : c;
  }
  return { bearer, sessionCookie, headers };
}

/**
 * (b): the real proxy's message for a request Prism refused with 401. Same order of checks as the
 * real proxy: cookie, then bearer presence, then bearer value.
 * @param {{ csrfRoute: boolean, bearer: boolean, sessionCookie: boolean }} c
 */
export function authFailureMessage(c) {
  if (c.csrfRoute) return 'access denied';
  if (c.bearer) return 'bad bearer token';
  return c.sessionCookie ? 'need auth' : 'missing session cookie';
}

/** (c) @param {string} header lower-case name */
export const isCorsHeader = (header) => header.startsWith('access-control-');
