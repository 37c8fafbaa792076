import { describe, expect, it } from 'vitest';
import { playerSearchSchema, withPosition } from './player-search';

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
});
