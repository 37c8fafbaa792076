// The export walks every page (startKey until empty), writes each page before asking for the
// next, reports progress, and aborts the sink on cancel or error.
import { describe, expect, it, vi } from 'vitest';
import type { AuditEventList, SearchEventsParams } from '@/api/gen/model';
import { exportEvents } from './export-events';
import type { ExportSink } from '@/shared/export/export-sink';

const FROM = '2026-11-22T00:00:00.000Z';
const TO = '2026-11-23T00:00:00.000Z';

function recorder() {
  const chunks: string[] = [];
  const sink: ExportSink & { closed: boolean; aborted: boolean } = {
    kind: 'file',
    closed: false,
    aborted: false,
    write: async (c) => void chunks.push(typeof c === 'string' ? c : new TextDecoder().decode(c)),
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
    expect(total).toEqual({ events: 5, read: 5, pages: 3, covered: 1 });
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

  it('writes NDJSON: one raw event per line, exactly as received, nothing around them', async () => {
    const { sink, chunks } = recorder();
    const odd = { ...ev(6, 2), user: 'a "quoted"\nname, with comma', nested: { list: [1, null, 'x'] }, unicode: 'ü ✓' };
    const pages: Record<string, AuditEventList> = {
      '': { events: [ev(1, 1), odd], startKey: 'k1' },
      k1: { events: [], startKey: 'k2' },
      k2: { events: [ev(3, 9)], startKey: '' },
    };
    const total = await exportEvents({
      clusterId: 'one',
      params: { from: FROM, to: TO },
      format: 'ndjson',
      sink,
      signal: new AbortController().signal,
      onProgress: () => undefined,
      fetchPage: async (_c, p) => pages[p.startKey ?? '']!,
    });
    const text = chunks.join('');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.split('\n').slice(0, -1);
    expect(lines).toHaveLength(3);
    expect(lines.map((l) => JSON.parse(l))).toEqual([ev(1, 1), odd, ev(3, 9)]);
    expect(lines[1]).toBe(JSON.stringify(odd));
    expect(total).toMatchObject({ events: 3, read: 3, pages: 3 });
  });

  it('keeps only what the view keeps, page by page, in every format', async () => {
    const keep = (e: { uid?: unknown }) => ['u2', 'u5'].includes(String(e.uid));
    for (const format of ['csv', 'json', 'ndjson'] as const) {
      const { sink, chunks } = recorder();
      const progress = vi.fn();
      const total = await exportEvents({
        clusterId: 'one',
        params: { from: FROM, to: TO },
        format,
        keep,
        sink,
        signal: new AbortController().signal,
        onProgress: progress,
        fetchPage: async (_c, p) => PAGES[p.startKey ?? '']!,
      });
      expect(total).toEqual({ events: 2, read: 5, pages: 3, covered: 1 });
      // Coverage follows the pages read, kept or not.
      expect(progress.mock.calls.map(([p]) => [p.events, p.read])).toEqual([
        [1, 2],
        [1, 4],
        [2, 5],
      ]);
      const text = chunks.join('');
      if (format === 'json') expect((JSON.parse(text) as { uid: string }[]).map((e) => e.uid)).toEqual(['u2', 'u5']);
      if (format === 'ndjson')
        expect(
          text
            .trim()
            .split('\n')
            .map((l) => (JSON.parse(l) as { uid: string }).uid),
        ).toEqual(['u2', 'u5']);
      if (format === 'csv') {
        expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
        expect(text).toContain('u2');
        expect(text).not.toContain('u1');
      }
    }
  });

  it('writes a large page a slice of 1000 events at a time, the JSON still one array', async () => {
    const big = Array.from({ length: 2500 }, (_, i) => ev(i, 1 + i / 1000));
    for (const format of ['ndjson', 'json'] as const) {
      const { sink, chunks } = recorder();
      await exportEvents({
        clusterId: 'one',
        params: { from: FROM, to: TO },
        format,
        sink,
        signal: new AbortController().signal,
        onProgress: () => undefined,
        fetchPage: async () => ({ events: big, startKey: '' }),
      });
      const text = chunks.join('');
      if (format === 'ndjson') {
        expect(chunks).toHaveLength(3);
        expect(text.trim().split('\n')).toHaveLength(2500);
      } else {
        expect(chunks).toHaveLength(5); // '[', three slices, ']'
        expect((JSON.parse(text) as unknown[]).length).toBe(2500);
      }
    }
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
