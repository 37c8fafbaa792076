// The Audit Log's URL: the date range (a preset, default the last 24 hours, or a custom from/to
// of at most 31 days), the event types (`include`, comma-joined as the server takes them), the
// search over the loaded events and the facets applied to them (`user`, `resource`, `outcome`:
// facets/audit-facets.ts). Shared by the route (validateSearch, loader) and the page.
import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from '@/platform/url-schema';
import { getSearchEventsQueryKey, searchEvents } from '@/api/gen/hooks/audit/audit';
import type { SearchEventsParams } from '@/api/gen/model';
import { dateRangeSearchShape, safe, searchField } from '@/shared/data-list/search-schema';
import { nextStartKey, withStartKey } from '@/shared/data-list/cursors';

export const EVENTS_PAGE_SIZE = 5000;
export const MAX_SPAN_DAYS = 31;
const MAX_TYPES = 50;
const TYPE = /^[a-z0-9][a-z0-9._-]{0,99}$/i;

/**
 * Event type names as the server takes them, comma-joined (`include=user.login,exec` in the URL).
 * A list is accepted too; odd entries are dropped, duplicates merged. See `typesOf`.
 */
export function typesField() {
  return safe(z.union([z.array(z.unknown()), z.string()]), (v) => {
    const items = (Array.isArray(v) ? v : v.split(',')).filter((t): t is string => typeof t === 'string' && TYPE.test(t.trim()));
    const types = [...new Set(items.map((t) => t.trim()))].slice(0, MAX_TYPES);
    return types.length ? types.join(',') : undefined;
  });
}

export const auditSearchSchema = z.object({
  ...dateRangeSearchShape({ defaultPreset: '24h', maxSpanDays: MAX_SPAN_DAYS }),
  include: typesField(),
  search: searchField({ maxLength: 500 }),
  user: searchField({ maxLength: 200 }),
  resource: searchField({ maxLength: 300 }),
  outcome: z.catch(z.optional(z.enum(['success', 'failure'])), undefined),
});

/** The event types of the URL's `include`. */
export function typesOf(include: string | undefined): string[] {
  return include ? include.split(',') : [];
}

export type AuditSearch = z.output<typeof auditSearchSchema>;

/** The server's parameters of a range and type filter (the first page; startKey is added per page). */
export function eventsParams(from: string, to: string, include: string | undefined): SearchEventsParams {
  return { from, to, limit: EVENTS_PAGE_SIZE, ...(include ? { include } : {}) };
}

/** Pages of events of one range and filter: the generated searchEvents, one startKey after another. */
export function auditEventsQuery(clusterId: string, params: SearchEventsParams) {
  return infiniteQueryOptions({
    queryKey: [...getSearchEventsQueryKey(clusterId, params), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => searchEvents(clusterId, withStartKey(params, pageParam), undefined, signal),
    initialPageParam: '',
    getNextPageParam: nextStartKey,
  });
}
