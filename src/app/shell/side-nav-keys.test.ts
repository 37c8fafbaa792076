import { describe, expect, it } from 'vitest';
import { navKeyAction, type NavKeyItem } from './side-nav-keys';

// link, open group (with two children), link
const items: NavKeyItem[] = [{}, { group: 'g', open: true }, { parent: 'g' }, { parent: 'g' }, {}];

describe('navKeyAction', () => {
  it('moves with the arrows, wrapping at both ends, and jumps with Home and End', () => {
    expect(navKeyAction('ArrowDown', items, 0)).toEqual({ kind: 'focus', index: 1 });
    expect(navKeyAction('ArrowDown', items, 4)).toEqual({ kind: 'focus', index: 0 });
    expect(navKeyAction('ArrowUp', items, 0)).toEqual({ kind: 'focus', index: 4 });
    expect(navKeyAction('Home', items, 3)).toEqual({ kind: 'focus', index: 0 });
    expect(navKeyAction('End', items, 1)).toEqual({ kind: 'focus', index: 4 });
  });
  it('opens a closed group with ArrowRight and enters an open one', () => {
    expect(navKeyAction('ArrowRight', [{ group: 'g', open: false }], 0)).toEqual({ kind: 'open', group: 'g' });
    expect(navKeyAction('ArrowRight', items, 1)).toEqual({ kind: 'focus', index: 2 });
    expect(navKeyAction('ArrowRight', items, 0)).toEqual({ kind: 'none' });
  });
  it('closes with ArrowLeft, from the header or a child (which returns to the header)', () => {
    expect(navKeyAction('ArrowLeft', items, 1)).toEqual({ kind: 'close', group: 'g', focusHeader: false });
    expect(navKeyAction('ArrowLeft', items, 3)).toEqual({ kind: 'close', group: 'g', focusHeader: true });
  });
  it('leaves the list with Escape, or closes the group first', () => {
    expect(navKeyAction('Escape', items, 0)).toEqual({ kind: 'leave' });
    expect(navKeyAction('Escape', items, 2)).toEqual({ kind: 'close', group: 'g', focusHeader: true });
  });
  it('ignores other keys (Enter is the element’s own)', () => {
    expect(navKeyAction('Enter', items, 0)).toEqual({ kind: 'none' });
    expect(navKeyAction('ArrowDown', [], 0)).toEqual({ kind: 'none' });
  });
});
