import { describe, expect, it } from 'vitest';
import { auditSearchSchema } from './audit-search';
import { queryOf } from './saved-queries';

describe('the Audit Log URL', () => {
  it('round-trips the facets with the range, types and search', () => {
    const view = {
      range: '7d',
      include: 'user.login,session.start',
      search: 'prod',
      user: 'bob@example.com',
      resource: 'web-1',
      outcome: 'failure',
    };
    const parsed = auditSearchSchema.parse(view);
    expect(parsed).toEqual(view);
    expect(auditSearchSchema.parse(JSON.parse(JSON.stringify(parsed)))).toEqual(view);
    // A saved query keeps a relative range relative.
    expect(queryOf(parsed)).toEqual(view);
  });

  it('keeps hostile values as text, caps their length and drops an unknown outcome', () => {
    const parsed = auditSearchSchema.parse({
      user: '<script>alert(1)</script>',
      resource: 'x'.repeat(1000),
      outcome: 'maybe',
    });
    expect(parsed.user).toBe('<script>alert(1)</script>');
    expect(parsed.resource).toHaveLength(300);
    expect(parsed.outcome).toBeUndefined();
    expect(auditSearchSchema.parse({ user: 'u'.repeat(500) }).user).toHaveLength(200);
    expect(auditSearchSchema.parse({ user: ['a'], outcome: 1 })).toEqual({});
  });
});
