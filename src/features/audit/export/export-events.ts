// Export of exactly what a range and type filter match: every page of searchEvents is fetched in
// turn (startKey until it is empty) and written to the sink before the next is asked for, so the
// file grows as the pages come and only one page is held at a time. Progress is reported after
// each page: events and pages so far, and how much of the time range is covered (the events come
// newest first, so the last one's time tells how far back the walk has got).
import { searchEvents } from '@/api/gen/hooks/audit/audit';
import type { AuditEventList, SearchEventsParams } from '@/api/gen/model';
import { nextStartKey, withStartKey } from '@/shared/data-list/cursors';
import { csvHeader, csvRows } from './csv';
import type { ExportSink } from './export-sink';

export interface ExportProgress {
  events: number;
  pages: number;
  /** 0..1 of the time range walked so far. */
  covered: number;
}

export interface ExportRequest {
  clusterId: string;
  /** from, to, include (limit is set here). */
  params: SearchEventsParams & { from: string; to: string };
  format: 'csv' | 'json';
  sink: ExportSink;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
  /** The fetch of one page (the generated call by default). */
  fetchPage?: (clusterId: string, params: SearchEventsParams, signal: AbortSignal) => Promise<AuditEventList>;
  pageSize?: number;
}

const defaultFetch = (clusterId: string, params: SearchEventsParams, signal: AbortSignal) =>
  searchEvents(clusterId, params, undefined, signal);

/** Writes every matching event; resolves with the totals, rejects (sink aborted) on error or cancel. */
export async function exportEvents(request: ExportRequest): Promise<ExportProgress> {
  const { clusterId, params, format, sink, signal, onProgress } = request;
  const fetchPage = request.fetchPage ?? defaultFetch;
  const from = Date.parse(params.from);
  const to = Date.parse(params.to);
  const progress: ExportProgress = { events: 0, pages: 0, covered: 0 };
  try {
    await sink.write(format === 'csv' ? csvHeader() : '[');
    let startKey: string | undefined;
    do {
      signal.throwIfAborted();
      const page = await fetchPage(clusterId, withStartKey({ ...params, limit: request.pageSize ?? 5000 }, startKey), signal);
      signal.throwIfAborted();
      const events: unknown[] = Array.isArray(page?.events) ? page.events : [];
      if (!Array.isArray(page?.events)) throw new Error('The server answered without a list of events.');
      if (format === 'csv') await sink.write(csvRows(events));
      else if (events.length) {
        const lead = progress.events === 0 ? '\n' : ',\n';
        await sink.write(lead + events.map((e) => JSON.stringify(e)).join(',\n'));
      }
      progress.events += events.length;
      progress.pages += 1;
      const last = events.at(-1) as { time?: unknown } | undefined;
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
