// @vitest-environment node
// The route search schemas: round trips through TanStack's own query-string parser, and hostile values.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as u from '@/platform/url-schema';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { listNodesQueryParams, searchEventsQueryParams } from '@/api/gen/zod';
import { MAX_CURSORS } from './cursors';
import { MAX_TEXT, PAGE_SIZES, cursorsField, dateRangeSearchShape, listSearchSchema, searchField, sortField } from './search-schema';

const NODES = listSearchSchema({
  sortable: ['hostname', 'addr'],
  defaultSort: 'hostname:asc',
  pageSizes: PAGE_SIZES,
  params: listNodesQueryParams,
});

/** What the route sees for a query string: the router's parser, then the schema. */
const fromUrl = (query: string) => NODES.parse(defaultParseSearch(query));

describe('list search schema', () => {
  it('a plain link parses to no keys at all', () => {
    expect(NODES.parse({})).toEqual({ search: undefined, sort: undefined, limit: undefined, cursors: undefined });
    expect(defaultStringifySearch(NODES.parse({}))).toBe('');
  });

  it('round-trips a view through the real query string', () => {
    const view = {
      search: 'web "prod eu" 123',
      sort: 'addr:desc',
      limit: 250,
      cursors: ['/nodes/default/a b&c=d', '/nodes/default/ünï/"quoted"'],
    };
    const url = defaultStringifySearch(view);
    expect(fromUrl(url)).toEqual(view);
    expect(url).toContain('sort=addr%3Adesc');
    expect(url).toContain('limit=250');
  });

  it('keeps text that looks like JSON as text, also when typed into the URL by hand', () => {
    for (const search of ['123', 'true', 'null', '[1]', '{"a":1}']) {
      expect(fromUrl(defaultStringifySearch({ search })).search).toBe(search);
    }
    expect(fromUrl('?search=123').search).toBe('123');
    expect(fromUrl('?search=true').search).toBe('true');
  });

  it('drops hostile and malformed values instead of failing the route', () => {
    const parsed = NODES.parse({
      search: { nested: true },
      sort: 'hostname; drop table',
      limit: 7,
      cursors: 'not-an-array',
      other: 'x',
    });
    expect(parsed).toEqual({ search: undefined, sort: undefined, limit: undefined, cursors: undefined });
    expect(NODES.safeParse({ search: ['x'], sort: 42, limit: { n: 1 }, cursors: [{}] }).success).toBe(true);
    expect(fromUrl('?limit=-1&sort=%3Cscript%3E').limit).toBeUndefined();
    expect(fromUrl('?limit=1e3').limit).toBe(1000);
  });

  it('caps text at MAX_TEXT and the page stack in count and length', () => {
    expect(NODES.parse({ search: 'x'.repeat(MAX_TEXT + 50) }).search).toHaveLength(MAX_TEXT);
    const many = Array.from({ length: MAX_CURSORS + 5 }, (_, i) => `k${i}`);
    expect(NODES.parse({ cursors: many }).cursors).toHaveLength(MAX_CURSORS);
    expect(NODES.parse({ cursors: ['', 3, 'ok', 'x'.repeat(5000)] }).cursors).toEqual(['ok']);
    expect(NODES.parse({ cursors: [] }).cursors).toBeUndefined();
  });

  it('takes only sortable fields, writes the direction, and refuses unknown page sizes', () => {
    expect(NODES.parse({ sort: 'addr' }).sort).toBe('addr:asc');
    expect(NODES.parse({ sort: 'description:desc' }).sort).toBeUndefined();
    expect(NODES.parse({ limit: '100' }).limit).toBe(100);
    expect(NODES.parse({ limit: 99 }).limit).toBeUndefined();
  });

  it('without page sizes takes any whole limit up to the maximum', () => {
    const events = listSearchSchema({ sortable: ['time'], defaultSort: 'time:desc', maxLimit: 5000 });
    expect(events.parse({ limit: 5000 }).limit).toBe(5000);
    expect(events.parse({ limit: 5001 }).limit).toBeUndefined();
    expect(events.parse({ limit: 2.5 }).limit).toBeUndefined();
    expect(events.parse({ limit: 0 }).limit).toBeUndefined();
  });

  it('refuses a default sort that is not sortable (a mistake in the route file)', () => {
    expect(() => sortField({ sortable: ['name'], defaultSort: 'addr:asc' as 'name:asc' })).toThrow(/not sortable/);
  });

  it('checks values against the parameter schema of the operation', () => {
    const params = z.object({
      limit: z.number().max(100).optional(),
      search: z.string().max(5).optional(),
      sort: z.string().regex(/^name/).optional(),
    });
    const strict = listSearchSchema({ sortable: ['name', 'addr'], defaultSort: 'name', pageSizes: PAGE_SIZES, params });
    expect(strict.parse({ limit: 250, search: 'longer than five', sort: 'addr:desc' })).toEqual({
      search: undefined,
      sort: undefined,
      limit: undefined,
      cursors: undefined,
    });
    expect(strict.parse({ limit: 100, search: 'short', sort: 'name:desc' })).toMatchObject({
      limit: 100,
      search: 'short',
      sort: 'name:desc',
    });
  });

  it('fields compose with keys of the page', () => {
    const schema = u.object({
      search: searchField({ maxLength: 200 }),
      cursors: cursorsField(),
      requestable: u.catch(u.optional(u.boolean()), undefined),
    });
    expect(schema.parse({ search: 'x'.repeat(300), requestable: 'yes' })).toEqual({
      search: 'x'.repeat(200),
      cursors: undefined,
      requestable: undefined,
    });
  });
});

describe('date range search schema', () => {
  const EVENTS = u.object({ ...dateRangeSearchShape({ defaultPreset: '24h', params: searchEventsQueryParams }), cursors: cursorsField() });

  it('keeps a preset or ISO instants (in canonical form) and drops the rest', () => {
    expect(EVENTS.parse({ range: '7d' })).toEqual({ range: '7d', from: undefined, to: undefined, cursors: undefined });
    expect(EVENTS.parse({ from: '2025-03-01T08:30:00+02:00', to: '2025-03-02T00:00:00Z' })).toMatchObject({
      from: '2025-03-01T06:30:00.000Z',
      to: '2025-03-02T00:00:00.000Z',
    });
    expect(EVENTS.parse({ range: 'forever', from: 'yesterday', to: 12 })).toEqual({
      range: undefined,
      from: undefined,
      to: undefined,
      cursors: undefined,
    });
  });

  it('round-trips through the real query string', () => {
    const url = defaultStringifySearch({ from: '2025-03-01T06:30:00.000Z', to: '2025-03-02T00:00:00.000Z' });
    expect(EVENTS.parse(defaultParseSearch(url))).toMatchObject({ from: '2025-03-01T06:30:00.000Z', to: '2025-03-02T00:00:00.000Z' });
  });
});
