// Redirect targets are forced onto the console's own origin.

export const BASE_PATH = '/web';

/**
 * The path (with search and hash) to go to after sign-in. Anything that is not a same-origin
 * URL under /web — another host, a protocol-relative '//host', a 'javascript:' URL — gives '/web'.
 */
export function safeRedirectPath(target: unknown, origin: string = globalThis.location.origin): string {
  if (typeof target !== 'string' || target.trim() === '') return BASE_PATH;
  // Backslashes are read as slashes by browsers ('/\\evil.com' is protocol-relative).
  if (target.includes('\\')) return BASE_PATH;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return BASE_PATH;
  }
  if (url.origin !== origin) return BASE_PATH;
  if (url.pathname !== BASE_PATH && !url.pathname.startsWith(`${BASE_PATH}/`)) return BASE_PATH;
  if (url.pathname.startsWith(`${BASE_PATH}/login`)) return BASE_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}
