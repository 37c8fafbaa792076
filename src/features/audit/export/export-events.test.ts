// The export walks every page (startKey until empty), writes each page before asking for the
// next, reports progress, and aborts the sink on cancel or error.
import { describe, expect, it, vi } from 'vitest';
import type { AuditEventList, SearchEventsParams } from '@/api/gen/model';
import { exportEvents } from './export-events';
import type { ExportSink } from './export-sink';

const FROM = '2026-11-22T00:00:00.000Z';
const TO = '2026-11-23T00:00:00.000Z';

function recorder() {
  const chunks: string[] = [];
  const sink: ExportSink & { closed: boolean; aborted: boolean } = {
    kind: 'file',
    closed: false,
    aborted: false,
    write: async (c) => void chunks.push(c),
    close: async () => void (sink.closed = true),
    abort: async () => void (sink.aborted = true),
  };
  return { sink, chunks };
}

const ev = (i: number, hoursBeforeTo: number) => ({
  event: 'user.login',
  code: 'T1000I',
  uid: `u${i}`,
  user: 'alice',
  time: new Date(Date.parse(TO) - hoursBeforeTo * 3_600_000).toISOString(),
});

/** Three pages: 2 events, 2 events, 1 event (the last with an empty startKey). */
const PAGES: Record<string, AuditEventList> = {
  '': { events: [ev(1, 1), ev(2, 6)], startKey: 'k1' },
  k1: { events: [ev(3, 12), ev(4, 18)], startKey: 'k2' },
  k2: { events: [ev(5, 23)], startKey: '' },
};

describe('exporting events', () => {
  it('walks every page with startKey and writes CSV as it goes', async () => {
    const { sink, chunks } = recorder();
    const asked: SearchEventsParams[] = [];
    const progress = vi.fn();
    const fetchPage = async (_c: string, params: SearchEventsParams) => {
      asked.push(params);
      // The previous page is already written when the next is asked for.
      expect(chunks.length).toBe(asked.length);
      return PAGES[params.startKey ?? '']!;
    };
    const total = await exportEvents({
      clusterId: 'one',
      params: { from: FROM, to: TO, include: 'user.login' },
      format: 'csv',
      sink,
      signal: new AbortController().signal,
      onProgress: progress,
      fetchPage,
    });
    expect(asked.map((p) => p.startKey)).toEqual([undefined, 'k1', 'k2']);
    expect(asked.every((p) => p.limit === 5000 && p.from === FROM && p.to === TO && p.include === 'user.login')).toBe(true);
    expect(total).toEqual({ events: 5, pages: 3, covered: 1 });
    expect(progress.mock.calls.map(([p]) => [p.events, p.pages])).toEqual([
      [2, 1],
      [4, 2],
      [5, 3],
    ]);
    expect(progress.mock.calls[0]![0].covered).toBeCloseTo(0.25);
    const text = chunks.join('');
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(6);
    expect(sink.closed).toBe(true);
  });

  it('writes JSON as one array of the raw events', async () => {
    const { sink, chunks } = recorder();
    await exportEvents({
      clusterId: 'one',
      params: { from: FROM, to: TO },
      format: 'json',
      sink,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      fetchPage: async (_c, p) => PAGES[p.startKey ?? '']!,
    });
    const parsed = JSON.parse(chunks.join('')) as { uid: string }[];
    expect(parsed.map((e) => e.uid)).toEqual(['u1', 'u2', 'u3', 'u4', 'u5']);
  });

  it('an empty range is a valid empty file', async () => {
    const { sink, chunks } = recorder();
    await exportEvents({
      clusterId: 'one',
      params: { from: FROM, to: TO },
      format: 'json',
      sink,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      fetchPage: async () => ({ events: [], startKey: '' }),
    });
    expect(JSON.parse(chunks.join(''))).toEqual([]);
  });

  it('cancel stops the walk and aborts the file', async () => {
    const { sink } = recorder();
    const controller = new AbortController();
    const fetchPage = vi.fn(async (_c: string, p: SearchEventsParams) => {
      if (p.startKey === 'k1') controller.abort();
      return PAGES[p.startKey ?? '']!;
    });
    await expect(
      exportEvents({
        clusterId: 'one',
        params: { from: FROM, to: TO },
        format: 'csv',
        sink,
        signal: controller.signal,
        onProgress: () => undefined,
        fetchPage,
      }),
    ).rejects.toThrow();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(sink.aborted).toBe(true);
    expect(sink.closed).toBe(false);
  });

  it('a page without a list of events fails the export', async () => {
    const { sink } = recorder();
    await expect(
      exportEvents({
        clusterId: 'one',
        params: { from: FROM, to: TO },
        format: 'csv',
        sink,
        signal: new AbortController().signal,
        onProgress: () => undefined,
        fetchPage: async () => ({ events: null, startKey: '' }) as unknown as AuditEventList,
      }),
    ).rejects.toThrow('without a list of events');
    expect(sink.aborted).toBe(true);
  });
});
