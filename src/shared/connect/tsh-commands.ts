// The `tsh login` step every connect dialog starts with. A local user names the local connector
// and the user; an SSO user lets tsh pick the cluster's default connector. For a leaf cluster the
// cluster name follows, so that tsh selects it after logging in through the root proxy.
import { shellFlag, shellQuote } from '@/shared/text/shell-quote';

export interface LoginTarget {
  /** The proxy's public address as the browser reaches it (host[:port]). */
  proxyHost: string;
  /** 'local' or 'sso' (the user context's authType). */
  authType: string;
  userName: string;
  /** The cluster of the resource. */
  clusterId: string;
  /** The root cluster this proxy belongs to. */
  proxyCluster: string;
}

export function tshLoginCommand(target: LoginTarget): string {
  const parts = ['tsh', 'login', shellFlag('proxy', target.proxyHost)];
  if (target.authType === 'local') parts.push('--auth=local', shellFlag('user', target.userName));
  if (target.clusterId && target.clusterId !== target.proxyCluster) parts.push(shellQuote(target.clusterId));
  return parts.join(' ');
}

/** The login target of the signed-in user for a cluster, through the proxy this page came from. */
export function loginTargetFor(
  user: { authType: string; userName: string },
  proxyCluster: string,
  clusterId: string,
  proxyHost: string = globalThis.location.host,
): LoginTarget {
  return { proxyHost, authType: user.authType, userName: user.userName, clusterId, proxyCluster };
}
