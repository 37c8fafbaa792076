import { afterEach, describe, expect, it, vi } from 'vitest';
import { WriteBatcher, type XtermWriter } from './write-batcher';

/** Stands in for xterm: records writes; `parseAll` runs their callbacks in order, like xterm does. */
class FakeXterm implements XtermWriter {
  pending: { data: Uint8Array | string; callback?: () => void }[] = [];
  written: (Uint8Array | string)[] = [];
  clock = 0;
  /** Milliseconds one byte takes to parse (the fake clock moves by it). */
  msPerByte = 0;
  write(data: Uint8Array | string, callback?: () => void): void {
    this.pending.push({ data, callback });
    this.written.push(data);
  }
  /** One parse task: the writes there are now (what their callbacks write waits for the next). */
  parseAll(): void {
    for (let n = this.pending.length; n > 0 && this.pending.length > 0; n--) {
      const w = this.pending.shift()!;
      this.clock += w.data.length * this.msPerByte;
      w.callback?.();
    }
  }
}

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);
const KB = 1024;
const nonEmpty = (x: FakeXterm) => x.written.filter((w) => w.length > 0);

afterEach(() => vi.useRealTimers());

describe('WriteBatcher', () => {
  it('hands a write over at once when nothing is being parsed (a keystroke echo is not delayed)', () => {
    const x = new FakeXterm();
    const b = new WriteBatcher(x, { now: () => x.clock });
    const done = vi.fn();
    b.write(bytes(5), done);
    expect(x.written).toEqual([bytes(5)]); // small: no timing marker either
    expect(done).not.toHaveBeenCalled();
    x.parseAll();
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('joins what arrives while a slice is parsed into one write, in order, and reports each write done after it', () => {
    const x = new FakeXterm();
    const b = new WriteBatcher(x, { now: () => x.clock });
    const order: string[] = [];
    b.write(bytes(10, 1), () => order.push('a'));
    b.write(bytes(20, 2), () => order.push('b'));
    b.write(bytes(30, 3), () => order.push('c'));
    expect(nonEmpty(x)).toHaveLength(1);
    x.parseAll();
    x.parseAll();
    expect(order).toEqual(['a', 'b', 'c']);
    const joined = nonEmpty(x)[1] as Uint8Array;
    expect(joined.length).toBe(50);
    expect([joined[0], joined[19], joined[29], joined[49]]).toEqual([2, 2, 3, 3]);
  });

  it('writes text alone, in its place between bytes', () => {
    const x = new FakeXterm();
    const b = new WriteBatcher(x, { now: () => x.clock });
    b.write(bytes(4));
    b.write(bytes(4));
    b.write('note');
    b.write(bytes(4));
    for (let i = 0; i < 4; i++) x.parseAll();
    expect(nonEmpty(x).map((w) => (typeof w === 'string' ? w : w.length))).toEqual([4, 4, 'note', 4]);
  });

  it('sizes slices by the measured parse rate, between its bounds, and never cuts a write', () => {
    const x = new FakeXterm();
    const b = new WriteBatcher(x, { now: () => x.clock, targetMs: 10, minBytes: 64 * KB, maxBytes: 1024 * KB, initialRate: 200 * KB });
    x.msPerByte = 1 / (50 * KB); // 50 KB per ms
    for (let i = 0; i < 80; i++) b.write(bytes(64 * KB));
    for (let i = 0; i < 8; i++) x.parseAll();
    // Every slice measures 50 KB/ms; the estimate moves from 200 towards it.
    expect(b.parseRate()).toBeGreaterThan(50 * KB);
    expect(b.parseRate()).toBeLessThan(70 * KB);
    b.dispose();
    const sizes = nonEmpty(x).map((w) => w.length / KB);
    expect(sizes[0]).toBe(64);
    expect(sizes[1]).toBe(1024); // 140 KB/ms x 10 ms, capped at 1 MB
    // Then 104, 83, 70, 62, 57 KB/ms: slices shrink towards 500 KB, in whole 64 KB writes.
    expect(sizes).toEqual([64, 1024, 1024, 768, 640, 576, 512]);
    expect(sizes.every((s) => s % 64 === 0)).toBe(true);
  });

  it('while output floods in, waits briefly for a full slice, then writes what it has', () => {
    vi.useFakeTimers();
    const x = new FakeXterm();
    const b = new WriteBatcher(x, { now: () => x.clock, targetMs: 10, minBytes: 64 * KB, initialRate: 25.6 * KB, waitMs: 8 });
    const done = vi.fn();
    b.write(bytes(64 * KB));
    x.parseAll(); // a large slice: flooding
    b.write(bytes(64 * KB), done);
    expect(nonEmpty(x)).toHaveLength(1); // waits: 256 KB make a slice
    b.write(bytes(64 * KB), done);
    b.write(bytes(64 * KB), done);
    b.write(bytes(64 * KB), done); // 256 KB: a full slice goes in at once
    expect(nonEmpty(x).map((w) => w.length / KB)).toEqual([64, 256]);
    x.parseAll();
    expect(done).toHaveBeenCalledTimes(4);
    b.write(bytes(10), done);
    expect(nonEmpty(x)).toHaveLength(2);
    vi.advanceTimersByTime(8); // nothing more came: the little that waits goes in
    expect(nonEmpty(x).map((w) => w.length)).toEqual([64 * KB, 256 * KB, 10]);
    x.parseAll();
    b.write(bytes(3)); // no longer flooding: straight in
    expect(nonEmpty(x).at(-1)).toEqual(bytes(3));
  });

  it('forgets its timer on dispose', () => {
    vi.useFakeTimers();
    const x = new FakeXterm();
    const b = new WriteBatcher(x, { now: () => x.clock, minBytes: 64 * KB, initialRate: 20 * KB });
    b.write(bytes(64 * KB));
    x.parseAll();
    b.write(bytes(10));
    b.dispose();
    vi.advanceTimersByTime(1000);
    expect(nonEmpty(x)).toHaveLength(1);
  });
});
