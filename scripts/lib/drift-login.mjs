// The drift check's sign-in with --user/--password, done as a browser does it.
import { randomBytes } from 'node:crypto';

/** The server refused the credentials: nothing behind the sign-in can be checked. */
export class CredentialsRefused extends Error {}

/** `name=value` of each Set-Cookie header. */
const cookiePairs = (res) =>
  [res.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0].trim())
    .filter((c) => c.includes('='));

/** The content of `<meta name="NAME" content="...">` in an HTML page ('' when absent). */
export function readMeta(html, name) {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!new RegExp(`\\bname=["']${name}["']`, 'i').test(tag)) continue;
    const m = /\bcontent=["']([^"']*)["']/i.exec(tag);
    return m
      ? m[1]
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&')
      : '';
  }
  return '';
}

/**
 * Log in as the browser does: the login page gives the CSRF token (its grv_csrf_token meta) and
 * sets the matching cookie; the login call sends both back. Works with the real proxy (which
 * compares the header with its `__Host-grv_csrf` cookie) and the embedded default (which compares
 * it with the token it served).
 * @param {object} o  the options; gets `token`, `cookie` and `loggedIn`
 * @param {Function} send  the drift check's HTTP request function
 */
export async function login(o, send) {
  const page = await send(o, 'GET', `${o.upstream}/web/login`, { headers: { Accept: 'text/html' } });
  let csrf = page.status === 200 ? readMeta(page.text, 'grv_csrf_token') : '';
  const cookies = cookiePairs(page);
  if (!csrf) {
    // No login page to read (a proxy without the web UI): a token of our own, in the real
    // proxy's cookie, which is what it compares the header with.
    csrf = randomBytes(32).toString('hex');
    cookies.push(`__Host-grv_csrf=${csrf}`);
  }
  const body = JSON.stringify({ user: o.user, pass: o.password, ...(o.otp ? { second_factor_token: o.otp } : {}) });
  const res = await send(o, 'POST', `${o.upstream}/v1/webapi/sessions/web`, {
    headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf, ...(cookies.length ? { Cookie: cookies.join('; ') } : {}) },
    body,
  });
  const message = () => {
    try {
      return JSON.parse(res.text)?.error?.message ?? res.text.slice(0, 200);
    } catch {
      return res.text.slice(0, 200);
    }
  };
  if (res.status === 401 || res.status === 403)
    throw new CredentialsRefused(`the credentials were refused: login as ${o.user} answered ${res.status} "${message()}"`);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${message()}`);
  let token;
  try {
    token = JSON.parse(res.text).token;
  } catch {
    token = undefined;
  }
  if (!token) throw new Error('login answered without a token');
  o.token = token;
  // The real proxy sets the session cookie at login; the embedded default adds its own.
  o.cookie = cookiePairs(res).find((c) => c.startsWith('__Host-session=')) ?? '';
  o.loggedIn = true;
}
