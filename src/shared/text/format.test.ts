import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  it('formats as yyyy-MM-dd HH:mm:ss in local time', () => {
    const d = new Date(2026, 10, 21, 9, 5, 7);
    expect(formatDateTime(d)).toBe('2026-11-21 09:05:07');
    expect(formatDateTime(d.toISOString())).toBe('2026-11-21 09:05:07');
  });
  it("gives the text 'undefined' for what is not a date", () => {
    expect(formatDateTime('yesterday-ish')).toBe('undefined');
    expect(formatDateTime(undefined)).toBe('undefined');
  });
});
