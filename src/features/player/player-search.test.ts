import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { playerSearchSchema, RECORDING_TYPES, withPosition } from './player-search';

// What the schema must do, in classic zod (the player's schema before the route search took one
// style): the oracle on the samples below, not shipped.
const zodMs = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().catch(undefined);
const zodSchema = z.object({
  recordingType: z.enum(RECORDING_TYPES).optional().catch(undefined),
  durationMs: zodMs,
  t: zodMs,
  idle: zodMs,
  export: z.enum(['webm']).optional().catch(undefined),
});

const samples: unknown[] = [
  {},
  { recordingType: 'k8s', durationMs: '65000', t: '1234' },
  { recordingType: 'desktop', durationMs: 65000, t: 0 },
  { recordingType: 'rdp', durationMs: '-1', t: 'soon' },
  { t: 1.5, durationMs: 'NaN' },
  { t: '', durationMs: null },
  { t: true, durationMs: [7] },
  { t: '1e3', durationMs: 'Infinity' },
  { t: Number.MAX_SAFE_INTEGER + 2, durationMs: { a: 1 } },
  { recordingType: ['ssh'], t: '  42 ', other: 'x' },
  { recordingType: 'SSH', t: -0 },
  { t: '2000', idle: '5000' },
  { idle: 'soon' },
  { recordingType: 'desktop', export: 'webm' },
  { export: 'WEBM' },
  { export: ['webm'] },
];

describe('the player URL', () => {
  it('parses type, duration and position; bad values become defaults', () => {
    expect(playerSearchSchema.parse({ recordingType: 'k8s', durationMs: '65000', t: '1234' })).toEqual({
      recordingType: 'k8s',
      durationMs: 65000,
      t: 1234,
    });
    expect(playerSearchSchema.parse({ recordingType: 'rdp', durationMs: '-1', t: 'soon' })).toEqual({});
    expect(playerSearchSchema.parse({ t: 1.5 })).toEqual({});
  });

  it('round-trips a position through t= (URLSearchParams, as a copied link does)', () => {
    for (const pos of [0, 1, 394.4, 1902, 65_000.6, 1_298_789]) {
      const search = withPosition({ recordingType: 'ssh', durationMs: 1_298_789 }, pos);
      const params = new URLSearchParams(Object.entries(search).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
      const back = playerSearchSchema.parse(Object.fromEntries(params));
      expect(back.t ?? 0).toBe(Math.round(pos));
      expect(back.recordingType).toBe('ssh');
      expect(back.durationMs).toBe(1_298_789);
    }
    expect(withPosition({ t: 5 }, 0)).toEqual({ t: undefined });
  });

  it.each(samples.map((s) => [JSON.stringify(s), s]))('parses %s as classic zod does', (_name, sample) => {
    expect(playerSearchSchema.parse(sample)).toEqual(zodSchema.parse(sample));
  });

  it('drops hostile values', () => {
    expect(playerSearchSchema.parse({ recordingType: '<script>', durationMs: '-5', t: 'x' })).toEqual({});
  });
});
