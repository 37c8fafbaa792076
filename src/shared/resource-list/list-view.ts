// The view of a resource list (search, picked labels, predicate query, sort, page size, page
// position, columns) and how it lives in the URL, so that a copied link or a reload reopens the
// same page of the same list. The URL keys are those of the data-list kit (search, sort, limit,
// cursors: see shared/data-list/search-schema.ts) plus the resource lists' own:
//   ?search=web prod&labels={"team":["sre"]}&query=labels["env"] == "prod"&sort=hostname:desc&limit=100
//    &cursors=["<startKey of page 2>","<startKey of page 3>"]&advanced=true&requestable=true
//    &columns=["hostname","labels"]
// Only what differs from the defaults is kept. Pure: the route validates its search with the
// kind's schema, its loader and the page both compute the request with readListView + listParams.
import type { QueryFunction, QueryKey, SkipToken } from '@tanstack/react-query';
import * as z from '@/platform/url-schema';
import { DEFAULT_LIMIT, listSearchShape, MAX_TEXT, PAGE_SIZES, safe } from '@/shared/data-list/search-schema';
import { formatSort, parseSort, type SortParam, type SortSpec } from '@/shared/data-list/sort';
import { cleanColumnIds } from '@/shared/data-list/column-choice';
import { cleanPicks, combinedQuery, NO_PICKS, pickCount, type LabelPicks } from './label-picks';

export { DEFAULT_LIMIT, PAGE_SIZES };

/** Search params arrive parsed as JSON where they look like JSON ('123' is a number). */
const text = safe(z.union([z.string(), z.number(), z.boolean()]), (v) => String(v).slice(0, MAX_TEXT) || undefined);

const flag = z.optional(
  z.pipe(
    z.unknown(),
    z.transform((v) => (v === true || v === 'true' || v === 1 || v === '1' ? true : undefined)),
  ),
);

/**
 * The schema of a resource list's URL. The fields are those of the contract's listing query (the
 * generated `list…QueryParams` in src/api/gen/zod.ts; list-view.test.ts checks they agree), not
 * checked against them at run time so that the generated validators stay out of the first-load
 * bundle (route files are part of it).
 */
export function resourceSearchSchema<F extends string>(options: { defaultSort: SortParam<F>; sortable: readonly F[] }) {
  return z.object({
    ...listSearchShape({ defaultSort: options.defaultSort, sortable: options.sortable, pageSizes: PAGE_SIZES }),
    query: text,
    /** Labels picked (label-picks.ts): `{"env":["prod","dev"]}`; malformed parts dropped. */
    labels: z.optional(
      z.pipe(
        z.unknown(),
        z.transform((v) => {
          const picks = cleanPicks(v);
          return pickCount(picks) > 0 ? picks : undefined;
        }),
      ),
    ),
    advanced: flag,
    requestable: flag,
    /** The ids of the columns shown (column-choice.ts), capped; absent: the remembered choice. */
    columns: safe(z.array(z.unknown()), (v) => cleanColumnIds(v) ?? undefined),
  });
}

export type ResourceSearchSchema = ReturnType<typeof resourceSearchSchema<string>>;

/** What the URL carries (every key optional: a plain link opens the default view). */
export type ListSearch = z.output<ResourceSearchSchema>;

/** A list kind: its default sort, the fields the server may sort by, and the schema of its URL. */
/**
 * A list's request for a cluster and a view: its query key and fetcher (the operation's generated
 * query options). The route's loader prefetches it and the page queries it, so the two cannot
 * disagree and the prefetch is never wasted.
 */
export type ListRequest<TData = unknown> = (
  clusterId: string,
  params: ListParams,
) => { queryKey: QueryKey; queryFn?: QueryFunction<TData, QueryKey, never> | SkipToken };

export interface ListKind<TData = unknown> {
  defaultSort: SortSpec;
  sortable: readonly string[];
  schema: ResourceSearchSchema;
  request: ListRequest<TData>;
}

export function resourceListKind<F extends string, TData>(options: {
  defaultSort: SortParam<F>;
  sortable: readonly F[];
  request: ListRequest<TData>;
}): ListKind<TData> {
  const defaultSort = parseSort(options.defaultSort);
  if (!defaultSort) throw new Error(`Bad default sort ${options.defaultSort}`);
  return {
    defaultSort,
    sortable: options.sortable,
    schema: resourceSearchSchema(options) as unknown as ResourceSearchSchema,
    request: options.request,
  };
}

/** The full view, with defaults filled in. */
export interface ListView {
  search: string;
  query: string;
  /** Labels picked with the picker, the facet panel or a row's chip (ANDed with the query). */
  labels: LabelPicks;
  /** The predicate input is shown (always true while a query is set). */
  advanced: boolean;
  sort: SortSpec;
  limit: number;
  cursors: readonly string[];
  /** List what the user's requestable roles could reach (searchAsRoles=yes). */
  requestable: boolean;
  /** The columns chosen in the URL (ids the table lacks are dropped when shown); null: none. */
  columns: readonly string[] | null;
}

/** Keeps the keys of the list view with sane types, drops the rest (undefined for a default). */
export function validateListSearch(kind: ListKind, raw: Record<string, unknown>): ListSearch {
  const parsed = kind.schema.parse(raw);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) if (value !== undefined) out[key] = value;
  return out as ListSearch;
}

/** The full view of a URL's search for one list kind (an unknown sort field gives the default). */
export function readListView(search: ListSearch, kind: ListKind): ListView {
  const sort = parseSort(search.sort);
  const query = search.query ?? '';
  return {
    search: search.search ?? '',
    query,
    labels: search.labels ?? NO_PICKS,
    advanced: query !== '' || search.advanced === true,
    sort: sort && kind.sortable.includes(sort.field) ? sort : kind.defaultSort,
    limit: search.limit !== undefined && PAGE_SIZES.includes(search.limit) ? search.limit : DEFAULT_LIMIT,
    cursors: search.cursors ?? [],
    requestable: search.requestable === true,
    columns: search.columns ?? null,
  };
}

/** The listing query parameters of the contract (limit, startKey, search, query, sort, searchAsRoles). */
export interface ListParams {
  limit: number;
  sort: string;
  startKey?: string;
  search?: string;
  query?: string;
  searchAsRoles?: 'yes';
}

/**
 * The request for a view. searchAsRoles is sent (as the exact value 'yes' the backend wants) only
 * when the user asked for it and has roles to request.
 */
export function listParams(view: ListView, canRequestRoles: boolean): ListParams {
  const params: ListParams = { limit: view.limit, sort: formatSort(view.sort) };
  const startKey = view.cursors[view.cursors.length - 1];
  if (startKey) params.startKey = startKey;
  const search = view.search.trim();
  if (search) params.search = search;
  const query = combinedQuery(view.labels, view.query);
  if (query) params.query = query;
  if (view.requestable && canRequestRoles) params.searchAsRoles = 'yes';
  return params;
}

/** Whether the list is narrowed by the user (for the empty state's wording). */
export function isFiltered(view: Pick<ListView, 'search' | 'query' | 'labels'>): boolean {
  return view.search.trim() !== '' || view.query.trim() !== '' || pickCount(view.labels) > 0;
}
