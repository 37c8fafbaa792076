// Truncation, rows of the loaded pages, the search over them, and the URL schema's event types.
import { describe, expect, it } from 'vitest';
import { rowsOfPages, searchFilter, searchRows, truncateMessage } from './audit-rows';
import { auditSearchSchema, eventsParams } from './audit-search';

describe('audit rows', () => {
  it('cuts a message over 80 characters and ends it with ...', () => {
    expect(truncateMessage('x'.repeat(80))).toBe('x'.repeat(80));
    expect(truncateMessage('y'.repeat(81))).toBe(`${'y'.repeat(80)}...`);
  });

  it('rows of all pages in order, repeated ids made unique, a page without events refused', () => {
    const rows = rowsOfPages([
      { events: [{ event: 'exec', code: 'T3002I', time: '2026-11-23T10:00:00Z', uid: 'a' }], startKey: 'k' },
      { events: [{ event: 'exec', code: 'T3002I', time: '2026-11-23T09:00:00Z', uid: 'a' }], startKey: '' },
    ]);
    expect(rows.map((r) => r.id)).toEqual(['a', 'a#1']);
    expect(() => rowsOfPages([{ events: null, startKey: '' } as never])).toThrow('expected a list of events');
  });

  it('search matches every word over user, type and code, case-insensitively', () => {
    const rows = rowsOfPages([
      {
        events: [
          { event: 'user.login', code: 'T1000I', time: '2026-11-23T10:00:00Z', uid: '1', user: 'alice' },
          { event: 'exec', code: 'T3002I', time: '2026-11-23T09:00:00Z', uid: '2', user: 'bob' },
        ],
        startKey: '',
      },
    ]);
    expect(searchRows(rows, '').length).toBe(2);
    expect(searchRows(rows, 'ALICE').map((r) => r.id)).toEqual(['1']);
    expect(searchRows(rows, 't3002i bob').map((r) => r.id)).toEqual(['2']);
    expect(searchRows(rows, 'alice exec')).toEqual([]);
  });
});

describe('the search as an export filter', () => {
  it('keeps the raw events the search keeps on the page, and is none for a blank search', () => {
    const events = [
      { event: 'user.login', code: 'T1000I', time: '2026-11-23T10:00:00Z', uid: '1', user: 'alice' },
      { event: 'exec', code: 'T3002I', time: '2026-11-23T09:00:00Z', uid: '2', user: 'bob' },
      { event: 'exec', code: 'T3002I', time: '2026-11-23T08:00:00Z', uid: '3', user: 'Alice' },
    ];
    expect(searchFilter('  ')).toBeUndefined();
    for (const text of ['alice', 'EXEC alice', 't3002i', 'nobody']) {
      const onPage = searchRows(rowsOfPages([{ events, startKey: '' }]), text).map((r) => r.raw.uid);
      expect(events.filter(searchFilter(text)!).map((e) => e.uid)).toEqual(onPage);
    }
    expect(events.filter(searchFilter('exec alice')!).map((e) => e.uid)).toEqual(['3']);
  });
});

describe('the Audit Log URL', () => {
  it('reads event types from a comma list, dropping odd ones, and builds the request', () => {
    const search = auditSearchSchema.parse({ include: 'user.login, exec,<b>,exec', range: '7d', search: 'alice' });
    expect(search).toMatchObject({ include: 'user.login,exec', range: '7d', search: 'alice' });
    expect(auditSearchSchema.parse({ include: ['exec', 'exec', 'user.login'] }).include).toBe('exec,user.login');
    expect(auditSearchSchema.parse({ include: 42, range: 'forever' })).toEqual({});
    expect(eventsParams('F', 'T', 'a,b')).toEqual({ from: 'F', to: 'T', limit: 5000, include: 'a,b' });
    expect(eventsParams('F', 'T', undefined)).toEqual({ from: 'F', to: 'T', limit: 5000 });
  });
});
