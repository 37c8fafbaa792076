// The view of a resource list (search, predicate query, sort, page size, page position) and how
// it lives in the URL, so that a copied link or a reload reopens the same page of the same list.
// Pure: the routes validate search params with it, the list hook reads and writes it.
//
// In the URL only what differs from the defaults is kept:
//   ?search=web prod&query=labels["env"] == "prod"&sort=hostname:desc&limit=100
//    &cursors=["<startKey of page 2>","<startKey of page 3>"]&advanced=true&requestable=true
// `cursors` is the stack of startKeys that led to the current page: its last entry is the
// startKey of the current request, Previous pops it, Next pushes the answer's startKey.

import { z } from 'zod';

export type SortDir = 'asc' | 'desc';

export interface SortSpec {
  field: string;
  dir: SortDir;
}

export const PAGE_SIZES: readonly number[] = [25, 50, 100, 250, 500, 1000];
export const DEFAULT_LIMIT = 50;
/** Longest accepted free text (search and query), and deepest accepted page stack. */
export const MAX_TEXT = 2000;
export const MAX_CURSORS = 1000;
const MAX_CURSOR_LENGTH = 4096;

/** The full view, with defaults filled in. */
export interface ListView {
  search: string;
  query: string;
  /** The predicate input is shown (always true while a query is set). */
  advanced: boolean;
  sort: SortSpec;
  limit: number;
  cursors: string[];
  /** List what the user's requestable roles could reach (searchAsRoles=yes). */
  requestable: boolean;
}

/** What the URL carries. Every key is optional: a plain link opens the default view. */
export interface ListSearch {
  search?: string;
  query?: string;
  advanced?: boolean;
  sort?: string;
  limit?: number;
  cursors?: string[];
  requestable?: boolean;
}

/** What a list kind allows: its default sort and the fields the server may sort by. */
export interface ListKind {
  defaultSort: SortSpec;
  sortable: readonly string[];
}

const SORT_PATTERN = /^([A-Za-z_.]+)(?::(asc|desc))?$/;

/** 'hostname:desc' -> {hostname, desc}; 'name' -> {name, asc}; anything else -> null. */
export function parseSort(value: unknown): SortSpec | null {
  if (typeof value !== 'string') return null;
  const m = SORT_PATTERN.exec(value.trim());
  if (!m?.[1]) return null;
  return { field: m[1], dir: m[2] === 'desc' ? 'desc' : 'asc' };
}

export function formatSort(sort: SortSpec): string {
  return `${sort.field}:${sort.dir}`;
}

/** Clicking a header: the same field flips its direction, another field starts ascending. */
export function nextSort(current: SortSpec, field: string): SortSpec {
  if (current.field === field) return { field, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { field, dir: 'asc' };
}

/** Search params arrive parsed as JSON where they look like JSON ('123' is a number). */
const text = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((v) => String(v).slice(0, MAX_TEXT) || undefined)
  .optional()
  .catch(undefined);

const flag = z
  .unknown()
  .transform((v) => (v === true || v === 'true' || v === 1 || v === '1' ? true : undefined))
  .optional();

/**
 * The list view in the URL, for a route's validateSearch: the keys above with sane types, the
 * rest dropped. The fields are those of the contract's listing query (the generated
 * `list…QueryParams` in src/api/gen/zod.ts; list-view.test.ts checks they agree), kept here
 * rather than imported so that the generated validators stay out of the first-load bundle.
 */
export const listSearchSchema = z.object({
  search: text,
  query: text,
  advanced: flag,
  requestable: flag,
  sort: z
    .unknown()
    .transform((v) => {
      const sort = parseSort(v);
      return sort ? formatSort(sort) : undefined;
    })
    .optional(),
  limit: z
    .unknown()
    .transform((v) => {
      const limit = typeof v === 'string' ? Number(v) : v;
      return typeof limit === 'number' && PAGE_SIZES.includes(limit) ? limit : undefined;
    })
    .optional(),
  cursors: z
    .unknown()
    .transform((v) => {
      if (!Array.isArray(v)) return undefined;
      const cursors = v.filter((c): c is string => typeof c === 'string' && c !== '' && c.length <= MAX_CURSOR_LENGTH).slice(0, MAX_CURSORS);
      return cursors.length ? cursors : undefined;
    })
    .optional(),
});

/** Keeps the keys of the list view with sane types, drops the rest (undefined for a default). */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const parsed = listSearchSchema.parse(raw);
  const out: ListSearch = {};
  for (const [key, value] of Object.entries(parsed)) if (value !== undefined) Object.assign(out, { [key]: value });
  return out;
}

/** The full view of a URL's search for one list kind (an unknown sort field gives the default). */
export function readListView(search: ListSearch, kind: ListKind): ListView {
  const sort = parseSort(search.sort);
  const query = search.query ?? '';
  return {
    search: search.search ?? '',
    query,
    advanced: query !== '' || search.advanced === true,
    sort: sort && kind.sortable.includes(sort.field) ? sort : kind.defaultSort,
    limit: search.limit !== undefined && PAGE_SIZES.includes(search.limit) ? search.limit : DEFAULT_LIMIT,
    cursors: search.cursors ?? [],
    requestable: search.requestable === true,
  };
}

/** The URL form of a view: defaults left out. */
export function toListSearch(view: ListView, kind: ListKind): ListSearch {
  const out: ListSearch = {};
  if (view.search) out.search = view.search;
  if (view.query) out.query = view.query;
  else if (view.advanced) out.advanced = true;
  if (view.sort.field !== kind.defaultSort.field || view.sort.dir !== kind.defaultSort.dir) out.sort = formatSort(view.sort);
  if (view.limit !== DEFAULT_LIMIT) out.limit = view.limit;
  if (view.cursors.length) out.cursors = view.cursors;
  if (view.requestable) out.requestable = true;
  return out;
}

/** Anything that changes what is listed starts again from the first page. */
export function changeView(view: ListView, change: Partial<Omit<ListView, 'cursors'>>): ListView {
  return { ...view, ...change, cursors: [] };
}

export function nextPage(view: ListView, startKey: string): ListView {
  if (!startKey || view.cursors.length >= MAX_CURSORS) return view;
  return { ...view, cursors: [...view.cursors, startKey] };
}

export function previousPage(view: ListView): ListView {
  return { ...view, cursors: view.cursors.slice(0, -1) };
}

/** 1-based number of the current page. */
export function pageNumber(view: ListView): number {
  return view.cursors.length + 1;
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
  const query = view.query.trim();
  if (query) params.query = query;
  if (view.requestable && canRequestRoles) params.searchAsRoles = 'yes';
  return params;
}

/** Whether the list is narrowed by the user (for the empty state's wording). */
export function isFiltered(view: ListView): boolean {
  return view.search.trim() !== '' || view.query.trim() !== '';
}
