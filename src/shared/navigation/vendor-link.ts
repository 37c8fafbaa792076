// Links that come from the server (alerts, banners) are clickable only when they point at the
// vendor's own site over https; anything else is shown as plain text.

export const VENDOR_HOSTS: readonly string[] = ['goteleport.com'];

export function isVendorLink(url: string | undefined | null): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  return VENDOR_HOSTS.some((v) => host === v || host.endsWith(`.${v}`));
}
