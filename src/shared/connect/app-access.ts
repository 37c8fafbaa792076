// Application access: the launcher route's URL, and the rules for the only places the console
// sends a browser on behalf of an app. Used by the Applications list (building launch links) and
// the launcher (reading them, then redirecting).
//
// The host rule (documented in docs/features.md):
// - The launcher sends the browser only to https://{fqdn}[:{port of this page}]/x-teleport-auth,
//   where {fqdn} is the FQDN the proxy itself named: first the answer of the FQDN resolution,
//   then the app session's `fqdn`, which must be the same name. It must be a well-formed DNS name
//   (no scheme, user info, path or port can ride along). The launch link's own text is never a
//   target, so a crafted /web/launch/... link cannot send anyone elsewhere: the proxy answers
//   404 for an app it does not know.
// - The optional `path` carried through the exchange must be a path on that host ('/...', not
//   '//...' and no backslash).
// - A SAML app's SSO URL is followed only over https on this proxy's own host (where the IdP
//   lives); otherwise it is shown as text.
// - An app's public address and URI are shown as text, never as links.
import { BASE_PATH } from '@/auth/safe-redirect';
import { isHttpsLink } from '@/shared/navigation/https-link';

export interface LaunchParams {
  fqdn: string;
  clusterId?: string;
  publicAddr?: string;
  /** AWS role ARN (AWS console apps). */
  arn?: string;
}

/** Router path of the launcher for an app: /launch/{fqdn}/{clusterId?}/{publicAddr?}/{arn?}. */
export function launchPath(p: LaunchParams): string {
  const segments = [p.fqdn, p.clusterId, p.publicAddr, p.arn];
  // Optional segments are positional: keep the ones before the last given one.
  let last = 0;
  segments.forEach((s, i) => {
    if (s) last = i;
  });
  return `/launch/${segments
    .slice(0, last + 1)
    .map((s) => encodeURIComponent(s ?? ''))
    .join('/')}`;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** A DNS name: dot-separated labels of letters, digits and hyphens; nothing else. */
export function isValidHostname(host: string): boolean {
  if (!host || host.length > 253) return false;
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  return labels.every((l) => LABEL.test(l));
}

/** The launcher's parameters from the raw (still encoded) pathname, or null when malformed. */
export function parseLaunchPath(pathname: string): LaunchParams | null {
  const prefix = `${BASE_PATH}/launch/`;
  if (!pathname.startsWith(prefix)) return null;
  let parts: string[];
  try {
    parts = pathname.slice(prefix.length).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  const [fqdn = '', clusterId = '', publicAddr = '', ...rest] = parts;
  if (!isValidHostname(fqdn)) return null;
  const params: LaunchParams = { fqdn: fqdn.toLowerCase() };
  if (clusterId) params.clusterId = clusterId;
  if (publicAddr) params.publicAddr = publicAddr;
  // An ARN holds a '/'; a link that did not encode it still reads as one ARN.
  const arn = rest.join('/');
  if (arn) params.arn = arn;
  return params;
}

/** A path on the app's host to land on after the exchange, or null. */
export function safeAppPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}

export interface AppAuthTarget {
  /** The FQDN the proxy named. */
  host: string;
  /** This page's port ('' for the scheme's default). */
  port: string;
  state?: string;
  subject?: string;
  cookie?: string;
  path?: string | null;
}

/** https://{host}[:port]/x-teleport-auth with the exchange's values, or null when the host is not a DNS name. */
export function appAuthUrl(t: AppAuthTarget): string | null {
  if (!isValidHostname(t.host)) return null;
  if (t.port && !/^\d{1,5}$/.test(t.port)) return null;
  const url = new URL(`https://${t.host.toLowerCase()}${t.port ? `:${t.port}` : ''}/x-teleport-auth`);
  if (t.state) url.searchParams.set('state', t.state);
  if (t.subject) url.searchParams.set('subject', t.subject);
  const path = safeAppPath(t.path);
  if (path) url.searchParams.set('path', path);
  // The session cookie's value travels in the fragment, which is never sent to a server.
  if (t.cookie) url.hash = `value=${encodeURIComponent(t.cookie)}`;
  return url.toString();
}

/** Whether a SAML app's SSO URL may be opened: https on this proxy's own host (https-link.ts). */
export function isAllowedSsoUrl(url: string | null | undefined, proxyHostname: string): boolean {
  return isHttpsLink(url, { hosts: [proxyHostname] });
}
