import { describe, expect, it } from 'vitest';
import { getSearchSessionEventsQueryKey } from '@/api/gen/hooks/audit/audit';
import { RECORDINGS_PAGE_SIZE, recordingsQuery, recordingsSearchSchema } from './recordings-query';
import { nearEnd } from './use-load-more-on-scroll';

describe('the recordings request', () => {
  it('asks for 5000 a page in the range, under a key of its own', () => {
    const q = recordingsQuery('root', '2024-01-01T00:00:00.000Z', '2024-01-02T00:00:00.000Z');
    const params = { from: '2024-01-01T00:00:00.000Z', to: '2024-01-02T00:00:00.000Z', limit: 5000 };
    expect(RECORDINGS_PAGE_SIZE).toBe(5000);
    expect(q.queryKey).toEqual([...getSearchSessionEventsQueryKey('root', params), 'pages']);
  });

  it('follows startKey until a page has none', () => {
    const { getNextPageParam } = recordingsQuery('root', 'a', 'b');
    expect(getNextPageParam({ events: [], startKey: 'k2' }, [], '', [])).toBe('k2');
    expect(getNextPageParam({ events: [], startKey: '' }, [], 'k2', ['', 'k2'])).toBeUndefined();
  });
});

describe('the URL of Session Recordings', () => {
  it('keeps a preset or a custom range, the type and the user and host filters', () => {
    expect(recordingsSearchSchema.parse({ range: '7d', type: 'k8s', user: 'alice', host: 'web' })).toEqual({
      range: '7d',
      from: undefined,
      to: undefined,
      type: 'k8s',
      user: 'alice',
      host: 'web',
    });
    expect(recordingsSearchSchema.parse({ from: '2024-01-01T00:00:00Z', to: '2024-01-02T00:00:00+01:00' })).toMatchObject({
      from: '2024-01-01T00:00:00.000Z',
      to: '2024-01-01T23:00:00.000Z',
    });
  });

  it('drops what it cannot use instead of failing', () => {
    expect(recordingsSearchSchema.parse({ range: 'forever', type: 'db', user: '  ', host: 42, from: 'yesterday' })).toEqual({
      range: undefined,
      from: undefined,
      to: undefined,
      type: undefined,
      user: undefined,
      host: '42',
    });
    expect(recordingsSearchSchema.parse({ user: 'x'.repeat(500) }).user).toHaveLength(200);
  });
});

describe('loading more on scroll', () => {
  it('is near the end within the margin of a scrollable box only', () => {
    expect(nearEnd(700, 300, 1000)).toBe(true);
    expect(nearEnd(400, 300, 1000)).toBe(false);
    expect(nearEnd(0, 1000, 1000)).toBe(false);
  });
});
