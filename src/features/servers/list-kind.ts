import { resourceListKind } from '@/shared/resource-list/list-view';

/** The list's default sort, the fields the server may sort it by and its URL (the route and the page share it). */
export const NODES = resourceListKind({ defaultSort: 'hostname:asc', sortable: ['hostname', 'addr'] });
