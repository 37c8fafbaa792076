// The Console node list's URL (a search) and its request: the generated listNodes, one page of
// 50 after another ("Load more"), shared by the route's loader and the page.
import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from '@/platform/url-schema';
import { getListNodesQueryKey, listNodes } from '@/api/gen/hooks/resources/resources';
import type { ListNodesParams } from '@/api/gen/model';
import { searchField } from '@/shared/data-list/search-schema';

export const consoleNodesSearchSchema = z.object({ search: searchField({ maxLength: 200 }) });

export const PAGE_SIZE = 50;

export function consoleNodesQuery(clusterId: string, search: string | undefined) {
  const params: ListNodesParams = { limit: PAGE_SIZE, sort: 'hostname:asc', ...(search ? { search } : {}) };
  return infiniteQueryOptions({
    // Its own key: the cache entry holds pages, not the one page the Servers list keeps there.
    queryKey: [...getListNodesQueryKey(clusterId, params), 'pages'] as const,
    queryFn: ({ pageParam, signal }) =>
      listNodes(clusterId, { ...params, ...(pageParam ? { startKey: pageParam } : {}) }, undefined, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.startKey || undefined,
  });
}
