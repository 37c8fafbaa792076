// The boot calls of a signed-in load, sent by the entry itself as soon as it runs, before any other
// chunk is asked for: on a cold load the browser's few connections then carry them first, not
// behind the ~100 module files of the app and the shell. The answers are handed to the query cache
// (boot-start.ts -> shell-boot.ts) as the first result of the same queries the shell asks for.
// The requests are the generated fetchers' (getUserContext, listClusters, getUserPreferences,
// listClusterAlerts: the banners, drawn with the shell rather than pushing the page down later),
// made with the same httpMutator, so headers, errors and the contract check are the same; they are
// written out here because importing the generated hooks modules would put react-query's hooks in
// the sign-in page's entry (shell-boot.test.ts checks the two agree).
import { httpMutator } from '@/api/http';
import { apiPath } from '@/api/path';
import { hasLiveToken } from '@/auth/live-token';
import { readConfig } from '@/platform/config';
import { isShellPath } from './boot-paths';
import { preloadGroups } from './boot-preload';

export interface EarlyBootCalls {
  proxyCluster: string;
  context: Promise<unknown>;
  clusters: Promise<unknown>;
  preferences: Promise<unknown>;
  alerts: Promise<unknown>;
}

let early: EarlyBootCalls | null = null;

/**
 * Sends the boot calls when `path` (an app path) is a shell page and the session has time left;
 * otherwise nothing (a signed-out user goes to sign in without a request). Once per load.
 */
export function startEarlyBootCalls(path: string | null): void {
  if (early || path === null || !isShellPath(path) || !hasLiveToken()) return;
  const { proxyCluster } = readConfig();
  const calls = {
    proxyCluster,
    context: httpMutator({ url: apiPath`/webapi/sites/${proxyCluster}/context`, method: 'GET' }),
    clusters: httpMutator({ url: '/webapi/sites', method: 'GET' }),
    preferences: httpMutator({ url: '/webapi/user/preferences', method: 'GET' }),
    alerts: httpMutator({ url: apiPath`/webapi/sites/${proxyCluster}/alerts`, method: 'GET' }),
  };
  // Whoever takes them over sees the failure; unhandled meanwhile is not an error.
  for (const p of [calls.context, calls.clusters, calls.preferences, calls.alerts]) p.catch(() => undefined);
  calls.alerts.then(preloadBannersFor, () => undefined);
  early = calls;
}

/**
 * When an answer of the cluster alerts call has alerts, preloads the banners' files (the
 * `banners` group of the boot preloads), so the shell can draw them with the page rather than
 * after it (src/app/shell/banners.tsx).
 */
export function preloadBannersFor(answer: unknown): void {
  const alerts = typeof answer === 'object' && answer !== null ? (answer as { alerts?: unknown }).alerts : undefined;
  if (Array.isArray(alerts) && alerts.length > 0) preloadGroups(['banners'], import.meta.env.BASE_URL);
}

/** The calls started by startEarlyBootCalls, handed over once. */
export function takeEarlyBootCalls(): EarlyBootCalls | null {
  const calls = early;
  early = null;
  return calls;
}
