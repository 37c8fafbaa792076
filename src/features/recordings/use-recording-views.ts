// The recording views of a range: every page of searchEvents with include=session.recording.access
// over the same range as the list (5000 a page, up to MAX_VIEW_PAGES pages: a range viewed more
// often than that shows the latest views and says so), grouped by recording (viewed-by.ts).
import { queryOptions } from '@tanstack/react-query';
import { getSearchEventsQueryKey, searchEvents } from '@/api/gen/hooks/audit/audit';
import type { AuditEventList } from '@/api/gen/model';
import { nextStartKey, withStartKey } from '@/shared/data-list/cursors';
import { groupViews, RECORDING_ACCESS_EVENT, type RecordingViews } from './viewed-by';

export const VIEW_PAGE_SIZE = 5000;
export const MAX_VIEW_PAGES = 10;

export interface RangeViews {
  bySid: ReadonlyMap<string, RecordingViews>;
  /** Access events read. */
  events: number;
  /** More pages were left unread (the cap was reached). */
  capped: boolean;
}

/** Walks the pages (startKey until empty, at most `maxPages`) and groups the views of each. */
export async function collectViews(
  fetchPage: (startKey: string | undefined) => Promise<AuditEventList>,
  maxPages = MAX_VIEW_PAGES,
): Promise<RangeViews> {
  const bySid = new Map<string, RecordingViews>();
  let startKey: string | undefined;
  let pages = 0;
  let events = 0;
  do {
    const page = await fetchPage(startKey);
    if (!Array.isArray(page?.events)) throw new Error('The server answered without a list of events.');
    groupViews(page.events, bySid);
    events += page.events.length;
    pages += 1;
    startKey = nextStartKey(page);
  } while (startKey && pages < maxPages);
  return { bySid, events, capped: Boolean(startKey) };
}

export function recordingViewsQuery(clusterId: string, from: string, to: string) {
  const params = { from, to, include: RECORDING_ACCESS_EVENT, limit: VIEW_PAGE_SIZE };
  return queryOptions({
    queryKey: [...getSearchEventsQueryKey(clusterId, params), 'recording-views'] as const,
    queryFn: ({ signal }) => collectViews((startKey) => searchEvents(clusterId, withStartKey(params, startKey), undefined, signal)),
    // Coming back from the player shows the view just made.
    refetchOnMount: 'always',
    retry: 1,
  });
}
