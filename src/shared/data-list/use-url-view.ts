// The view of a list held in the URL, for any route whose search schema is built from the fields
// of search-schema.ts: the search text (typed into a draft, debounced 200 ms into the URL), the
// sort (`field:dir`, a header click toggles), the page size, the cursor stack (Next / Previous /
// First; anything that changes what is listed starts again from page 1) and the date range
// (presets relative to now, or custom). The hook finds those fields in the schema by their
// registered kind, so a schema may hold any of them and keys of its own (`change` writes those).
//
// The page gives the route's typed search and a setter that navigates with a partial update:
//   const setSearch = useSearchPatch<typeof schema>(routeApi.useNavigate());
//   const view = useUrlView(schema, routeApi.useSearch(), setSearch);
// Typing replaces the history entry; sorting, paging and the range push one, so Back undoes them.
// Values equal to their default are written as undefined: the default view keeps a bare URL.
import { useCallback, useMemo, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import type * as z from '@/platform/url-schema';
import { cleanCursors, pageOf, popCursor, pushCursor, startKeyOf } from './cursors';
import { customRange, resolveRange, type DateRangeOptions, type RangeChoice, type RangePreset } from './date-range';
import { viewFields, type ViewFieldMeta } from './search-schema';
import { formatSort, nextSort, parseSort, type SortSpec } from './sort';

// Short enough that a search round trip (a key to the new rows painted, this wait included) stays
// under 400 ms on a 10,000-server cluster; long enough that a word typed at an ordinary pace is one
// request.
export const SEARCH_DEBOUNCE_MS = 200;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any object schema, whatever its shape
type AnyObjectSchema = z.ObjectSchema<any>;

export type SetSearch<S extends AnyObjectSchema> = (patch: Partial<z.input<S>>, options: { replace: boolean }) => void;

export interface RangeView {
  choice: RangeChoice;
  /** ISO instants to query with (a preset is resolved when chosen, and again on refresh). */
  from: string;
  to: string;
  setPreset: (preset: RangePreset) => void;
  /** False (and nothing written) when the range is not valid: an end that is not an instant, from >= to, too long. */
  setCustom: (from: string, to: string) => boolean;
  /** Moves a preset's window to end now. */
  refresh: () => void;
}

export interface UrlView<S extends AnyObjectSchema> {
  /** The search text of the URL (what is queried). */
  search: string;
  /** What the search box shows: follows the URL, ahead of it while the user types. */
  draft: string;
  /** Typing: the draft changes at once, the URL after SEARCH_DEBOUNCE_MS of quiet. */
  setDraft: (text: string) => void;
  /** Enter: the draft (or the text given) goes into the URL now. */
  commitSearch: (text?: string) => void;
  clearSearch: () => void;
  /** Whether the search narrows the list (for the empty state's wording). */
  isFiltered: boolean;
  /** null when the schema has no sort field. */
  sort: SortSpec | null;
  setSort: (sort: SortSpec) => void;
  toggleSort: (field: string) => void;
  /** null when the schema has no limit field. */
  limit: number | null;
  setLimit: (limit: number) => void;
  cursors: readonly string[];
  /** 1-based page number. */
  page: number;
  /** The startKey to request the current page with. */
  startKey: string | undefined;
  next: (startKey: string) => void;
  previous: () => void;
  first: () => void;
  /** null when the schema has no date range fields. */
  range: RangeView | null;
  /** Writes keys of the page's own (back to page 1); pushes a history entry unless replace. */
  change: (patch: Partial<z.input<S>>, options?: { replace?: boolean }) => void;
}

type Field<K extends ViewFieldMeta['kind']> = { key: string; meta: Extract<ViewFieldMeta, { kind: K }> };

interface ViewKeys {
  search?: Field<'search'>;
  sort?: Field<'sort'>;
  limit?: Field<'limit'>;
  cursors?: Field<'cursors'>;
  range?: Field<'range'>;
  from?: Field<'from'>;
  to?: Field<'to'>;
}

/** The view fields of a schema, by kind (the first of each kind counts). */
export function viewKeysOf(schema: AnyObjectSchema): ViewKeys {
  const keys: Record<string, { key: string; meta: ViewFieldMeta }> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.AnySchema>)) {
    const meta = viewFields.get(field);
    if (meta && !keys[meta.kind]) keys[meta.kind] = { key, meta };
  }
  return keys as ViewKeys;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

export function useUrlView<S extends AnyObjectSchema>(
  schema: S,
  search: z.output<S>,
  setSearch: SetSearch<S>,
  options: { now?: () => number } = {},
): UrlView<S> {
  const now = options.now ?? Date.now;
  const keys = useMemo(() => viewKeysOf(schema), [schema]);
  const raw = search as Record<string, unknown>;

  const searchText = keys.search ? text(raw[keys.search.key]) : '';
  const sortRaw = keys.sort ? raw[keys.sort.key] : undefined;
  const sort = useMemo(() => {
    if (!keys.sort) return null;
    const parsed = parseSort(sortRaw);
    return parsed && keys.sort.meta.sortable.includes(parsed.field) ? parsed : keys.sort.meta.defaultSort;
  }, [keys.sort, sortRaw]);
  const limitRaw = keys.limit ? raw[keys.limit.key] : undefined;
  const limit = keys.limit
    ? typeof limitRaw === 'number' && Number.isInteger(limitRaw) && limitRaw > 0
      ? limitRaw
      : keys.limit.meta.defaultLimit
    : null;
  const cursorsRaw = keys.cursors ? raw[keys.cursors.key] : undefined;
  const cursors = useMemo(() => cleanCursors(cursorsRaw), [cursorsRaw]);

  // The clock a preset is resolved against: set when the range is chosen (here or by the URL).
  const rangeRaw = keys.range ? raw[keys.range.key] : undefined;
  const fromRaw = keys.from ? raw[keys.from.key] : undefined;
  const toRaw = keys.to ? raw[keys.to.key] : undefined;
  const rangeKey = `${text(rangeRaw)}|${text(fromRaw)}|${text(toRaw)}`;
  const [anchor, setAnchor] = useState(() => ({ key: rangeKey, at: now() }));
  if (keys.range && anchor.key !== rangeKey) setAnchor({ key: rangeKey, at: now() });
  const rangeOptions: DateRangeOptions | undefined = keys.range?.meta.options;
  const resolved = useMemo(
    () => (rangeOptions ? resolveRange({ range: rangeRaw, from: fromRaw, to: toRaw }, rangeOptions, anchor.at) : null),
    [rangeOptions, rangeRaw, fromRaw, toRaw, anchor.at],
  );

  // The search box: follows the URL (Back, a link, Clear), ahead of it while typing.
  const [draft, setDraftState] = useState(searchText);
  const [seen, setSeen] = useState(searchText);
  if (seen !== searchText) {
    setSeen(searchText);
    setDraftState(searchText);
  }

  /** Writes view keys; a value equal to its default is written as undefined. */
  const write = useCallback(
    (changes: Record<string, unknown>, replace: boolean) => {
      const patch: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(changes)) {
        let isDefault = value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
        if (keys.sort && key === keys.sort.key) isDefault ||= value === formatSort(keys.sort.meta.defaultSort);
        if (keys.limit && key === keys.limit.key) isDefault ||= value === keys.limit.meta.defaultLimit;
        if (keys.range && key === keys.range.key) isDefault ||= value === keys.range.meta.options.defaultPreset;
        patch[key] = isDefault ? undefined : value;
      }
      setSearch(patch as Partial<z.input<S>>, { replace });
    },
    [keys, setSearch],
  );
  /** A change of what is listed: back to the first page. */
  const refilter = useCallback(
    (changes: Record<string, unknown>, replace: boolean) =>
      write(keys.cursors ? { ...changes, [keys.cursors.key]: undefined } : changes, replace),
    [keys.cursors, write],
  );

  // The same function while the view's keys are (a memoized control may take it).
  const change = useCallback(
    (patch: Partial<z.input<S>>, opts?: { replace?: boolean }) => refilter(patch as Record<string, unknown>, opts?.replace ?? false),
    [refilter],
  );

  const commitNow = (value: string) => {
    if (keys.search && value !== searchText) refilter({ [keys.search.key]: value }, true);
  };
  const debounced = useDebouncedCallback(commitNow, SEARCH_DEBOUNCE_MS);

  const rangeField = keys.range;
  const rangeView: RangeView | null =
    resolved && rangeField
      ? {
          ...resolved,
          // The URL alone moves the anchor (above, when its range keys change): anchoring here
          // too would re-resolve the old range against a new clock while the navigation is under
          // way, and the page would fetch the old range once more before the new one.
          setPreset: (preset) => {
            const clear = { ...(keys.from && { [keys.from.key]: undefined }), ...(keys.to && { [keys.to.key]: undefined }) };
            refilter({ [rangeField.key]: preset, ...clear }, false);
          },
          setCustom: (from, to) => {
            const custom = customRange(from, to, rangeField.meta.options);
            if (!custom || !keys.from || !keys.to) return false;
            refilter({ [rangeField.key]: undefined, [keys.from.key]: custom.from, [keys.to.key]: custom.to }, false);
            return true;
          },
          refresh: () => setAnchor((a) => ({ key: a.key, at: now() })),
        }
      : null;

  return {
    search: searchText,
    draft,
    setDraft: (value) => {
      setDraftState(value);
      debounced(value);
    },
    commitSearch: (value) => {
      debounced.cancel();
      const committed = value ?? draft;
      setDraftState(committed);
      commitNow(committed);
    },
    clearSearch: () => {
      debounced.cancel();
      setDraftState('');
      commitNow('');
    },
    isFiltered: searchText.trim() !== '',
    sort,
    setSort: (next) => keys.sort && refilter({ [keys.sort.key]: formatSort(next) }, false),
    toggleSort: (field) => keys.sort && refilter({ [keys.sort.key]: formatSort(nextSort(sort, field)) }, false),
    limit,
    setLimit: (next) => keys.limit && refilter({ [keys.limit.key]: next }, false),
    cursors,
    page: pageOf(cursors),
    startKey: startKeyOf(cursors),
    next: (key) => keys.cursors && write({ [keys.cursors.key]: pushCursor(cursors, key) }, false),
    previous: () => keys.cursors && write({ [keys.cursors.key]: popCursor(cursors) }, false),
    first: () => keys.cursors && write({ [keys.cursors.key]: undefined }, false),
    range: rangeView,
    change,
  };
}

/**
 * The setter a page gives `useUrlView`: navigates with the patch merged into the current search.
 * `navigate` is the route's own (`routeApi.useNavigate()`); the route's search types are checked
 * where the route parses its search, so the merge itself is typed loosely here.
 */
export function useSearchPatch<S extends AnyObjectSchema>(navigate: PatchNavigate): SetSearch<S> {
  return useCallback<SetSearch<S>>(
    (patch, { replace }) => void navigate({ search: (prev: object) => ({ ...prev, ...patch }), replace, resetScroll: false }),
    [navigate],
  );
}

/** What `useSearchPatch` needs of a route's navigate. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's search reducer
export type PatchNavigate = (options: { search: (prev: any) => any; replace: boolean; resetScroll: boolean }) => Promise<void>;

/** What `useRouteUrlView` needs of a route (`getRouteApi(id)`). */
export interface UrlViewRoute<S extends AnyObjectSchema> {
  useNavigate: () => PatchNavigate;
  useSearch: () => z.output<S>;
}

/** The URL view of a route's list: `useUrlView` on the route's search, written through its navigate. */
export function useRouteUrlView<S extends AnyObjectSchema>(route: UrlViewRoute<S>, schema: S): UrlView<S> {
  const setSearch = useSearchPatch<S>(route.useNavigate());
  return useUrlView(schema, route.useSearch(), setSearch);
}
