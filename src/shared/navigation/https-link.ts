// The one gate for links the server supplies (an alert's or banner's link, the AWS console link
// of a deployment, a SAML app's SSO URL): such a link is shown as a link, or opened, only when it
// is https, carries no user name or password, and points at one of the hosts its place allows
// (an exact host, or also its subdomains); anything else is shown as plain text or refused.

export interface HttpsLinkRule {
  /** The hosts allowed, compared without case. */
  hosts: readonly string[];
  /** Their subdomains too ("docs.goteleport.com" for "goteleport.com"). */
  subdomains?: boolean;
  /** Refuses an explicit port. */
  noPort?: boolean;
}

export function isHttpsLink(url: string | undefined | null, rule: HttpsLinkRule): boolean {
  if (!url) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  if (rule.noPort && parsed.port) return false;
  const host = parsed.hostname.toLowerCase();
  return rule.hosts.some((allowed) => {
    const h = allowed.toLowerCase();
    return host === h || (rule.subdomains === true && host.endsWith(`.${h}`));
  });
}
