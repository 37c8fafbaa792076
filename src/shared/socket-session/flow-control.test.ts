import { describe, expect, it } from 'vitest';
import { FlowController } from './flow-control';

/** A terminal that finishes writes only when the test says so. */
function fakeSink() {
  const writes: { chunk: Uint8Array; done: () => void }[] = [];
  return {
    writes,
    sink: { write: (chunk: Uint8Array, done: () => void) => void writes.push({ chunk, done }) },
    /** Finish the oldest outstanding write. */
    finish() {
      writes.shift()!.done();
    },
    pendingBytes: () => writes.reduce((t, w) => t + w.chunk.length, 0),
  };
}

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

describe('flow control', () => {
  it('passes output straight through below the high watermark', () => {
    const t = fakeSink();
    const events: string[] = [];
    const flow = new FlowController(t.sink, {
      high: 100,
      low: 20,
      onPause: () => events.push('pause'),
      onResume: () => events.push('resume'),
    });
    flow.push(bytes(30));
    flow.push(bytes(30));
    expect(t.writes.map((w) => w.chunk.length)).toEqual([30, 30]);
    expect(flow.stats()).toMatchObject({ state: 'flowing', pending: 60, queued: 0 });
    t.finish();
    t.finish();
    expect(flow.stats()).toMatchObject({ pending: 0, processed: 60 });
    expect(events).toEqual([]);
  });

  it('never has more than the high watermark pending: splits, queues and pauses the source', () => {
    const t = fakeSink();
    const events: string[] = [];
    const flow = new FlowController(t.sink, {
      high: 100,
      low: 20,
      onPause: () => events.push('pause'),
      onResume: () => events.push('resume'),
    });
    const big = new Uint8Array(250).map((_, i) => i);
    flow.push(big);
    expect(t.writes.map((w) => w.chunk.length)).toEqual([100]);
    expect(flow.stats()).toMatchObject({ state: 'paused', pending: 100, queued: 150 });
    expect(events).toEqual(['pause']);
    flow.push(bytes(10)); // the source may still deliver what was in flight
    expect(flow.stats().queued).toBe(160);

    // Each finished write lets exactly that much more through; order and content are kept.
    t.finish();
    expect(t.writes.map((w) => w.chunk.length)).toEqual([100]);
    t.finish(); // the rest of the big chunk and the small one: 60 pending, above the low mark
    expect(t.writes.map((w) => w.chunk.length)).toEqual([50, 10]);
    expect(flow.stats()).toMatchObject({ queued: 0, pending: 60, state: 'paused' });
    t.finish(); // 10 pending: at or below the low watermark, the source resumes
    expect(flow.stats()).toMatchObject({ state: 'flowing', pending: 10 });
    expect(events).toEqual(['pause', 'resume']);
    t.finish();
    expect(flow.stats()).toMatchObject({ pending: 0, processed: 260 });
    expect(flow.stats().peakPending).toBeLessThanOrEqual(100);
  });

  it('resumes only at the low watermark (hysteresis), not as soon as there is room', () => {
    const t = fakeSink();
    const events: string[] = [];
    const flow = new FlowController(t.sink, {
      high: 100,
      low: 20,
      onPause: () => events.push('pause'),
      onResume: () => events.push('resume'),
    });
    for (let i = 0; i < 4; i++) flow.push(bytes(25));
    expect(events).toEqual(['pause']);
    t.finish(); // 75 pending
    t.finish(); // 50
    t.finish(); // 25
    expect(flow.stats().state).toBe('paused');
    t.finish(); // 0
    expect(events).toEqual(['pause', 'resume']);
  });

  it('keeps bytes in order across splits', () => {
    const t = fakeSink();
    const flow = new FlowController(t.sink, { high: 7, low: 2 });
    const input = new Uint8Array(40).map((_, i) => i);
    flow.push(input.subarray(0, 13));
    flow.push(input.subarray(13));
    const out: number[] = [];
    while (t.writes.length) {
      out.push(...t.writes[0]!.chunk);
      t.finish();
    }
    expect(out).toEqual([...input]);
    expect(flow.stats().peakPending).toBe(7);
  });

  it('copes with a terminal that finishes writes synchronously', () => {
    const seen: number[] = [];
    const flow = new FlowController({ write: (c, done) => (seen.push(c.length), done()) }, { high: 10, low: 5 });
    flow.push(bytes(35));
    expect(seen).toEqual([10, 10, 10, 5]);
    expect(flow.stats()).toMatchObject({ state: 'flowing', pending: 0, processed: 35 });
  });

  it('reset drops queued output, ignores late callbacks and resumes the source', () => {
    const t = fakeSink();
    const events: string[] = [];
    const flow = new FlowController(t.sink, {
      high: 10,
      low: 2,
      onPause: () => events.push('pause'),
      onResume: () => events.push('resume'),
    });
    flow.push(bytes(50));
    flow.reset();
    expect(events).toEqual(['pause', 'resume']);
    t.finish(); // a write of the old connection finishing late
    expect(flow.stats()).toMatchObject({ pending: 0, queued: 0, state: 'flowing' });
    flow.push(bytes(3));
    expect(t.writes.at(-1)!.chunk.length).toBe(3);
  });

  it('rejects nonsense watermarks', () => {
    expect(() => new FlowController(fakeSink().sink, { high: 10, low: 10 })).toThrow(RangeError);
  });

  it('splits text frames too, never inside a surrogate pair', () => {
    const writes: string[] = [];
    const flow = new FlowController<string>({ write: (c, done) => (writes.push(c), done()) }, { high: 4, low: 1 });
    flow.push('abc🚀def'); // the rocket is two UTF-16 units, at 3 and 4
    expect(writes).toEqual(['abc', '🚀de', 'f']);
    expect(writes.join('')).toBe('abc🚀def');
    const one: string[] = [];
    const tight = new FlowController<string>({ write: (c, done) => (one.push(c), done()) }, { high: 2, low: 0 });
    tight.push('a🚀');
    expect(one).toEqual(['a', '🚀']);
  });

  it('with split off, whole frames (messages) are handed over uncut and the source pauses past the watermark', () => {
    const t = fakeSink();
    const events: string[] = [];
    const flow = new FlowController(t.sink, {
      high: 10,
      low: 2,
      split: false,
      onPause: () => events.push('pause'),
      onResume: () => events.push('resume'),
    });
    flow.push(bytes(6));
    flow.push(bytes(30));
    expect(t.writes.map((w) => w.chunk.length)).toEqual([6, 30]);
    expect(flow.stats()).toMatchObject({ state: 'paused', pending: 36, queued: 0 });
    flow.push(bytes(3)); // no room: it waits whole
    expect(t.writes).toHaveLength(2);
    t.finish();
    t.finish(); // 0 pending: the waiting frame goes, 3 pending, above the low mark
    expect(t.writes.map((w) => w.chunk.length)).toEqual([3]);
    expect(events).toEqual(['pause']);
    t.finish();
    expect(events).toEqual(['pause', 'resume']);
  });
});
