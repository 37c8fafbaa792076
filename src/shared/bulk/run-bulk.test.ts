import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { BULK_CONCURRENCY, countResults, resultsRefusedFirst, runBulk, type BulkProgress } from './run-bulk';

/** A request that ends when the test says so, recording how many are in flight. */
function gate() {
  const pending = new Map<number, { resolve: () => void; reject: (e: unknown) => void }>();
  let inFlight = 0;
  let peak = 0;
  const started: number[] = [];
  const work = (_item: string, index: number) =>
    new Promise<void>((resolve, reject) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      started.push(index);
      pending.set(index, {
        resolve: () => {
          inFlight -= 1;
          resolve();
        },
        reject: (e) => {
          inFlight -= 1;
          reject(e);
        },
      });
    });
  const settle = async (index: number, error?: unknown) => {
    const p = pending.get(index);
    if (!p) throw new Error(`request ${index} was not started`);
    pending.delete(index);
    if (error) p.reject(error);
    else p.resolve();
    // Let the runner's lanes move on.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { work, settle, started, pending, peak: () => peak };
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `item-${i}`);

describe('runBulk', () => {
  it('never has more than the cap in flight and gives one result per item, in the items’ order', async () => {
    const g = gate();
    const items = names(10);
    const run = runBulk(items, g.work, { concurrency: 3 });
    await Promise.resolve();
    expect(g.started).toEqual([0, 1, 2]);
    // End them out of order: results still follow the items.
    for (const i of [2, 0, 1, 4, 3, 5, 7, 6, 8, 9]) {
      while (!g.pending.has(i)) await Promise.resolve();
      await g.settle(i, i === 4 ? new ApiError('user "item-4" is not found', new Response(null, { status: 404 })) : undefined);
      expect(g.pending.size).toBeLessThanOrEqual(3);
    }
    const results = await run;
    expect(g.peak()).toBe(3);
    expect(results.map((r) => r.item)).toEqual(items);
    expect(results.map((r) => r.status)).toEqual(items.map((_, i) => (i === 4 ? 'refused' : 'done')));
    expect(results[4]?.message).toBe('user "item-4" is not found');
    expect(countResults(results)).toEqual({ done: 9, refused: 1, 'not-run': 0 });
  });

  it('caps at BULK_CONCURRENCY (4) by default', async () => {
    const g = gate();
    const run = runBulk(names(9), g.work);
    await Promise.resolve();
    expect(BULK_CONCURRENCY).toBe(4);
    expect(g.started).toHaveLength(4);
    while (g.pending.size) await g.settle([...g.pending.keys()][0]!);
    await run;
    expect(g.peak()).toBe(4);
    expect(g.started).toHaveLength(9);
  });

  it('Cancel starts nothing more: the requests in flight finish and keep their result, the rest are not run', async () => {
    const g = gate();
    const abort = new AbortController();
    const run = runBulk(names(20), g.work, { signal: abort.signal });
    await Promise.resolve();
    await g.settle(0);
    expect(g.started).toEqual([0, 1, 2, 3, 4]);
    abort.abort();
    const startedAtCancel = g.started.length;
    await g.settle(1, new ApiError('access denied', new Response(null, { status: 403 })));
    await g.settle(2);
    await g.settle(3);
    await g.settle(4);
    const results = await run;
    expect(g.started.length - startedAtCancel).toBe(0);
    expect(countResults(results)).toEqual({ done: 4, refused: 1, 'not-run': 15 });
    expect(results).toHaveLength(20);
    expect(results.slice(5).every((r) => r.status === 'not-run')).toBe(true);
  });

  it('a run cancelled before it starts sends nothing', async () => {
    const abort = new AbortController();
    abort.abort();
    let calls = 0;
    const results = await runBulk(names(3), () => Promise.resolve(calls++), { signal: abort.signal });
    expect(calls).toBe(0);
    expect(results.map((r) => r.status)).toEqual(['not-run', 'not-run', 'not-run']);
  });

  it('reports progress after every item, ending at the total', async () => {
    const seen: BulkProgress[] = [];
    await runBulk(names(5), (_, i) => (i === 1 ? Promise.reject(new Error('no')) : Promise.resolve()), {
      onProgress: (p) => seen.push(p),
    });
    expect(seen.map((p) => p.finished)).toEqual([1, 2, 3, 4, 5]);
    expect(seen.at(-1)).toMatchObject({ done: 4, refused: 1, total: 5, started: 5 });
  });

  it('an empty run ends at once with no results', async () => {
    expect(await runBulk([], () => Promise.resolve())).toEqual([]);
  });
});

describe('resultsRefusedFirst', () => {
  it('puts the refused first, then the not run, then the done, each in the items’ order', () => {
    const results = [
      { item: 'a', status: 'done' as const },
      { item: 'b', status: 'not-run' as const },
      { item: 'c', status: 'refused' as const, message: 'x' },
      { item: 'd', status: 'done' as const },
      { item: 'e', status: 'refused' as const, message: 'y' },
    ];
    expect(resultsRefusedFirst(results).map((r) => r.item)).toEqual(['c', 'e', 'b', 'a', 'd']);
  });
});
