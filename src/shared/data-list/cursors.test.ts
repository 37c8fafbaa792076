// @vitest-environment jsdom
// The cursor stack of paged lists: push, pop, caps, untrusted input, and the state hook.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  MAX_CURSORS,
  MAX_CURSOR_LENGTH,
  cleanCursors,
  nextStartKey,
  pageOf,
  popCursor,
  pushCursor,
  startKeyOf,
  useCursorStack,
  withStartKey,
} from './cursors';

describe('the cursor stack', () => {
  it('pushes startKeys for Next and pops them for Previous; the last one is the request startKey', () => {
    const two = pushCursor([], 'k2');
    const three = pushCursor(two, 'k3');
    expect(pageOf(three)).toBe(3);
    expect(startKeyOf(three)).toBe('k3');
    expect(popCursor(three)).toEqual(two);
    expect(startKeyOf(popCursor(two))).toBeUndefined();
    expect(popCursor([])).toEqual([]);
  });

  it('does not move past the last page, nor past the cap, nor take an over-long key', () => {
    const two = pushCursor([], 'k2');
    expect(pushCursor(two, '')).toBe(two);
    expect(pushCursor(two, 'x'.repeat(MAX_CURSOR_LENGTH + 1))).toBe(two);
    const full = Array.from({ length: MAX_CURSORS }, (_, i) => `k${i}`);
    expect(pushCursor(full, 'more')).toBe(full);
  });

  it('keeps only the usable entries of an untrusted stack', () => {
    expect(cleanCursors(['', 3, 'ok', null, 'x'.repeat(MAX_CURSOR_LENGTH + 1), 'b'])).toEqual(['ok', 'b']);
    expect(cleanCursors('["a"]')).toEqual([]);
    expect(cleanCursors(Array.from({ length: MAX_CURSORS + 5 }, (_, i) => `k${i}`))).toHaveLength(MAX_CURSORS);
  });

  it('useCursorStack pages in component state', () => {
    const { result } = renderHook(() => useCursorStack());
    expect(result.current.page).toBe(1);
    act(() => result.current.next('a'));
    act(() => result.current.next('b'));
    expect(result.current).toMatchObject({ page: 3, startKey: 'b', cursors: ['a', 'b'] });
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ page: 2, startKey: 'a' });
    act(() => result.current.first());
    expect(result.current).toMatchObject({ page: 1, startKey: undefined });
  });
});

describe('startKey paging of infinite lists', () => {
  it('follows a non-empty startKey and stops at an empty, missing or non-string one', () => {
    expect(nextStartKey({ startKey: 'k2' })).toBe('k2');
    expect(nextStartKey({ startKey: '' })).toBeUndefined();
    expect(nextStartKey({})).toBeUndefined();
    expect(nextStartKey({ startKey: 7 })).toBeUndefined();
    expect(nextStartKey(undefined)).toBeUndefined();
  });

  it('sends no startKey for page 1 and the key for the others', () => {
    expect(withStartKey({ limit: 5 }, undefined)).toEqual({ limit: 5 });
    expect(withStartKey({ limit: 5 }, '')).toEqual({ limit: 5 });
    expect(withStartKey({ limit: 5 }, 'k1')).toEqual({ limit: 5, startKey: 'k1' });
  });
});
