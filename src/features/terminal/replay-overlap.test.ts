// The replay of a rejoined session, told apart from what was missed.
import { describe, expect, it } from 'vitest';
import { OutputTail, replayOverlap } from './replay-overlap';

const b = (s: string) => new TextEncoder().encode(s);

describe('replay overlap', () => {
  it('keeps the latest bytes up to its limit', () => {
    const tail = new OutputTail(8);
    tail.push(b('abcdef'));
    tail.push(b('ghij'));
    expect(new TextDecoder().decode(tail.bytes())).toBe('cdefghij');
    tail.push(b('0123456789'));
    expect(new TextDecoder().decode(tail.bytes())).toBe('23456789');
  });

  it('finds the longest start of the replay that repeats the end of what was received', () => {
    expect(replayOverlap(b('$ echo one\r\none\r\n$ drop\r\n'), b('one\r\n$ drop\r\n$ '))).toBe(13);
    const all = '$ echo one\r\none\r\n$ drop\r\n';
    expect(replayOverlap(b(all), b(all))).toBe(all.length);
  });

  it('takes a short or missing overlap for new output', () => {
    expect(replayOverlap(b('$ echo one\r\n'), b('\r\nnew output'))).toBe(0);
    expect(replayOverlap(b('abcdefgh'), b('completely different'))).toBe(0);
    expect(replayOverlap(new Uint8Array(0), b('anything at all'))).toBe(0);
  });
});
