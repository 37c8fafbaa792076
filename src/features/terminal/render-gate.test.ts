// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Terminal } from '@xterm/xterm';
import { openTestTerminal } from './test-xterm';
import { refreshTargetOf, renderGate, type RefreshTarget } from './render-gate';

function target() {
  const calls: [number, number, boolean | undefined][] = [];
  const t: RefreshTarget & { calls: typeof calls } = {
    calls,
    refreshRows(start, end, isRedrawOnly) {
      calls.push([start, end, isRedrawOnly]);
    },
  };
  return t;
}

describe('renderGate', () => {
  it('passes refreshes through until held, then asks for the rows held back once, on release', () => {
    const t = target();
    const gate = renderGate(t)!;
    t.refreshRows(0, 3);
    expect(t.calls).toEqual([[0, 3, undefined]]);
    gate.hold(true);
    t.refreshRows(10, 12, true);
    t.refreshRows(4, 23);
    t.refreshRows(7, 7, true);
    expect(t.calls).toHaveLength(1);
    gate.hold(false);
    // The union, and not only a redraw since one of them was more.
    expect(t.calls.at(-1)).toEqual([4, 23, false]);
    gate.hold(true);
    t.refreshRows(2, 2, true);
    gate.hold(false);
    expect(t.calls.at(-1)).toEqual([2, 2, true]);
    gate.hold(true);
    gate.hold(false); // nothing asked meanwhile: nothing drawn
    gate.hold(false);
    expect(t.calls).toHaveLength(3);
  });

  it('releases and puts the method back on dispose', () => {
    const t = target();
    const own = t.refreshRows;
    const gate = renderGate(t)!;
    gate.hold(true);
    t.refreshRows(1, 2);
    gate.dispose();
    expect(t.refreshRows).toBe(own);
    expect(t.calls).toEqual([[1, 2, false]]);
    expect(renderGate(null)).toBeNull();
  });

  it("finds a real xterm's render service and puts its method back", () => {
    const term = openTestTerminal();
    const service = refreshTargetOf(term);
    expect(service).not.toBeNull();
    const gate = renderGate(service)!;
    expect(Object.prototype.hasOwnProperty.call(service, 'refreshRows')).toBe(true);
    gate.dispose();
    expect(Object.prototype.hasOwnProperty.call(service, 'refreshRows')).toBe(false);
    term.dispose();
    expect(refreshTargetOf({} as Terminal)).toBeNull();
  });
});
