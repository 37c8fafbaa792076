// @vitest-environment node
// The wizard's URL takes exactly the kinds and steps the wizard has.
import { describe, expect, it } from 'vitest';
import { discoverSearchSchema, SEARCH_KIND_IDS, SEARCH_STEP_IDS } from './discover-search';
import { KIND_IDS } from './kinds';
import { STEP_IDS } from './step-machine';

describe('discover search', () => {
  it('knows the kinds and steps of the wizard', () => {
    expect([...SEARCH_KIND_IDS].sort()).toEqual([...KIND_IDS].sort());
    expect(SEARCH_STEP_IDS).toEqual(STEP_IDS);
  });

  it('drops an unknown kind or step and caps text', () => {
    expect(discoverSearchSchema.parse({ kind: 'server', step: 'wait', q: '  web  ' })).toEqual({ kind: 'server', step: 'wait', q: 'web' });
    expect(discoverSearchSchema.parse({ kind: 'mainframe', step: 'later', q: 'x'.repeat(101) })).toEqual({
      kind: undefined,
      step: undefined,
      q: undefined,
    });
  });
});
