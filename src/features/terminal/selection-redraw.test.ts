// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Terminal } from '@xterm/xterm';
import { openTestTerminal } from './test-xterm';
import { renderServiceOf, skipEmptySelectionRedraws, type SelectionRedrawTarget } from './selection-redraw';

type Call = Parameters<SelectionRedrawTarget['handleSelectionChanged']>;

function target() {
  const calls: Call[] = [];
  const t: SelectionRedrawTarget & { calls: Call[] } = {
    calls,
    handleSelectionChanged(...args: Call) {
      calls.push(args);
    },
  };
  return t;
}

describe('skipEmptySelectionRedraws', () => {
  it('drops a redraw from no selection to no selection and passes every other', () => {
    const t = target();
    skipEmptySelectionRedraws(t);
    t.handleSelectionChanged(undefined, undefined, false); // the first: passes (state unknown)
    t.handleSelectionChanged(undefined, undefined, false); // after a scroll, nothing selected: dropped
    t.handleSelectionChanged([1, 0], undefined, false); // a click without a drag: still nothing drawn
    expect(t.calls).toHaveLength(1);
    t.handleSelectionChanged([1, 0], [5, 0], false); // a selection: passes
    t.handleSelectionChanged([1, 0], [5, 0], false); // redrawn after a scroll: passes
    t.handleSelectionChanged(undefined, undefined, false); // cleared: passes (the old one goes)
    t.handleSelectionChanged(undefined, undefined, false); // dropped again
    t.handleSelectionChanged([0, 2], [3, 4], true); // a column selection: passes
    expect(t.calls).toEqual([
      [undefined, undefined, false],
      [[1, 0], [5, 0], false],
      [[1, 0], [5, 0], false],
      [undefined, undefined, false],
      [[0, 2], [3, 4], true],
    ]);
  });

  it('is undone by the function it returns, and does nothing without a target', () => {
    const t = target();
    const own = t.handleSelectionChanged;
    const undo = skipEmptySelectionRedraws(t);
    expect(t.handleSelectionChanged).not.toBe(own);
    undo();
    expect(t.handleSelectionChanged).toBe(own);
    expect(() => skipEmptySelectionRedraws(null)()).not.toThrow();
  });

  it('finds the render service of a real xterm, or null for something else', () => {
    const term = openTestTerminal();
    const service = renderServiceOf(term);
    expect(service).not.toBeNull();
    expect(typeof service?.handleSelectionChanged).toBe('function');
    const undo = skipEmptySelectionRedraws(service);
    expect(Object.prototype.hasOwnProperty.call(service, 'handleSelectionChanged')).toBe(true);
    undo();
    // Back to xterm's own method (from the prototype).
    expect(Object.prototype.hasOwnProperty.call(service, 'handleSelectionChanged')).toBe(false);
    term.dispose();
    expect(renderServiceOf({} as Terminal)).toBeNull();
  });
});
