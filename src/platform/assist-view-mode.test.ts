import { describe, expect, it } from 'vitest';
import { ASSIST_VIEWS, viewFromPreference, viewToPreference } from './assist-view-mode';

describe('assist view mode <-> assist.viewMode preference', () => {
  it('maps the wire numbers: 1 docked, 2 popup, 3 expanded, 4 expanded with the sidebar', () => {
    expect([1, 2, 3, 4].map(viewFromPreference)).toEqual(['docked', 'popup', 'expanded', 'expanded-sidebar']);
    expect(ASSIST_VIEWS.map(viewToPreference)).toEqual([1, 2, 3, 4]);
  });

  it('reads unspecified and unknown values as the default, docked', () => {
    for (const value of [0, 5, -1, 2.5, '2', null, undefined]) expect(viewFromPreference(value)).toBe('docked');
  });

  it('round-trips every view', () => {
    for (const view of ASSIST_VIEWS) expect(viewFromPreference(viewToPreference(view))).toBe(view);
  });
});
