import type { AuthProvider } from '@/platform/config';

/**
 * The URL an SSO button goes to: the provider's template with :providerName and :redirect filled
 * in. Only same-origin targets are followed (the proxy redirects on to the identity provider);
 * anything else gives null and the button is not offered.
 */
export function ssoLoginUrl(provider: AuthProvider, redirectPath: string, origin: string = globalThis.location.origin): string | null {
  const filled = provider.url
    .replace(':providerName', encodeURIComponent(provider.name))
    .replace(':redirect', encodeURIComponent(new URL(redirectPath, origin).toString()));
  let url: URL;
  try {
    url = new URL(filled, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || filled.includes('\\')) return null;
  return `${url.pathname}${url.search}`;
}
