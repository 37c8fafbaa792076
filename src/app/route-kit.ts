// What the route files' loaders share: starting a page's request into react-query's cache as soon
// as the route matches (or is hovered: preloading), in parallel with the page's lazy chunk, so the
// page's generated hook finds it in flight or done. The loader does not wait for it: the page
// shows its own loading skeleton, and a failure in place with its retry, not the route's
// error screen.
import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { getListClustersQueryKey } from '@/api/gen/hooks/clusters/clusters';
import type { Cluster } from '@/api/gen/model';
import { canRequestRoles, isUnknownCluster } from '@/shared/resource-list/access';
import { listParams, readListView, type ListKind, type ListParams, type ListSearch } from '@/shared/resource-list/list-view';
import type { ShellAccess } from '@/app/shell/shell-boot';

type QueryOptions<TData, TKey extends QueryKey> = EnsureQueryDataOptions<TData, unknown, TData, TKey>;

export function prefetch<TData, TKey extends QueryKey>(queryClient: QueryClient, options: QueryOptions<TData, TKey>): void {
  // The page's query holds an error and shows it.
  queryClient.ensureQueryData(options).catch(() => undefined);
}

/**
 * A loader's prefetch for a page whose generated hooks are not otherwise in the first load:
 * `start` imports the hooks module (in parallel with the page's own chunk, which needs it too)
 * and then calls `prefetch`. A failed import is the page's to show, not the loader's.
 */
export function prefetchLazy(start: () => Promise<unknown>): void {
  start().catch(() => undefined);
}

/**
 * A resource list's loader: the kind's request (the one the page makes) for this URL (the same
 * view, the same searchAsRoles rule), unless the cluster is known not to exist (the page shows 404).
 */
export function prefetchList<TData>(
  context: { queryClient: QueryClient; access: ShellAccess },
  clusterId: string,
  kind: ListKind<TData>,
  search: ListSearch,
): void {
  const clusters = context.queryClient.getQueryData<Cluster[]>(getListClustersQueryKey());
  if (isUnknownCluster(clusters, clusterId)) return;
  prefetch(context.queryClient, kind.request(clusterId, listRequestParams(context.access, kind, search)));
}

/** The params of the request a list's page makes for this URL (the loader's and the page's). */
export function listRequestParams(access: ShellAccess, kind: ListKind, search: ListSearch): ListParams {
  return listParams(readListView(search, kind), canRequestRoles(access.user));
}
