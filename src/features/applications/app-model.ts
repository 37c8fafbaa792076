// What an app row shows beyond its wire fields: the kind of launch, the address with its protocol, the launch
// URL and (for SAML apps) the SSO URL.
import type { App } from '@/api/gen/model';
import { isAllowedSsoUrl, launchPath } from '@/shared/connect/app-access';

export type AppLaunchKind = 'web' | 'aws' | 'saml' | 'tcp' | 'cloud';

/**
 * SAML IdP service providers arrive as apps with `samlApp` and `samlAppSsoUrl` in later
 * backends; this era's contract has neither field, so they are read only if the server sends
 * them (never invented).
 */
function samlFields(app: App): { samlApp: boolean; ssoUrl: string } {
  const extra = app as App & { samlApp?: unknown; samlAppSsoUrl?: unknown };
  return {
    samlApp: extra.samlApp === true,
    ssoUrl: typeof extra.samlAppSsoUrl === 'string' ? extra.samlAppSsoUrl : '',
  };
}

export function isTcpEndpoint(app: App): boolean {
  return app.uri.toLowerCase().startsWith('tcp://');
}

export function isCloudEndpoint(app: App): boolean {
  return app.uri.toLowerCase().startsWith('cloud://');
}

/** Cloud or TCP endpoints cannot be launched by the browser: they get instructions. */
export function isCloudOrTcpEndpoint(app: App): boolean {
  return isTcpEndpoint(app) || isCloudEndpoint(app);
}

export function appLaunchKind(app: App): AppLaunchKind {
  if (samlFields(app).samlApp) return 'saml';
  if (app.awsConsole) return 'aws';
  if (isTcpEndpoint(app)) return 'tcp';
  if (isCloudEndpoint(app)) return 'cloud';
  return 'web';
}

/** The address shown: the public address with the protocol it is reached by. */
export function addrWithProtocol(app: App): string {
  if (!app.publicAddr) return app.uri;
  if (isCloudEndpoint(app)) return `cloud://${app.publicAddr}`;
  if (isTcpEndpoint(app)) return `tcp://${app.publicAddr}`;
  return `https://${app.publicAddr}`;
}

/** Router path of the launcher for this app (and AWS role). */
export function appLaunchPath(app: App, arn?: string): string {
  return launchPath({ fqdn: app.fqdn, clusterId: app.clusterId, publicAddr: app.publicAddr, arn });
}

/** A SAML app's SSO URL when it may be opened (https on this proxy's host), else null. */
export function allowedSsoUrl(app: App, proxyHostname: string): string | null {
  const { ssoUrl } = samlFields(app);
  return isAllowedSsoUrl(ssoUrl, proxyHostname) ? ssoUrl : null;
}

/** The SSO URL as the server sent it (shown as text when it may not be opened). */
export function rawSsoUrl(app: App): string {
  return samlFields(app).ssoUrl;
}

export function appDisplayName(app: App): string {
  return app.friendlyName || app.name;
}
