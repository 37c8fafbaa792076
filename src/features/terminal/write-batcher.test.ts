import { afterEach, describe, expect, it, vi } from 'vitest';
import { concatBytes } from './replay-overlap';
import { SliceLane, WriteBatcher, XTERM_CHUNK, xtermChunks, type XtermWriter } from './write-batcher';

/**
 * Stands in for xterm: records writes; `parseAll` runs their callbacks in order, like xterm does.
 * `written` has a slice's chunks (writes without a callback, then the one with it) joined into one,
 * `chunks` every write as it came.
 */
class FakeXterm implements XtermWriter {
  pending: { data: Uint8Array | string; callback?: () => void }[] = [];
  written: (Uint8Array | string)[] = [];
  chunks: (Uint8Array | string)[] = [];
  private open: Uint8Array[] = [];
  clock = 0;
  /** Milliseconds one byte takes to parse (the fake clock moves by it). */
  msPerByte = 0;
  write(data: Uint8Array | string, callback?: () => void): void {
    this.pending.push({ data, callback });
    this.chunks.push(data);
    if (typeof data !== 'string' && !callback) {
      this.open.push(data);
      return;
    }
    if (typeof data === 'string' || this.open.length === 0) this.written.push(data);
    else {
      this.written.push(concatBytes([...this.open, data]));
      this.open = [];
    }
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
  it('while output floods in, holds the drawing for drawEveryMs; anything else lets it draw at once', () => {
    vi.useFakeTimers();
    const x = new FakeXterm();
    x.msPerByte = 20 / (64 * KB); // a 64 KB slice takes 20 ms
    const log: string[] = [];
    const hold = (on: boolean) => log.push(`${on ? 'hold' : 'draw'}@${Math.round(x.clock)}`);
    const b = new WriteBatcher(x, { now: () => x.clock, minBytes: 64 * KB, maxBytes: 64 * KB, waitMs: 8, hold, drawEveryMs: 50 });
    b.write(bytes(64 * KB)); // a flood's slice: drawing held before it goes in
    expect(log).toEqual(['hold@0']);
    for (let i = 0; i < 3; i++) {
      b.write(bytes(64 * KB));
      x.parseAll();
    }
    // Slices parsed at 20, 40, 60 ms: drawn after the one that ended 50 ms or more after the hold.
    expect(log).toEqual(['hold@0', 'draw@60', 'hold@60']);
    b.write(bytes(10));
    x.parseAll(); // the slice ends; too little for another: the flood waits, still held
    expect(log).toEqual(['hold@0', 'draw@60', 'hold@60']);
    vi.advanceTimersByTime(8); // nothing more came: the 10 bytes go in, drawn at once
    expect(log).toEqual(['hold@0', 'draw@60', 'hold@60', 'draw@80']);
    x.parseAll();
    b.write('note'); // text and small writes never hold
    x.parseAll();
    b.write(bytes(5));
    x.parseAll();
    expect(log).toHaveLength(4);
    b.write(bytes(64 * KB)); // a new flood: held; its end (nothing queued) draws it
    x.parseAll();
    expect(log.slice(4)).toEqual(['hold@80', 'draw@100']);
    b.write(bytes(64 * KB));
    b.dispose(); // held when disposed: released
    expect(log.slice(6)).toEqual(['hold@100', 'draw@100']);
  });

  it('draws after every slice without a hold (or with drawEveryMs 0)', () => {
    const x = new FakeXterm();
    const hold = vi.fn();
    const b = new WriteBatcher(x, { now: () => x.clock, minBytes: 64 * KB, initialRate: 1 * KB, hold, drawEveryMs: 0 });
    b.write(bytes(64 * KB));
    b.write(bytes(64 * KB));
    x.parseAll();
    x.parseAll();
    expect(hold).not.toHaveBeenCalled();
    expect(nonEmpty(x)).toHaveLength(2);
  });

  it('terminals sharing a lane parse their flooding slices one at a time; a small write does not wait', () => {
    const lane = new SliceLane();
    const a = new FakeXterm();
    const b = new FakeXterm();
    const ba = new WriteBatcher(a, { minBytes: 64 * KB, maxBytes: 64 * KB, lane });
    const bb = new WriteBatcher(b, { minBytes: 64 * KB, maxBytes: 64 * KB, lane });
    ba.write(bytes(64 * KB, 1));
    bb.write(bytes(64 * KB, 2));
    expect(nonEmpty(a)).toHaveLength(1);
    expect(nonEmpty(b)).toHaveLength(0); // waits for a's slice
    const c = new FakeXterm();
    new WriteBatcher(c, { minBytes: 64 * KB, maxBytes: 64 * KB, lane }).write(bytes(3));
    expect(nonEmpty(c)).toHaveLength(1); // an echo goes in at once
    a.parseAll();
    expect(nonEmpty(b)).toHaveLength(1); // b's turn
    ba.write(bytes(64 * KB, 3));
    expect(nonEmpty(a)).toHaveLength(1); // a waits behind b now
    b.parseAll();
    expect(nonEmpty(a)).toHaveLength(2);
  });

  it('a slice waiting for its turn is dropped when its terminal goes away, and the lane moves on', () => {
    const lane = new SliceLane();
    const a = new FakeXterm();
    const b = new FakeXterm();
    const c = new FakeXterm();
    new WriteBatcher(a, { minBytes: 64 * KB, maxBytes: 64 * KB, lane }).write(bytes(64 * KB));
    const bb = new WriteBatcher(b, { minBytes: 64 * KB, maxBytes: 64 * KB, lane });
    bb.write(bytes(64 * KB));
    new WriteBatcher(c, { minBytes: 64 * KB, maxBytes: 64 * KB, lane }).write(bytes(64 * KB));
    bb.dispose();
    a.parseAll();
    expect(nonEmpty(b)).toHaveLength(0);
    expect(nonEmpty(c)).toHaveLength(1);
  });

  it('gives xterm a slice in chunks of at most 64 KB, with its callback on the last one only', () => {
    const x = new FakeXterm();
    const b = new WriteBatcher(x, { now: () => x.clock, minBytes: 64 * KB, maxBytes: 128 * KB });
    const done = vi.fn();
    b.write(bytes(64 * KB, 1));
    b.write(bytes(150 * KB, 2), done); // waits for the first slice, then goes in whole
    b.write(bytes(10, 3));
    x.parseAll();
    const sizes = x.chunks.filter((c) => c.length > 0).map((c) => c.length);
    expect(sizes).toEqual([64 * KB, 64 * KB, 64 * KB, 22 * KB]);
    expect(done).not.toHaveBeenCalled();
    x.parseAll();
    expect(done).toHaveBeenCalledTimes(1);
    // Bytes in order, nothing lost at the cuts.
    const second = nonEmpty(x)[1] as Uint8Array;
    expect(second.length).toBe(150 * KB);
    expect([second[0], second[64 * KB], second[150 * KB - 1]]).toEqual([2, 2, 2]);
    b.dispose();
  });

  it('cuts into views of the pieces, not copies', () => {
    const piece = bytes(XTERM_CHUNK * 2 + 5);
    const out = xtermChunks([piece, bytes(3)]);
    expect(out.map((c) => c.length)).toEqual([XTERM_CHUNK, XTERM_CHUNK, 5, 3]);
    expect(out.slice(0, 3).every((c) => c.buffer === piece.buffer)).toBe(true);
    expect(xtermChunks([])).toEqual([]);
  });
});
