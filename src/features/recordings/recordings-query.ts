// Session Recordings' URL and request: the date range (a preset, or a custom from/to; the data-list
// kit's fields) and the filters by type, user and host, all in the URL; the recordings call asks
// for 5000 session-end events a page (spec §9) and follows `startKey` for more.
import { infiniteQueryOptions } from '@tanstack/react-query';
import * as z from '@/platform/url-schema';
import { getSearchSessionEventsQueryKey, searchSessionEvents } from '@/api/gen/hooks/audit/audit';
import { dateRangeSearchShape, safe } from '@/shared/data-list/search-schema';
import { nextStartKey, withStartKey } from '@/shared/data-list/cursors';

export const RECORDINGS_PAGE_SIZE = 5000;
export const RECORDINGS_RANGE = { defaultPreset: '24h', maxSpanDays: 366 } as const;
const MAX_FILTER = 200;

const filterText = safe(z.union([z.string(), z.number()]), (v) => {
  const t = String(v).slice(0, MAX_FILTER);
  return t.trim() ? t : undefined;
});

export const recordingsSearchSchema = z.object({
  // No generated params schema here: the route file is in the entry, and src/api/gen/zod.ts loads lazily.
  ...dateRangeSearchShape(RECORDINGS_RANGE),
  type: z.catch(z.optional(z.enum(['ssh', 'k8s', 'desktop'])), undefined),
  user: filterText,
  host: filterText,
});

export type RecordingsSearch = z.output<typeof recordingsSearchSchema>;

/** Pages of session-end events in [from, to], under a key of their own (pages, not one answer). */
export function recordingsQuery(clusterId: string, from: string, to: string) {
  const params = { from, to, limit: RECORDINGS_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: [...getSearchSessionEventsQueryKey(clusterId, params), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => searchSessionEvents(clusterId, withStartKey(params, pageParam), undefined, signal),
    initialPageParam: '',
    getNextPageParam: nextStartKey,
  });
}
