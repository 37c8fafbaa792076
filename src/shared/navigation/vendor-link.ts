// Links that come from the server (alerts, banners) are clickable only when they point at the
// vendor's own site over https (https-link.ts); anything else is shown as plain text.
import { isHttpsLink } from './https-link';

export const VENDOR_HOSTS: readonly string[] = ['goteleport.com'];

export function isVendorLink(url: string | undefined | null): boolean {
  return isHttpsLink(url, { hosts: VENDOR_HOSTS, subdomains: true });
}
