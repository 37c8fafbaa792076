import { getListAppsQueryOptions } from '@/api/gen/hooks/resources/resources';
import { resourceListKind } from '@/shared/resource-list/list-view';

/** The list's default sort, the fields the server may sort it by, its URL and its request (the route's loader and the page share them). */
export const APPS = resourceListKind({
  defaultSort: 'name:asc',
  sortable: ['name', 'description', 'publicAddr'],
  request: (clusterId, params) => getListAppsQueryOptions(clusterId, params),
});
