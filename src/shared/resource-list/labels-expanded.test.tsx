import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { STORAGE_KEYS, isKeptOnLogout } from '@/auth/storage-keys';
import { readLabelsExpanded, useLabelsExpanded, writeLabelsExpanded } from './labels-expanded';

describe('the remembered labels style (one line or expanded)', () => {
  it('is collapsed until chosen, and remembered per kind of list', () => {
    expect(readLabelsExpanded('nodes')).toBe(false);
    writeLabelsExpanded('nodes', true);
    expect(readLabelsExpanded('nodes')).toBe(true);
    expect(readLabelsExpanded('desktops')).toBe(false);
    writeLabelsExpanded('desktops', true);
    writeLabelsExpanded('nodes', false);
    expect(readLabelsExpanded('nodes')).toBe(false);
    expect(readLabelsExpanded('desktops')).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.listLabelsExpanded) ?? 'null')).toEqual({ desktops: true });
  });

  it('reads unreadable storage as collapsed and survives a logout', () => {
    localStorage.setItem(STORAGE_KEYS.listLabelsExpanded, '{broken');
    expect(readLabelsExpanded('nodes')).toBe(false);
    writeLabelsExpanded('nodes', true);
    expect(readLabelsExpanded('nodes')).toBe(true);
    localStorage.setItem(STORAGE_KEYS.listLabelsExpanded, '{"nodes":"yes"}');
    expect(readLabelsExpanded('nodes')).toBe(false);
    expect(isKeptOnLogout(STORAGE_KEYS.listLabelsExpanded)).toBe(true);
  });

  it('the hook starts from what was remembered, remembers a change, and follows another list', () => {
    writeLabelsExpanded('apps', true);
    const { result, rerender } = renderHook(({ kind }) => useLabelsExpanded(kind), { initialProps: { kind: 'nodes' } });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    expect(result.current[0]).toBe(true);
    expect(readLabelsExpanded('nodes')).toBe(true);
    rerender({ kind: 'apps' });
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(readLabelsExpanded('apps')).toBe(false);
    // A second list of the same kind (a new visit) starts where the first one left off.
    const again = renderHook(() => useLabelsExpanded('nodes'));
    expect(again.result.current[0]).toBe(true);
  });
});
