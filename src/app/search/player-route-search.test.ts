import { describe, expect, it } from 'vitest';
import { playerSearchSchema, RECORDING_TYPES } from '@/features/player/player-search';
import { playerRouteSearchSchema, ROUTE_RECORDING_TYPES } from './player-route-search';

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

describe('the player route search', () => {
  it('lists the player’s recording types', () => {
    expect(ROUTE_RECORDING_TYPES).toEqual(RECORDING_TYPES);
  });

  it.each(samples.map((s) => [JSON.stringify(s), s]))('parses %s as the player’s own schema does', (_name, sample) => {
    expect(playerRouteSearchSchema.parse(sample)).toEqual(playerSearchSchema.parse(sample));
  });

  it('drops hostile values', () => {
    expect(playerRouteSearchSchema.parse({ recordingType: '<script>', durationMs: '-5', t: 'x' })).toEqual({});
  });
});
