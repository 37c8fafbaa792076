// What the shell route does before anything renders (loaded with the shell, not with sign-in):
// the boot calls in parallel, the registry resolved for this user, and the one route guard.
import type { QueryClient } from '@tanstack/react-query';
import { getGetUserContextQueryOptions, getListClustersQueryOptions } from '../../api/gen/hooks/clusters/clusters';
import { getGetUserPreferencesQueryOptions } from '../../api/gen/hooks/user/user';
import { readConfig, validateConfig } from '../../platform/config';
import { accessEnv, type AccessEnv } from '../../platform/registry/flags';
import { registry } from '../features/registry';
import { decideRoute, firstLink, resolveFeatures, rootTarget, type ResolvedFeature } from '../../platform/registry/resolve';
import { redirectTo } from '../../shared/navigation';

export interface ShellAccess {
  env: AccessEnv;
  features: ResolvedFeature[];
  proxyCluster: string;
  /** Where the exact root goes (spec 2.1). */
  rootTarget: string;
  /** The first Resources page of a cluster, or null when none is registered for this user. */
  firstResourceLink: (clusterId: string) => string | null;
}

/** Starts a query the shell can do without (its error shows in place), unless it ran already. */
function warm(queryClient: QueryClient, options: { queryKey: readonly unknown[] }) {
  return queryClient.getQueryState(options.queryKey) ? undefined : queryClient.prefetchQuery(options as never);
}

export async function bootShell(queryClient: QueryClient, pathname: string): Promise<{ access: ShellAccess }> {
  const config = readConfig();
  const [context] = await Promise.all([
    queryClient.ensureQueryData(getGetUserContextQueryOptions(config.proxyCluster)),
    warm(queryClient, getListClustersQueryOptions()),
    warm(queryClient, getGetUserPreferencesQueryOptions()),
    validateConfig(),
  ]);
  const env = accessEnv(context.userAcl, config);
  const features = resolveFeatures(registry, env);
  const decision = decideRoute(registry, features, pathname, { clusterId: config.proxyCluster });
  if (decision.kind === 'redirect') redirectTo(decision.to);
  return {
    access: {
      env,
      features,
      proxyCluster: config.proxyCluster,
      rootTarget: rootTarget(features, config.proxyCluster),
      firstResourceLink: (clusterId) => firstLink(features, 'resources', clusterId),
    },
  };
}
