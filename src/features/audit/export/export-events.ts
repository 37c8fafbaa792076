// Export of exactly what a range and type filter match: every page of searchEvents is fetched in
// turn (startKey until it is empty) and written to the sink before the next is asked for, so the
// file grows as the pages come and only one page is held at a time. `keep` narrows each page to
// the page's current view (its search or facets over the loaded events), applied to every page
// as it comes. Formats: CSV, JSON (one array) and NDJSON (one raw event per line, as received).
// Progress is reported after each page: events written and read, pages so far, and how much of
// the time range is covered (the events come newest first, so the last one's time tells how far
// back the walk has got).
import { searchEvents } from '@/api/gen/hooks/audit/audit';
import type { AuditEventList, SearchEventsParams } from '@/api/gen/model';
import type { RawAuditEvent } from '@/features/audit/catalogue/format-event';
import { nextStartKey, withStartKey } from '@/shared/data-list/cursors';
import { csvHeader, csvRows } from './csv';
import type { ExportSink } from '@/shared/export/export-sink';

export type EventExportFormat = 'csv' | 'json' | 'ndjson';

export interface ExportProgress {
  /** Events written. */
  events: number;
  /** Events read from the server (more than written when `keep` leaves some out). */
  read: number;
  pages: number;
  /** 0..1 of the time range walked so far. */
  covered: number;
}

export interface ExportRequest {
  clusterId: string;
  /** from, to, include (limit is set here). */
  params: SearchEventsParams & { from: string; to: string };
  format: EventExportFormat;
  /** Only the events it keeps are written (the view's own filter), page by page. */
  keep?: (event: RawAuditEvent) => boolean;
  sink: ExportSink;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
  /** The fetch of one page (the generated call by default). */
  fetchPage?: (clusterId: string, params: SearchEventsParams, signal: AbortSignal) => Promise<AuditEventList>;
  pageSize?: number;
}

/** Events formatted and written at a time. */
const WRITE_SLICE = 1000;

const defaultFetch = (clusterId: string, params: SearchEventsParams, signal: AbortSignal) =>
  searchEvents(clusterId, params, undefined, signal);

/** Writes every matching event; resolves with the totals, rejects (sink aborted) on error or cancel. */
export async function exportEvents(request: ExportRequest): Promise<ExportProgress> {
  const { clusterId, params, format, sink, signal, onProgress } = request;
  const fetchPage = request.fetchPage ?? defaultFetch;
  const from = Date.parse(params.from);
  const to = Date.parse(params.to);
  const progress: ExportProgress = { events: 0, read: 0, pages: 0, covered: 0 };
  const keep = request.keep;
  try {
    if (format !== 'ndjson') await sink.write(format === 'csv' ? csvHeader() : '[');
    let startKey: string | undefined;
    do {
      signal.throwIfAborted();
      const page = await fetchPage(clusterId, withStartKey({ ...params, limit: request.pageSize ?? 5000 }, startKey), signal);
      signal.throwIfAborted();
      if (!Array.isArray(page?.events)) throw new Error('The server answered without a list of events.');
      const all: unknown[] = page.events;
      const events = keep ? all.filter((e) => keep(e as RawAuditEvent)) : all;
      // Written a slice at a time: the text of a whole page never exists at once.
      for (let i = 0; i < events.length; i += WRITE_SLICE) {
        const part = events.slice(i, i + WRITE_SLICE);
        if (format === 'csv') await sink.write(csvRows(part));
        else if (format === 'ndjson') await sink.write(part.map((e) => `${JSON.stringify(e)}\n`).join(''));
        else await sink.write((progress.events === 0 ? '\n' : ',\n') + part.map((e) => JSON.stringify(e)).join(',\n'));
        progress.events += part.length;
      }
      progress.read += all.length;
      progress.pages += 1;
      // Coverage goes by the page as read (its last event), kept or not.
      const last = all.at(-1) as { time?: unknown } | undefined;
      const lastTime = typeof last?.time === 'string' ? Date.parse(last.time) : NaN;
      if (Number.isFinite(lastTime) && to > from) progress.covered = Math.min(1, Math.max(0, (to - lastTime) / (to - from)));
      startKey = nextStartKey(page);
      if (!startKey) progress.covered = 1;
      onProgress({ ...progress });
    } while (startKey);
    if (format === 'json') await sink.write(progress.events ? '\n]\n' : ']\n');
    await sink.close();
    return progress;
  } catch (error) {
    await sink.abort();
    throw error;
  }
}
