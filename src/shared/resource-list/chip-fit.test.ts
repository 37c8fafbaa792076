import { describe, expect, it } from 'vitest';
import { CHIP_GAP, MORE_CHIP_ESTIMATE, chipsThatFit, moreChipWidth } from './chip-fit';

const more = () => 30;

describe('how many label chips fit on one line', () => {
  it('shows every chip when they all fit, gaps included', () => {
    // 3 × 100 + 2 gaps = 312
    expect(chipsThatFit({ widths: [100, 100, 100], available: 312, moreWidth: more })).toBe(3);
    expect(chipsThatFit({ widths: [], available: 0, moreWidth: more })).toBe(0);
  });

  it("keeps room for the '+N' chip once one chip must go", () => {
    // 311 px: the three do not fit; two (206) + gap + '+1' (30) = 242 do.
    expect(chipsThatFit({ widths: [100, 100, 100], available: 311, moreWidth: more })).toBe(2);
    // 235 px: two and '+1' need 242, so one and '+2' (100 + 6 + 30 = 136).
    expect(chipsThatFit({ widths: [100, 100, 100], available: 235, moreWidth: more })).toBe(1);
  });

  it("asks the '+N' chip's width for the number it would hide", () => {
    const asked: number[] = [];
    const shown = chipsThatFit({
      widths: [50, 50, 50, 50],
      available: 120,
      moreWidth: (hidden) => {
        asked.push(hidden);
        return hidden * 10;
      },
    });
    // Three and '+1' need 178, two and '+2' 132, one and '+3' 86.
    expect(asked).toEqual([1, 2, 3]);
    expect(shown).toBe(1);
  });

  it("never shows '+N' alone: on a line too narrow, the first chip stays (shortened)", () => {
    expect(chipsThatFit({ widths: [240, 80], available: 150, moreWidth: more })).toBe(1);
    expect(chipsThatFit({ widths: [240], available: 150, moreWidth: more })).toBe(1);
  });

  it('uses the given gap', () => {
    expect(chipsThatFit({ widths: [100, 100], available: 220, moreWidth: more, gap: 20 })).toBe(2);
    expect(chipsThatFit({ widths: [100, 100], available: 219, moreWidth: more, gap: 20 })).toBe(1);
    expect(CHIP_GAP).toBe(6);
  });

  it("estimates the '+N' chip from one measured, one digit wider per digit", () => {
    expect(moreChipWidth(3)).toBe(MORE_CHIP_ESTIMATE);
    expect(moreChipWidth(12)).toBe(MORE_CHIP_ESTIMATE + 7);
    expect(moreChipWidth(4, { width: 29, hidden: 9 })).toBe(29);
    expect(moreChipWidth(10, { width: 29, hidden: 9 })).toBe(36);
    expect(moreChipWidth(10, { width: 0, hidden: 9 })).toBe(MORE_CHIP_ESTIMATE + 7);
  });
});
