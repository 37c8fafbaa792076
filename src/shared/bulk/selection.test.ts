// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { countNotShown, dropKeys, pageState, selectionText, setPageEntries, toggleEntry, useSelection, type Selection } from './selection';

const e = (key: string) => ({ key, name: `name of ${key}` });
const empty: Selection<{ key: string; name: string }> = new Map();

describe('selection', () => {
  it('toggles a row by its key and keeps what it was given', () => {
    const one = toggleEntry(empty, e('a'));
    expect([...one.keys()]).toEqual(['a']);
    expect(one.get('a')?.name).toBe('name of a');
    expect(toggleEntry(one, e('a')).size).toBe(0);
    // Pure: the old selection is unchanged.
    expect(one.size).toBe(1);
  });

  it('select-all-on-page adds or removes only the page’s rows; other pages stay selected', () => {
    const page1 = [e('a'), e('b')];
    const page2 = [e('c'), e('d')];
    let s = setPageEntries(empty, page1, true);
    s = toggleEntry(s, e('c'));
    expect(pageState(s, ['a', 'b'])).toBe('all');
    expect(pageState(s, ['c', 'd'])).toBe('some');
    expect(pageState(s, ['x'])).toBe('none');
    expect(pageState(s, [])).toBe('none');
    s = setPageEntries(s, page2, false);
    expect([...s.keys()]).toEqual(['a', 'b']);
  });

  it('counts the selected rows not shown (another page, a filter) and says so', () => {
    const s = setPageEntries(empty, [e('a'), e('b'), e('c')], true);
    expect(countNotShown(s, ['a', 'z'])).toBe(2);
    expect(selectionText(3, 2)).toBe('3 selected, 2 not on this page');
    expect(selectionText(1, 0)).toBe('1 selected');
  });

  it('drops the keys a bulk action is done with, and keeps the same selection when none is selected', () => {
    const s = setPageEntries(empty, [e('a'), e('b'), e('c')], true);
    expect([...dropKeys(s, ['a', 'c', 'z']).keys()]).toEqual(['b']);
    expect(dropKeys(s, ['z'])).toBe(s);
  });

  it('useSelection survives the page changing under it, replaces and clears', () => {
    const { result } = renderHook(() => useSelection<{ key: string; name: string }>());
    act(() => result.current.setPage([e('a'), e('b')], true));
    act(() => result.current.toggle(e('c')));
    expect([...result.current.selected.keys()]).toEqual(['a', 'b', 'c']);
    act(() => result.current.replace([e('b')]));
    expect([...result.current.selected.keys()]).toEqual(['b']);
    act(() => result.current.clear());
    expect(result.current.selected.size).toBe(0);
  });
});
