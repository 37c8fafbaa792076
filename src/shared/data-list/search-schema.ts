// Builders for the search schema of a list route (its `validateSearch`). Every field is
// optional and safe: a missing, malformed or hostile value parses to undefined (the view's
// default) instead of failing the route, text is length-capped, the page stack is a capped array
// of capped strings, and only values that differ from nothing are kept, so a plain link is the
// default view and the default view writes nothing into the URL.
//
// Each field is registered in `viewFields` with what useUrlView needs to know about it (its kind
// and defaults), so the hook reads any schema built from these fields, whatever else it holds:
//
//   validateSearch: listSearchSchema({ sortable: ['hostname', 'addr'], defaultSort: 'hostname:asc', params: listNodesQueryParams })
//   validateSearch: z.object({ search: searchField(), ...dateRangeSearchShape({ defaultPreset: '24h' }), cursors: cursorsField() })
//
// `params` is the operation's generated query-parameter schema (src/api/gen/zod.ts): a value the
// contract would refuse (say, a sort the regex rejects, a limit under its minimum) is dropped here.
//
// Built with src/platform/url-schema.ts, zod/mini's API without zod (the route files that use these
// are in the app chunk, which the first load needs, and zod is not).
// `safe(base, fn)` is classic zod's `base.transform(fn).optional().catch(undefined)`.
import * as z from '@/platform/url-schema';
import { cleanCursors } from './cursors';
import { isRangePreset, parseInstant, type DateRangeOptions, type RangePreset } from './date-range';
import { formatSort, parseSort, type SortParam, type SortSpec } from './sort';

export const MAX_TEXT = 2000;
export const DEFAULT_LIMIT = 50;
export const DEFAULT_MAX_LIMIT = 1000;
/** The page sizes of the resource lists. */
export const PAGE_SIZES: readonly number[] = [25, 50, 100, 250, 500, 1000];

/** What useUrlView learns about a field of the schema. */
export type ViewFieldMeta =
  | { kind: 'search' }
  | { kind: 'sort'; defaultSort: SortSpec; sortable: readonly string[] }
  | { kind: 'limit'; defaultLimit: number; pageSizes: readonly number[] | null }
  | { kind: 'cursors' }
  | { kind: 'range'; options: DateRangeOptions }
  | { kind: 'from' }
  | { kind: 'to' };

export const viewFields = z.registry<ViewFieldMeta>();

/** The generated query-parameter schema of a listing operation (only its shape is read). */
export interface GeneratedParams {
  shape: Record<string, { safeParse: (value: unknown) => { success: boolean } } | undefined>;
}

/** `base`, then `fn` of it; missing is undefined, and anything that fails is undefined too. */
export function safe<I extends z.AnySchema, O>(base: I, fn: (value: z.output<I>) => O) {
  return z.catch(z.optional(z.pipe(base, z.transform(fn))), undefined);
}

function contractAccepts(params: GeneratedParams | undefined, key: string, value: unknown): boolean {
  const field = params?.shape[key];
  return !field || field.safeParse(value).success;
}

/** Free text (search). Numbers and booleans the URL parser made of it are text again. */
export function searchField(options: { maxLength?: number; params?: GeneratedParams } = {}) {
  const max = options.maxLength ?? MAX_TEXT;
  return safe(z.union([z.string(), z.number(), z.boolean()]), (v) => {
    const text = String(v).slice(0, max);
    return text !== '' && contractAccepts(options.params, 'search', text) ? text : undefined;
  }).register(viewFields, { kind: 'search' });
}

export interface SortOptions<F extends string> {
  /** The fields the server (or the table) may sort by. */
  sortable: readonly F[];
  defaultSort: SortParam<F> | F;
  params?: GeneratedParams;
}

/** `field:dir` of one of the sortable fields (a bare field is ascending); anything else is dropped. */
export function sortField<F extends string>(options: SortOptions<F>) {
  const fallback = parseSort(options.defaultSort);
  if (!fallback || !options.sortable.includes(fallback.field as F))
    throw new Error(`The default sort ${options.defaultSort} is not sortable`);
  return safe(z.string(), (v): SortParam<F> | undefined => {
    const sort = parseSort(v);
    if (!sort || !options.sortable.includes(sort.field as F)) return undefined;
    const param = formatSort(sort) as SortParam<F>;
    return contractAccepts(options.params, 'sort', param) ? param : undefined;
  }).register(viewFields, { kind: 'sort', defaultSort: fallback, sortable: options.sortable });
}

export interface LimitOptions {
  defaultLimit?: number;
  maxLimit?: number;
  /** When set, only these sizes are accepted (the page-size picker's choices). */
  pageSizes?: readonly number[];
  params?: GeneratedParams;
}

/** A whole page size in 1..maxLimit (and one of pageSizes, when given). */
export function limitField(options: LimitOptions = {}) {
  const max = options.maxLimit ?? DEFAULT_MAX_LIMIT;
  const sizes = options.pageSizes ?? null;
  return safe(z.union([z.number(), z.string()]), (v) => {
    const n = typeof v === 'string' ? Number(v) : v;
    if (!Number.isInteger(n) || n < 1 || n > max) return undefined;
    if (sizes && !sizes.includes(n)) return undefined;
    return contractAccepts(options.params, 'limit', n) ? n : undefined;
  }).register(viewFields, { kind: 'limit', defaultLimit: options.defaultLimit ?? DEFAULT_LIMIT, pageSizes: sizes });
}

/** The stack of startKeys that led to the current page (see cursors.ts); not an array: dropped. */
export function cursorsField() {
  return safe(z.array(z.unknown()), (v) => {
    const cursors = cleanCursors(v);
    return cursors.length ? cursors : undefined;
  }).register(viewFields, { kind: 'cursors' });
}

export type ListSearchOptions<F extends string> = SortOptions<F> & LimitOptions & { maxSearchLength?: number };

/** The fields of a searched, sorted, cursor-paged list: search, sort, limit and cursors. */
export function listSearchShape<F extends string>(options: ListSearchOptions<F>) {
  return {
    search: searchField({ maxLength: options.maxSearchLength, params: options.params }),
    sort: sortField(options),
    limit: limitField(options),
    cursors: cursorsField(),
  };
}

export function listSearchSchema<F extends string>(options: ListSearchOptions<F>) {
  return z.object(listSearchShape(options));
}

/** The fields of a date range: `range` (a preset) or `from` and `to` (ISO instants). */
export function dateRangeSearchShape(options: DateRangeOptions & { params?: GeneratedParams }) {
  const { params, ...range } = options;
  const instant = (key: 'from' | 'to') =>
    safe(z.string(), (v) => {
      const iso = parseInstant(v);
      return iso && contractAccepts(params, key, iso) ? iso : undefined;
    }).register(viewFields, { kind: key });
  return {
    range: safe(z.string(), (v): RangePreset | undefined => (isRangePreset(v) ? v : undefined)).register(viewFields, {
      kind: 'range',
      options: range,
    }),
    from: instant('from'),
    to: instant('to'),
  };
}

export function dateRangeSearchSchema(options: DateRangeOptions & { params?: GeneratedParams }) {
  return z.object(dateRangeSearchShape(options));
}
