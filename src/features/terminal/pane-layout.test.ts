import { describe, expect, it } from 'vitest';
import { arrange, clampSplit, evenSizes, fitSizes, MIN_SHARE, moveSplitter, splitterPercent } from './pane-layout';

describe('pane layout', () => {
  it('shares the page evenly and keeps stored shares that fit', () => {
    expect(evenSizes(4)).toEqual([0.25, 0.25, 0.25, 0.25]);
    expect(fitSizes([2, 1, 1], 3)).toEqual([0.5, 0.25, 0.25]);
    expect(fitSizes([0.5, 0.5], 3)).toEqual(evenSizes(3));
    expect(fitSizes([1, Number.NaN], 2)).toEqual([0.5, 0.5]);
    expect(fitSizes([0.95, 0.05], 2)).toEqual([0.5, 0.5]);
  });

  it('moves a splitter between its two panes only, never below the minimum', () => {
    const moved = moveSplitter([0.25, 0.25, 0.5], 1, 0.1);
    expect(moved[0]).toBe(0.25);
    expect(moved[1]).toBeCloseTo(0.35);
    expect(moved[2]).toBeCloseTo(0.4);
    const far = moveSplitter([0.5, 0.5], 0, 5);
    expect(far[1]).toBeCloseTo(MIN_SHARE);
    expect(far[0]! + far[1]!).toBeCloseTo(1);
    expect(moveSplitter([0.5, 0.5], 1, 0.1)).toEqual([0.5, 0.5]);
    expect(splitterPercent([0.25, 0.35, 0.4], 1)).toBe(60);
  });

  it('places columns, rows and the grid with a splitter between neighbours', () => {
    const cols = arrange('columns', 3, [0.5, 0.25, 0.25], { col: 0.5, row: 0.5 });
    expect(cols.panes.map((p) => p.gridColumn)).toEqual(['1', '3', '5']);
    expect(cols.splitters.map((s) => [s.place.gridColumn, s.orientation])).toEqual([
      ['2', 'vertical'],
      ['4', 'vertical'],
    ]);
    expect(cols.columns).toBe('minmax(0, 0.5000fr) 6px minmax(0, 0.2500fr) 6px minmax(0, 0.2500fr)');
    const rows = arrange('rows', 2, [0.5, 0.5], { col: 0.5, row: 0.5 });
    expect(rows.panes.map((p) => p.gridRow)).toEqual(['1', '3']);
    expect(rows.splitters[0]!.orientation).toBe('horizontal');
    const grid = arrange('grid', 4, [], { col: 0.3, row: 0.9 });
    expect(grid.panes.map((p) => `${p.gridColumn}|${p.gridRow}`)).toEqual(['1|1', '3|1', '1|3', '3|3']);
    expect(grid.rows).toBe('minmax(0, 0.8000fr) 6px minmax(0, 0.2000fr)');
    expect(arrange('grid', 3, [], { col: 0.5, row: 0.5 }).panes[2]!.gridColumn).toBe('1 / 4');
    // Two panes in a grid are two columns.
    expect(arrange('grid', 2, [0.5, 0.5], { col: 0.5, row: 0.5 }).splitters).toHaveLength(1);
    expect(arrange('columns', 1, [1], { col: 0.5, row: 0.5 }).splitters).toHaveLength(0);
    expect(clampSplit('x')).toBe(0.5);
  });
});
