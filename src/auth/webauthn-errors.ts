// What a user reads when the browser's WebAuthn call fails. The browser's own texts ('This is an
// invalid domain.', 'The operation either timed out or was not allowed. See: https://...') are for
// developers; users get the product's short text, and when the page's address is the cause (an IP
// address instead of a name, or plain http on another host than localhost) a plain hint that says
// which address works instead.

/** The product's WebAuthn error texts. */
export const WEBAUTHN_UNSUPPORTED =
  'this browser does not support Webauthn required for hardware tokens, please try the latest version of Chrome, Firefox or Safari';
export const CREDENTIAL_NOT_OBTAINED = 'error obtaining credential, please try again';
export const CREDENTIAL_NOT_CREATED = 'error creating credential, please try again';

/** Getting an assertion (sign-in, approval, per-session MFA) or creating a credential (registration). */
export type WebauthnCeremony = 'get' | 'create';

/** The parts of the page's address that decide whether WebAuthn can work there. */
export interface PageAddress {
  protocol: string;
  hostname: string;
  port: string;
  pathname: string;
  isSecureContext: boolean;
}

export function currentAddress(): PageAddress | null {
  if (typeof window === 'undefined' || !window.location) return null;
  const { protocol, hostname, port, pathname } = window.location;
  return { protocol, hostname, port, pathname, isSecureContext: window.isSecureContext !== false };
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** An IPv4 or IPv6 literal (location.hostname keeps an IPv6 address in brackets). */
export function isIpAddress(hostname: string): boolean {
  return IPV4.test(hostname) || hostname.includes(':') || hostname.startsWith('[');
}

function isLoopback(hostname: string): boolean {
  return (
    hostname.startsWith('127.') || hostname === '[::1]' || hostname === '::1' || hostname === 'localhost' || hostname.endsWith('.localhost')
  );
}

/** The same page on `localhost` (same scheme, port and path), for a page opened on a loopback IP. */
function localhostUrl(where: PageAddress): string {
  const base = where.pathname.startsWith('/web') ? '/web' : '';
  return `${where.protocol}//localhost${where.port ? `:${where.port}` : ''}${base}`;
}

/**
 * The plain-words fix when the page's address keeps hardware keys from working, or null when the
 * address is fine: WebAuthn refuses an IP address as the relying party (the browser says 'This
 * is an invalid domain.'), and it needs a secure context (https, or http on localhost).
 */
export function addressHint(where: PageAddress | null): string | null {
  if (!where) return null;
  if (isIpAddress(where.hostname)) {
    const instead = isLoopback(where.hostname)
      ? `open the console at ${localhostUrl(where)} or its DNS name`
      : 'open the console at its DNS name';
    return `Hardware keys need a domain name: ${instead} instead of an IP address.`;
  }
  if (!where.isSecureContext || (where.protocol === 'http:' && !isLoopback(where.hostname))) {
    return `Hardware keys need a secure connection: open the console over https (plain http works only on localhost).`;
  }
  return null;
}

function errorName(error: unknown): string {
  return error && typeof error === 'object' && 'name' in error && typeof error.name === 'string' ? error.name : '';
}

/**
 * The text to show for a failed WebAuthn call. The address hint comes first when the address is
 * the cause (a SecurityError, or any failure on an address where WebAuthn cannot work); otherwise
 * the product's text for the ceremony, whatever the browser said.
 */
export function webauthnFailureText(error: unknown, ceremony: WebauthnCeremony, where: PageAddress | null = currentAddress()): string {
  const base = ceremony === 'get' ? CREDENTIAL_NOT_OBTAINED : CREDENTIAL_NOT_CREATED;
  const hint = addressHint(where);
  if (hint) return `${base.replace(', please try again', '')}. ${hint}`;
  if (errorName(error) === 'SecurityError') {
    return `${base.replace(', please try again', '')}. This address cannot use hardware keys: open the console at the domain name it is registered for.`;
  }
  return base;
}

/** The error a WebAuthn call rejects with: the user's text as its message, the browser's error as its cause. */
export class WebauthnFailure extends Error {
  constructor(error: unknown, ceremony: WebauthnCeremony, where?: PageAddress | null) {
    super(webauthnFailureText(error, ceremony, where === undefined ? currentAddress() : where), { cause: error });
    this.name = 'WebauthnFailure';
  }
}
