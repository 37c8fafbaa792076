import { describe, expect, it } from 'vitest';
import type { RawAuditEvent } from '@/features/audit/catalogue/format-event';
import { countFacets, facetPredicate, narrowsLoaded } from './audit-facets';

const events: RawAuditEvent[] = [
  { event: 'user.login', code: 'T1000I', user: 'alice', success: true },
  { event: 'user.login', code: 'T1000W', user: 'bob', success: false, error: 'bad password' },
  { event: 'session.start', code: 'T2000I', user: 'alice', server_hostname: 'web-1' },
  { event: 'session.end', code: 'T2004I', user: 'alice', server_hostname: 'web-1' },
  { event: 'db.session.query.failed', code: 'TDB02W', user: 'bob', db_service: 'orders-pg' },
  { event: 'db.session.query', code: 'TDB02I', user: 'carol', db_service: 'orders-pg' },
  { event: 'cert.create', code: 'TC000I', user: '' },
];

const group = (groups: ReturnType<typeof countFacets>, key: string) => groups.find((g) => g.key === key)!;

describe('countFacets', () => {
  it('counts every facet, most common first', () => {
    const groups = countFacets(events, {});
    expect(group(groups, 'type').values).toEqual([
      { value: 'user.login', count: 2 },
      { value: 'cert.create', count: 1 },
      { value: 'db.session.query', count: 1 },
      { value: 'db.session.query.failed', count: 1 },
      { value: 'session.end', count: 1 },
      { value: 'session.start', count: 1 },
    ]);
    expect(group(groups, 'user').values).toEqual([
      { value: 'alice', count: 3 },
      { value: 'bob', count: 2 },
      { value: 'carol', count: 1 },
    ]);
    expect(group(groups, 'resource').values).toEqual([
      { value: 'orders-pg', count: 2, kind: 'database' },
      { value: 'web-1', count: 2, kind: 'server' },
    ]);
    expect(group(groups, 'outcome').values).toEqual([
      { value: 'success', count: 5 },
      { value: 'failure', count: 2 },
    ]);
  });

  it('counts each facet over what the other facets keep, and always shows a chosen value', () => {
    const groups = countFacets(events, { user: 'bob' });
    // The user facet itself still counts every user (choosing another is one click away).
    expect(group(groups, 'user').values.map((v) => v.value)).toEqual(['alice', 'bob', 'carol']);
    expect(group(groups, 'outcome').values).toEqual([{ value: 'failure', count: 2 }]);
    expect(group(groups, 'resource').values).toEqual([{ value: 'orders-pg', count: 1, kind: 'database' }]);

    const capped = countFacets(events, { user: 'zed' }, 1);
    expect(group(capped, 'user').values).toEqual([
      { value: 'alice', count: 3 },
      { value: 'zed', count: 0 },
    ]);
    expect(group(capped, 'user').distinct).toBe(3);
  });
});

describe('facetPredicate', () => {
  it('is undefined when no facet narrows the loaded events (types are the server’s)', () => {
    expect(facetPredicate({})).toBeUndefined();
    expect(facetPredicate({ types: ['user.login'] })).toBeUndefined();
    expect(narrowsLoaded({ types: ['user.login'] })).toBe(false);
  });

  it('keeps the events of the chosen user, resource and outcome', () => {
    const keep = facetPredicate({ user: 'bob', outcome: 'failure' })!;
    expect(events.filter(keep).map((e) => e.code)).toEqual(['T1000W', 'TDB02W']);
    const byResource = facetPredicate({ resource: 'web-1' })!;
    expect(events.filter(byResource).map((e) => e.event)).toEqual(['session.start', 'session.end']);
    expect(events.filter(facetPredicate({ resource: 'web-1', outcome: 'failure' })!)).toEqual([]);
  });
});
