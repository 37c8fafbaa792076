// @vitest-environment node
// Date range presets against a fixed clock, ISO instants, and custom ranges with their fallbacks.
import { describe, expect, it } from 'vitest';
import { PRESET_SPAN_MS, RANGE_PRESETS, customRange, parseInstant, presetRange, resolveRange } from './date-range';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const OPTIONS = { defaultPreset: '24h', maxSpanDays: 31 } as const;

describe('date range presets', () => {
  it('each preset ends now and starts its span earlier', () => {
    expect(presetRange('15m', NOW)).toEqual({ choice: '15m', from: '2025-03-10T11:45:00.000Z', to: '2025-03-10T12:00:00.000Z' });
    expect(presetRange('1h', NOW).from).toBe('2025-03-10T11:00:00.000Z');
    expect(presetRange('24h', NOW).from).toBe('2025-03-09T12:00:00.000Z');
    expect(presetRange('7d', NOW).from).toBe('2025-03-03T12:00:00.000Z');
    expect(presetRange('30d', NOW).from).toBe('2025-02-08T12:00:00.000Z');
    for (const p of RANGE_PRESETS) {
      const r = presetRange(p, NOW);
      expect(Date.parse(r.to) - Date.parse(r.from)).toBe(PRESET_SPAN_MS[p]);
    }
  });

  it('a URL without a range, or with a bad one, is the default preset', () => {
    expect(resolveRange({}, OPTIONS, NOW)).toEqual(presetRange('24h', NOW));
    expect(resolveRange({ range: '2y' }, OPTIONS, NOW).choice).toBe('24h');
    expect(resolveRange({ range: ['1h'] }, OPTIONS, NOW).choice).toBe('24h');
    expect(resolveRange({ range: '7d' }, OPTIONS, NOW)).toEqual(presetRange('7d', NOW));
  });
});

describe('custom ranges', () => {
  it('takes ISO instants with a zone, in canonical UTC form', () => {
    expect(parseInstant('2025-03-01T08:30:00+02:00')).toBe('2025-03-01T06:30:00.000Z');
    expect(parseInstant('2025-03-01T08:30Z')).toBe('2025-03-01T08:30:00.000Z');
    for (const bad of [
      '1',
      '2025-03-01',
      '2025-03-01T08:30',
      'yesterday',
      '2025-13-45T99:99:00Z',
      `2025-03-01T08:30:00.${'1'.repeat(40)}Z`,
      123,
      null,
    ]) {
      expect(parseInstant(bad)).toBeUndefined();
    }
  });

  it('wins over the preset when both ends are valid and in order', () => {
    const r = resolveRange({ range: '1h', from: '2025-03-01T00:00:00Z', to: '2025-03-02T00:00:00Z' }, OPTIONS, NOW);
    expect(r).toEqual({ choice: 'custom', from: '2025-03-01T00:00:00.000Z', to: '2025-03-02T00:00:00.000Z' });
  });

  it('falls back when reversed, empty, half given or longer than allowed', () => {
    expect(customRange('2025-03-02T00:00:00Z', '2025-03-01T00:00:00Z', OPTIONS)).toBeNull();
    expect(customRange('2025-03-01T00:00:00Z', '2025-03-01T00:00:00Z', OPTIONS)).toBeNull();
    expect(customRange('2025-03-01T00:00:00Z', undefined, OPTIONS)).toBeNull();
    expect(customRange('2024-01-01T00:00:00Z', '2025-03-01T00:00:00Z', OPTIONS)).toBeNull();
    expect(customRange('2024-01-01T00:00:00Z', '2025-03-01T00:00:00Z', { defaultPreset: '1h' })).not.toBeNull();
    expect(resolveRange({ from: '2025-03-02T00:00:00Z', to: '2025-03-01T00:00:00Z' }, OPTIONS, NOW).choice).toBe('24h');
  });
});
