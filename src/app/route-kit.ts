// What the route files' loaders share: prefetching a page's data into react-query's cache, so the
// page's generated hook finds it there. A failed prefetch is not the route's error: the page
// shows it in place, with its own retry (spec 8), as it did before loaders existed.
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { getListClustersQueryKey } from '../api/gen/hooks/clusters/clusters';
import type { Cluster } from '../api/gen/model';
import { canRequestRoles, isUnknownCluster } from '../shared/resource-list/access';
import { listParams, readListView, type ListKind, type ListParams, type ListSearch } from '../shared/resource-list/list-view';
import type { ShellAccess } from './shell/shell-boot';

type QueryOptions<TData, TKey extends QueryKey> = EnsureQueryDataOptions<TData, unknown, TData, TKey>;

export async function prefetch<TData, TKey extends QueryKey>(queryClient: QueryClient, options: QueryOptions<TData, TKey>): Promise<void> {
  try {
    await queryClient.ensureQueryData(options);
  } catch {
    // The page's query holds the error and shows it.
  }
}

/**
 * A resource list's loader: the request the page will make for this URL (the same view, the
 * same searchAsRoles rule), unless the cluster is known not to exist (the page shows 404).
 */
export function prefetchList<TData, TKey extends QueryKey>(
  context: { queryClient: QueryClient; access: ShellAccess },
  clusterId: string,
  kind: ListKind,
  search: ListSearch,
  options: (params: ListParams) => QueryOptions<TData, TKey>,
): Promise<void> | undefined {
  const clusters = context.queryClient.getQueryData<Cluster[]>(getListClustersQueryKey());
  if (isUnknownCluster(clusters, clusterId)) return undefined;
  const params = listParams(readListView(search, kind), canRequestRoles(context.access.user));
  return prefetch(context.queryClient, options(params));
}
