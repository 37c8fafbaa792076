// What the shell route does before anything renders (loaded with the shell, not with sign-in):
// the boot calls in parallel, the registry resolved for this user, and the one route guard
// (also run by the full-screen pages, such as the terminal, which sit outside the shell).
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { UserContext } from '@/api/gen/model';
import {
  getGetUserContextQueryOptions,
  getListClusterAlertsQueryOptions,
  getListClustersQueryOptions,
} from '@/api/gen/hooks/clusters/clusters';
import { getGetUserPreferencesQueryOptions } from '@/api/gen/hooks/user/user';
import { isStrictContract } from '@/api/contract-check';
import { readConfig, validateConfig, validateConfigLater } from '@/platform/config';
import { accessEnv, type AccessEnv } from '@/platform/registry/flags';
import type { Feature } from '@/platform/registry/feature';
import { decideRoute, firstLink, resolveFeatures, rootTarget, type ResolvedFeature } from '@/platform/registry/resolve';
import { redirectToRemembered } from '@/shared/navigation/remembered-path';
import { shellUserContext } from '@/platform/shell-data';
import { preloadBannersFor } from '@/app/boot-calls';
import { awaitShellPage } from '@/api/first-screen';

export interface ShellAccess {
  user: UserContext;
  env: AccessEnv;
  features: ResolvedFeature[];
  proxyCluster: string;
  /** Where the exact root goes: the first navigable Resources page, else support. */
  rootTarget: string;
  /** The first Resources page of a cluster, or null when none is registered for this user. */
  firstResourceLink: (clusterId: string) => string | null;
}

/** Starts a query the shell can do without (its error shows in place), unless it ran already. */
function warm<TData, TError, TKey extends QueryKey>(queryClient: QueryClient, options: FetchQueryOptions<TData, TError, TData, TKey>) {
  return queryClient.getQueryState(options.queryKey) ? undefined : queryClient.prefetchQuery(options);
}

/**
 * `options` whose first run answers with `first` (a call already on the way, see
 * src/app/boot-calls.ts), later runs (retries, refetches) asking as usual.
 */
function withFirst<O extends object>(options: O, first: Promise<unknown> | undefined): O {
  const fetcher = 'queryFn' in options ? options.queryFn : undefined;
  if (!first || typeof fetcher !== 'function') return options;
  let pending: Promise<unknown> | undefined = first;
  const queryFn = (...args: unknown[]): unknown => {
    const answer = pending;
    pending = undefined;
    return answer ?? (fetcher as (...a: unknown[]) => unknown)(...args);
  };
  return { ...options, queryFn };
}

/** The calls the entry already sent, if any (src/app/boot-calls.ts). */
export interface FirstAnswers {
  context?: Promise<unknown>;
  clusters?: Promise<unknown>;
  preferences?: Promise<unknown>;
  alerts?: Promise<unknown>;
}

/**
 * The alerts' first run; when the answer has some, the banners' files are preloaded, so the shell
 * can draw the banners with the page (banners.tsx) rather than push the page down a moment later.
 */
function warmAlerts(queryClient: QueryClient, proxyCluster: string, first: Promise<unknown> | undefined) {
  // As the shell's hook asks (use-cluster-alerts.ts): no retries; a failure is only logged there.
  const options = withFirst({ ...getListClusterAlertsQueryOptions(proxyCluster), retry: false }, first);
  return warm(queryClient, options)?.then(() => preloadBannersFor(queryClient.getQueryData(options.queryKey)));
}

/** The boot calls, into `queryClient`; resolves with the user context's answer. */
function bootCalls(queryClient: QueryClient, proxyCluster: string, first: FirstAnswers = {}) {
  return Promise.all([
    queryClient.ensureQueryData(withFirst(getGetUserContextQueryOptions(proxyCluster), first.context)),
    warm(queryClient, withFirst(getListClustersQueryOptions(), first.clusters)),
    warm(queryClient, withFirst(getGetUserPreferencesQueryOptions(), first.preferences)),
    warmAlerts(queryClient, proxyCluster, first.alerts),
  ]).then(([answer]) => answer);
}

let early: { queryClient: QueryClient; calls: ReturnType<typeof bootCalls> } | null = null;

/**
 * Starts the boot calls before the app chunk and the router are there (src/app/boot-start.ts, on
 * a signed-in load of a shell page), taking over `first` (calls the entry sent): the first
 * bootShell with the same cache takes them over, their failure included (once: a retry of the
 * boot asks again).
 */
export function startBootCalls(queryClient: QueryClient, first?: FirstAnswers): void {
  const calls = bootCalls(queryClient, readConfig().proxyCluster, first);
  calls.catch(() => undefined);
  early = { queryClient, calls };
}

export async function bootShell(
  queryClient: QueryClient,
  registry: readonly Feature[],
  pathname: string,
): Promise<{ access: ShellAccess }> {
  const config = readConfig();
  const started = early?.queryClient === queryClient ? early.calls : null;
  early = null;
  const [answer] = await Promise.all([
    started ?? bootCalls(queryClient, config.proxyCluster),
    // Strict (dev, tests): a config that breaks the contract stops the boot with its message.
    // Production: checked when idle and reported, not on the way to the shell.
    isStrictContract() ? validateConfig() : validateConfigLater(),
  ]);
  // A context of the wrong shape fails here with a message naming the call (not deep in the flags).
  const context = shellUserContext(answer, config.proxyCluster);
  const env = accessEnv(context.userAcl, config);
  const features = resolveFeatures(registry, env);
  const decision = decideRoute(registry, features, pathname, { clusterId: config.proxyCluster });
  if (decision.kind === 'redirect') redirectToRemembered(decision.to);
  // The shell is on its way: the first screen's watch waits for its page (banners.tsx).
  awaitShellPage();
  return {
    access: {
      user: context,
      env,
      features,
      proxyCluster: config.proxyCluster,
      rootTarget: rootTarget(features, config.proxyCluster),
      firstResourceLink: (clusterId) => firstLink(features, 'resources', clusterId),
    },
  };
}

/**
 * The guard of a full-screen page (terminal, desktop, player): its feature's flag decides, as in
 * the shell; a page the user may not open goes to the root.
 */
export async function guardFullScreen(queryClient: QueryClient, registry: readonly Feature[], pathname: string): Promise<void> {
  const config = readConfig();
  const context = shellUserContext(
    await queryClient.ensureQueryData(getGetUserContextQueryOptions(config.proxyCluster)),
    config.proxyCluster,
  );
  const features = resolveFeatures(registry, accessEnv(context.userAcl, config));
  const decision = decideRoute(registry, features, pathname, { clusterId: config.proxyCluster });
  if (decision.kind === 'redirect') redirectToRemembered(decision.to);
}
