// The shell's own data (the cluster list, the user context, the cluster alerts) read defensively.
// In production a response that breaks the contract is only reported and its data passes on, and an
// empty body is not checked at all, so the shell checks the shape it relies on itself: a wrong
// shape becomes an error that names the call, shown where that data is shown (the cluster
// selector, the context error page), never a crash of the whole console.
import type { Access, Cluster, ClusterAlert, UserAcl, UserContext } from '@/api/gen/model';

/** A shell call answered with data of the wrong shape. */
export class ShellDataError extends Error {
  override readonly name = 'ShellDataError';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How an unexpected value reads in a message: 'an empty body', 'an object', 'a number'. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === '') return 'an empty body';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

function shapeError(call: string, expected: string, got: string): ShellDataError {
  return new ShellDataError(
    `The server's answer to ${call} is not ${expected} (it sent ${got}). Try again; if it persists, the proxy may be misconfigured or of a version this console does not support.`,
  );
}

export const LIST_CLUSTERS_CALL = 'GET /v1/webapi/sites';

/** The clusters of GET /v1/webapi/sites, or a ShellDataError naming the call (a React Query `select`). */
export function clusterList(data: unknown): Cluster[] {
  if (!Array.isArray(data)) throw shapeError(LIST_CLUSTERS_CALL, 'a list of clusters', describeValue(data));
  const bad = data.findIndex((c) => !isObject(c) || typeof c.name !== 'string');
  if (bad >= 0) throw shapeError(LIST_CLUSTERS_CALL, 'a list of clusters', `an item without a name at position ${bad + 1}`);
  return data as Cluster[];
}

const NO_ACCESS: Access = { list: false, read: false, edit: false, create: false, remove: false, use: false };

type AreaKey = { [K in keyof UserAcl]: UserAcl[K] extends boolean ? never : K }[keyof UserAcl];
type FlagKey = Exclude<keyof UserAcl, AreaKey>;
/** Every resource area of the ACL (an Access object each); tests build ACL fixtures from it too. */
export const ACL_AREAS = [
  'recordedSessions',
  'activeSessions',
  'authConnectors',
  'roles',
  'users',
  'trustedClusters',
  'events',
  'tokens',
  'nodes',
  'appServers',
  'dbServers',
  'db',
  'kubeServers',
  'desktops',
  'accessRequests',
  'billing',
  'connectionDiagnostic',
  'download',
  'license',
  'plugins',
  'integrations',
  'deviceTrust',
  'lock',
  'assist',
  'samlIdpServiceProvider',
] as const satisfies readonly AreaKey[];
/** These default to true when absent. */
const FLAGS = ['clipboard', 'desktopSessionRecording', 'directorySharing'] as const satisfies readonly FlagKey[];
// A compile error here means the contract's ACL gained an area or a flag the lists above lack.
const EVERY_KEY: Record<Exclude<keyof UserAcl, (typeof ACL_AREAS)[number] | (typeof FLAGS)[number]>, never> = {};
void EVERY_KEY;

function access(value: unknown): Access {
  if (!isObject(value)) return { ...NO_ACCESS };
  const out = { ...NO_ACCESS };
  for (const key of Object.keys(NO_ACCESS) as (keyof Access)[]) if (value[key] === true) out[key] = true;
  return out;
}

/**
 * The user context of GET /v1/webapi/sites/{cluster}/context. Without a user name or an ACL object
 * there is nothing the shell can show: a ShellDataError naming the call. An ACL area that is
 * missing or malformed grants nothing (so the features it guards stay hidden).
 */
export function shellUserContext(data: unknown, clusterId: string): UserContext {
  const call = `GET /v1/webapi/sites/${clusterId}/context`;
  if (!isObject(data)) throw shapeError(call, 'a user context', describeValue(data));
  if (typeof data.userName !== 'string') throw shapeError(call, 'a user context', 'no userName');
  const raw = data.userAcl;
  if (!isObject(raw)) throw shapeError(call, 'a user context', `userAcl as ${describeValue(raw)}`);
  const acl = Object.fromEntries([
    ...ACL_AREAS.map((k) => [k, access(raw[k])]),
    ...FLAGS.map((k) => [k, raw[k] !== false]),
  ]) as unknown as UserAcl;
  return { ...(data as unknown as UserContext), userAcl: acl };
}

/**
 * The alerts of GET /v1/webapi/sites/{cluster}/sitealerts: `alerts` may be null or absent (no
 * alerts); alerts without a name, a message or a numeric severity are skipped. `onProblem` hears
 * what was wrong, naming the call.
 */
export function alertList(data: unknown, clusterId: string, onProblem: (message: string) => void = () => {}): ClusterAlert[] {
  const call = `GET /v1/webapi/sites/${clusterId}/sitealerts`;
  if (data === undefined || data === '') return [];
  if (!isObject(data)) {
    onProblem(`The server's answer to ${call} is not an object of alerts (it sent ${describeValue(data)}).`);
    return [];
  }
  if (data.alerts === null || data.alerts === undefined) return [];
  if (!Array.isArray(data.alerts)) {
    onProblem(`The server's answer to ${call} has alerts as ${describeValue(data.alerts)}, not a list.`);
    return [];
  }
  const valid = data.alerts.filter(
    (a: unknown): a is ClusterAlert =>
      isObject(a) &&
      isObject(a.metadata) &&
      typeof a.metadata.name === 'string' &&
      isObject(a.spec) &&
      typeof a.spec.message === 'string' &&
      typeof a.spec.severity === 'number',
  );
  if (valid.length < data.alerts.length)
    onProblem(`${data.alerts.length - valid.length} alert(s) of ${call} lack a name, a message or a severity and are not shown.`);
  return valid;
}
