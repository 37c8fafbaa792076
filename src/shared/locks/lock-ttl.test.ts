import { describe, expect, it } from 'vitest';
import { parseGoDuration } from '@/shared/wire/go-duration.mjs';
import { parseLockTtl } from './lock-ttl';

describe('parseLockTtl', () => {
  it('takes an empty TTL as a lock that never expires', () => {
    expect(parseLockTtl('')).toEqual({ ok: true, ttl: '', ms: null });
    expect(parseLockTtl('   ')).toEqual({ ok: true, ttl: '', ms: null });
  });

  it.each([
    ['30m', 30 * 60_000],
    ['2h', 2 * 3_600_000],
    ['1h30m', 90 * 60_000],
    ['1.5h', 90 * 60_000],
    ['.5h', 30 * 60_000],
    ['2h45m10s', (2 * 3600 + 45 * 60 + 10) * 1000],
    ['90s', 90_000],
    ['1500ms', 1500],
    ['+2h', 2 * 3_600_000],
    ['168h', 7 * 24 * 3_600_000],
  ])('reads the Go duration %s', (input, ms) => {
    expect(parseLockTtl(input)).toEqual({ ok: true, ttl: input, ms });
  });

  it('sends the duration trimmed, as typed', () => {
    expect(parseLockTtl('  2h ')).toEqual({ ok: true, ttl: '2h', ms: 7_200_000 });
  });

  it('says what to write instead of days or weeks, which Go does not know', () => {
    expect(parseLockTtl('7d')).toEqual({ ok: false, message: 'Days and weeks are not accepted: write 168h for 7 days.' });
    expect(parseLockTtl('1d')).toEqual({ ok: false, message: 'Days and weeks are not accepted: write 24h for 1 day.' });
    expect(parseLockTtl('2days')).toMatchObject({ ok: false, message: expect.stringContaining('write 48h for 2 days') });
    expect(parseLockTtl('1w')).toMatchObject({ ok: false, message: expect.stringContaining('write 168h for 7 days') });
  });

  it('refuses a number without a unit, naming it', () => {
    expect(parseLockTtl('30')).toEqual({ ok: false, message: 'A unit is missing after 30: write one such as 30m, 2h or 1h30m.' });
    expect(parseLockTtl('1h30')).toMatchObject({ ok: false, message: expect.stringContaining('after 30') });
  });

  it('refuses an unknown unit, naming it', () => {
    expect(parseLockTtl('2hours')).toEqual({
      ok: false,
      message: 'Unknown unit “hours” in “2hours”: use h, m or s, such as 30m, 2h or 1h30m.',
    });
    expect(parseLockTtl('5M')).toMatchObject({ ok: false, message: expect.stringContaining('Unknown unit “M”') });
  });

  it('refuses text that is no duration, spaces, negative, zero, too short and too long TTLs', () => {
    expect(parseLockTtl('never')).toMatchObject({ ok: false, message: expect.stringContaining('is not a duration') });
    expect(parseLockTtl('h')).toMatchObject({ ok: false, message: expect.stringContaining('is not a duration') });
    expect(parseLockTtl('+')).toMatchObject({ ok: false, message: expect.stringContaining('is not a duration') });
    expect(parseLockTtl('1h 30m')).toMatchObject({ ok: false, message: expect.stringContaining('without spaces') });
    expect(parseLockTtl('-2h')).toMatchObject({ ok: false, message: expect.stringContaining('cannot be negative') });
    expect(parseLockTtl('0')).toMatchObject({ ok: false, message: expect.stringContaining('at least one second') });
    expect(parseLockTtl('0h')).toMatchObject({ ok: false, message: expect.stringContaining('at least one second') });
    expect(parseLockTtl('500ms')).toMatchObject({ ok: false, message: expect.stringContaining('at least one second') });
    expect(parseLockTtl('3000000h')).toMatchObject({ ok: false, message: expect.stringContaining('too long') });
    expect(parseLockTtl('2562047h')).toMatchObject({ ok: true });
  });

  it('reads exactly what Go reads: the micro signs, a bare dot, the int64 limit to the nanosecond', () => {
    expect(parseLockTtl('2000000\u00b5s')).toEqual({ ok: true, ttl: '2000000\u00b5s', ms: 2000 });
    expect(parseLockTtl('2000000\u03bcs')).toEqual({ ok: true, ttl: '2000000\u03bcs', ms: 2000 });
    expect(parseLockTtl('3.h5m')).toEqual({ ok: true, ttl: '3.h5m', ms: 185 * 60_000 });
    expect(parseLockTtl('9223372036854775807ns')).toMatchObject({ ok: true });
    // One nanosecond past Go's longest duration: Go refuses it (the server would answer 500).
    expect(parseLockTtl('9223372036854775808ns')).toMatchObject({ ok: false, message: expect.stringContaining('too long') });
    expect(parseLockTtl('2562047h47m16.854775808s')).toMatchObject({ ok: false, message: expect.stringContaining('too long') });
    expect(parseLockTtl('+0')).toMatchObject({ ok: false, message: expect.stringContaining('at least one second') });
    expect(parseLockTtl('1..5h')).toMatchObject({ ok: false, message: expect.stringContaining('A unit is missing after 1.') });
    expect(parseLockTtl('1h-30m')).toMatchObject({ ok: false, message: expect.stringContaining('Unknown unit “h-”') });
    expect(parseLockTtl('-')).toMatchObject({ ok: false, message: expect.stringContaining('is not a duration') });
    expect(parseLockTtl('1.5d')).toEqual({ ok: false, message: 'Days and weeks are not accepted: write 36h for 1.5 days.' });
  });

  it('accepts nothing Go refuses, and refuses nothing Go accepts but zero, negative and sub-second TTLs', () => {
    const samples = ['7d', '2days', '30', '1h 30m', 'soon', '', '.', '.5', '1.5h', '2h45m', '-1h', '+2h', '0', '90s', '1e3h', '2562048h'];
    for (const sample of samples) {
      const go = parseGoDuration(sample);
      const form = parseLockTtl(sample);
      if (!go.ok && sample !== '') expect(form.ok, sample).toBe(false);
      if (go.ok && go.ns >= 1_000_000_000n) expect(form, sample).toMatchObject({ ok: true, ttl: sample });
    }
  });
});
