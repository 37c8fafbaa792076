import { describe, expect, it } from 'vitest';
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
});
