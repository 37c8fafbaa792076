import { describe, expect, it } from 'vitest';
import { DEFAULT_COLUMN_MIN, columnMinWidth, lengthPx, scrollEdges, tableMinWidth } from './table-width';

describe("a table's minimum width", () => {
  it('reads px, rem and numbers, not percentages', () => {
    expect(lengthPx(80)).toBe(80);
    expect(lengthPx('80px')).toBe(80);
    expect(lengthPx('7.5rem')).toBe(120);
    expect(lengthPx('22%')).toBeNull();
    expect(lengthPx(undefined)).toBeNull();
  });

  it("takes a column's own minimum, else its fixed width, else the default", () => {
    expect(columnMinWidth({ minWidth: 90, width: 200 })).toBe(90);
    expect(columnMinWidth({ width: '10rem' })).toBe(160);
    expect(columnMinWidth({ width: '30%' })).toBe(DEFAULT_COLUMN_MIN);
    expect(columnMinWidth({})).toBe(DEFAULT_COLUMN_MIN);
  });

  it('sums the fixed columns and counts every flexible one at the largest flexible minimum', () => {
    // Flexible columns share what is left equally, so each needs room for the widest minimum.
    expect(tableMinWidth([{ width: 80 }, { minWidth: 200 }, {}, { width: '10rem' }])).toBe(80 + 2 * 200 + 160);
    // A column in % needs the table at its minimum over its share; the others share the rest.
    expect(tableMinWidth([{ width: '25%', minWidth: 200 }, { width: 100 }])).toBe(800);
    expect(tableMinWidth([{ width: '50%', minWidth: 100 }, { width: 100 }, { minWidth: 150 }])).toBe(500);
    // Laid out by content, each column keeps its own minimum.
    expect(tableMinWidth([{ minWidth: 200 }, {}, { width: '10%' }], 'auto')).toBe(200 + 120 + 120);
    // A fixed column is never drawn below its own minimum either.
    expect(tableMinWidth([{ width: 60, minWidth: 100 }])).toBe(100);
  });
});

describe('the scroll cues', () => {
  it('marks the edges that hide more', () => {
    expect(scrollEdges(0, 1000, 1000)).toEqual({ start: false, end: false });
    expect(scrollEdges(0, 1200, 1000)).toEqual({ start: false, end: true });
    expect(scrollEdges(100, 1200, 1000)).toEqual({ start: true, end: true });
    expect(scrollEdges(200, 1200, 1000)).toEqual({ start: true, end: false });
    // Fractional positions and right-to-left boxes.
    expect(scrollEdges(199.5, 1200, 1000)).toEqual({ start: true, end: false });
    expect(scrollEdges(-100, 1200, 1000)).toEqual({ start: true, end: true });
  });
});
