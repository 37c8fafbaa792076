import { describe, expect, it } from 'vitest';
import { commonEnds } from './common-ends';

describe('commonEnds', () => {
  it('finds the common start and end of two texts', () => {
    expect(commonEnds('env: dev\n', 'env: prod\n')).toEqual({ start: 5, endA: 8, endB: 9 });
    expect(commonEnds('same', 'same')).toEqual({ start: 4, endA: 4, endB: 4 });
  });

  it('never lets the end reach back past the start (a repeated letter)', () => {
    expect(commonEnds('aa', 'aaa')).toEqual({ start: 2, endA: 2, endB: 3 });
  });

  it('works on lists of lines', () => {
    expect(commonEnds(['a', 'b', 'c'], ['a', 'x', 'c'])).toEqual({ start: 1, endA: 2, endB: 2 });
  });
});
