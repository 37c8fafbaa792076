// The runner of a bulk action: one request per item, never more than `concurrency` at once, one
// result per item in the items' order. Cancel (the signal) stops starting new requests at once:
// the ones in flight finish and keep their result (the server may have acted on them already, so
// they are reported as they ended), every item not started yet is 'not-run'. Pure (no React), so
// its rules are unit-tested (run-bulk.test.ts).
import { errorText } from '@/api/errors';

/** The most requests a bulk action has in flight at once. */
export const BULK_CONCURRENCY = 4;

export type BulkStatus = 'done' | 'refused' | 'not-run';

export interface BulkResult<I> {
  item: I;
  status: BulkStatus;
  /** The server's message when refused. */
  message?: string;
}

export interface BulkProgress {
  /** Items that have ended (done or refused). */
  finished: number;
  done: number;
  refused: number;
  total: number;
  /** Requests started so far. */
  started: number;
}

export interface BulkOptions {
  concurrency?: number;
  /** Aborted: start nothing more. */
  signal?: AbortSignal;
  onProgress?: (progress: BulkProgress) => void;
}

export async function runBulk<I>(
  items: readonly I[],
  work: (item: I, index: number) => Promise<unknown>,
  options: BulkOptions = {},
): Promise<BulkResult<I>[]> {
  const cap = Math.max(1, Math.floor(options.concurrency ?? BULK_CONCURRENCY));
  const { signal, onProgress } = options;
  const results: BulkResult<I>[] = items.map((item) => ({ item, status: 'not-run' }));
  const progress: BulkProgress = { finished: 0, done: 0, refused: 0, total: items.length, started: 0 };
  let next = 0;

  const report = () => onProgress?.({ ...progress });

  // Each lane takes the next item until none is left or the run is cancelled.
  const lane = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next++;
      const item = items[index] as I;
      progress.started += 1;
      try {
        await work(item, index);
        results[index] = { item, status: 'done' };
        progress.done += 1;
      } catch (error) {
        results[index] = { item, status: 'refused', message: errorText(error) };
        progress.refused += 1;
      }
      progress.finished += 1;
      report();
    }
  };

  await Promise.all(Array.from({ length: Math.min(cap, items.length) }, lane));
  return results;
}

/** How many results have each status. */
export function countResults(results: readonly BulkResult<unknown>[]): Record<BulkStatus, number> {
  const counts: Record<BulkStatus, number> = { done: 0, refused: 0, 'not-run': 0 };
  for (const r of results) counts[r.status] += 1;
  return counts;
}

/** The results to show first: refused, then not run, then done (each in the items' order). */
export function resultsRefusedFirst<I>(results: readonly BulkResult<I>[]): BulkResult<I>[] {
  const rank: Record<BulkStatus, number> = { refused: 0, 'not-run': 1, done: 2 };
  return results
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank[a.r.status] - rank[b.r.status] || a.i - b.i)
    .map(({ r }) => r);
}
