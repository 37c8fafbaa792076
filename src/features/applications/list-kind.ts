import type { ListKind } from '../../shared/resource-list/list-view';

/** The list's default sort and the fields the server may sort it by (the route and the page share it). */
export const APPS: ListKind = { defaultSort: { field: 'name', dir: 'asc' }, sortable: ['name', 'description', 'publicAddr'] };
