// The Console node list's URL and request.
import { describe, expect, it } from 'vitest';
import { getListNodesQueryKey } from '@/api/gen/hooks/resources/resources';
import { consoleNodesQuery, consoleNodesSearchSchema, PAGE_SIZE } from './nodes-query';

describe('the Console node list', () => {
  it('asks for pages of 50 by hostname, under a key of its own (the Servers list caches single pages)', () => {
    const query = consoleNodesQuery('root', 'web');
    const params = { limit: PAGE_SIZE, sort: 'hostname:asc', search: 'web' };
    expect(query.queryKey.slice(0, 2)).toEqual([...getListNodesQueryKey('root', params)]);
    expect(query.queryKey).not.toEqual(getListNodesQueryKey('root', params));
    expect(consoleNodesQuery('root', undefined).queryKey[1]).toEqual({ limit: 50, sort: 'hostname:asc' });
  });

  it('loads more while the answer has a next startKey', () => {
    const { getNextPageParam } = consoleNodesQuery('root', undefined);
    const page = (startKey: string) => ({ items: [], startKey, totalCount: 0 });
    expect(getNextPageParam(page('k2'), [], '', [])).toBe('k2');
    expect(getNextPageParam(page(''), [], 'k2', ['', 'k2'])).toBeUndefined();
  });

  it('keeps a search of up to 200 characters in the URL and drops the rest', () => {
    expect(consoleNodesSearchSchema.parse({ search: 'x'.repeat(300) }).search).toHaveLength(200);
    expect(consoleNodesSearchSchema.parse({ search: 42 })).toEqual({ search: '42' });
    expect(consoleNodesSearchSchema.parse({ search: '', other: 1 })).toEqual({ search: undefined });
  });
});
