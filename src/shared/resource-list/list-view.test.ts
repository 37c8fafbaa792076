import {
  listAppsQueryParams,
  listDatabasesQueryParams,
  listDesktopsQueryParams,
  listKubernetesClustersQueryParams,
  listNodesQueryParams,
} from '../../api/gen/zod';
import { describe, expect, it } from 'vitest';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import {
  DEFAULT_LIMIT,
  MAX_CURSORS,
  changeView,
  isFiltered,
  listParams,
  nextPage,
  nextSort,
  pageNumber,
  parseSort,
  previousPage,
  readListView,
  toListSearch,
  validateListSearch,
  listSearchSchema,
  type ListKind,
  type ListView,
} from './list-view';

const NODES: ListKind = { defaultSort: { field: 'hostname', dir: 'asc' }, sortable: ['hostname', 'addr'] };
const DEFAULT_VIEW: ListView = {
  search: '',
  query: '',
  advanced: false,
  sort: { field: 'hostname', dir: 'asc' },
  limit: DEFAULT_LIMIT,
  cursors: [],
  requestable: false,
};

/** The URL the router writes for a view, and the view it reads back from that URL. */
function roundTrip(view: ListView): { url: string; back: ListView } {
  const url = defaultStringifySearch(toListSearch(view, NODES));
  return { url, back: readListView(validateListSearch(defaultParseSearch(url)), NODES) };
}

describe('the view in the URL', () => {
  it('a plain link is the default view, and the default view writes nothing', () => {
    expect(readListView(validateListSearch({}), NODES)).toEqual(DEFAULT_VIEW);
    expect(roundTrip(DEFAULT_VIEW).url).toBe('');
  });

  it('round-trips every part of a view through the real query string', () => {
    const view: ListView = {
      search: 'web "prod eu" 123',
      query: 'labels["env"] == "prod" && search("x")',
      advanced: true,
      sort: { field: 'addr', dir: 'desc' },
      limit: 250,
      cursors: ['/nodes/default/a b&c=d', '/nodes/default/ünï/"quoted"'],
      requestable: true,
    };
    const { url, back } = roundTrip(view);
    expect(back).toEqual(view);
    // Readable where it can be: the sort and page size are plain.
    expect(url).toContain('sort=addr%3Adesc');
    expect(url).toContain('limit=250');
  });

  it('keeps strings that look like JSON as strings (a search for 123 or true)', () => {
    for (const search of ['123', 'true', 'null', '[1]', '{"a":1}']) {
      expect(roundTrip({ ...DEFAULT_VIEW, search }).back.search).toBe(search);
    }
  });

  it('drops what is not part of the view or is malformed', () => {
    const search = validateListSearch({
      search: { nested: true },
      query: ['x'],
      sort: 'hostname; drop table',
      limit: 7,
      cursors: 'not-an-array',
      advanced: 'yes please',
      other: 'x',
    });
    expect(search).toEqual({});
  });

  it('coerces numbers and booleans the URL parser produced back into text', () => {
    expect(validateListSearch({ search: 42, query: false, limit: '100', advanced: 'true', requestable: 1 })).toEqual({
      search: '42',
      query: 'false',
      limit: 100,
      advanced: true,
      requestable: true,
    });
  });

  it('falls back to the default sort for a field the kind cannot sort by', () => {
    expect(readListView({ sort: 'description:desc' }, NODES).sort).toEqual(NODES.defaultSort);
    expect(readListView({ sort: 'addr' }, NODES).sort).toEqual({ field: 'addr', dir: 'asc' });
  });

  it('caps the page stack and ignores empty cursors', () => {
    const many = Array.from({ length: MAX_CURSORS + 5 }, (_, i) => `k${i}`);
    expect(validateListSearch({ cursors: many }).cursors).toHaveLength(MAX_CURSORS);
    expect(validateListSearch({ cursors: ['', 3, 'ok'] }).cursors).toEqual(['ok']);
  });

  it('shows the predicate input whenever a query is set', () => {
    expect(readListView({ query: 'x' }, NODES).advanced).toBe(true);
    expect(toListSearch({ ...DEFAULT_VIEW, query: 'x', advanced: true }, NODES)).toEqual({ query: 'x' });
  });
});

describe('sorting', () => {
  it('parses field:direction, a bare field as ascending, and nothing else', () => {
    expect(parseSort('hostname:desc')).toEqual({ field: 'hostname', dir: 'desc' });
    expect(parseSort('name')).toEqual({ field: 'name', dir: 'asc' });
    expect(parseSort('spec.addr:asc')).toEqual({ field: 'spec.addr', dir: 'asc' });
    for (const bad of ['', 'name:up', 'na me', ':asc', 'name:asc:desc', 5, null]) expect(parseSort(bad)).toBeNull();
  });

  it('a header click flips the same field and starts another ascending', () => {
    expect(nextSort({ field: 'addr', dir: 'asc' }, 'addr')).toEqual({ field: 'addr', dir: 'desc' });
    expect(nextSort({ field: 'addr', dir: 'desc' }, 'addr')).toEqual({ field: 'addr', dir: 'asc' });
    expect(nextSort({ field: 'addr', dir: 'desc' }, 'hostname')).toEqual({ field: 'hostname', dir: 'asc' });
  });
});

describe('paging and the request', () => {
  it('pushes and pops startKeys; the last one is the request startKey', () => {
    const two = nextPage(DEFAULT_VIEW, 'k2');
    const three = nextPage(two, 'k3');
    expect(pageNumber(three)).toBe(3);
    expect(listParams(three, false).startKey).toBe('k3');
    expect(previousPage(three)).toEqual(two);
    expect(listParams(previousPage(two), false).startKey).toBeUndefined();
    expect(nextPage(two, '')).toBe(two); // the last page has no next
  });

  it('a new search, query, sort or page size starts from the first page', () => {
    const deep = nextPage(nextPage(DEFAULT_VIEW, 'a'), 'b');
    expect(changeView(deep, { search: 'x' }).cursors).toEqual([]);
    expect(changeView(deep, { limit: 100 }).cursors).toEqual([]);
  });

  it('sends the listing parameters of the contract, trimmed, and searchAsRoles only as "yes" when allowed', () => {
    const view: ListView = { ...DEFAULT_VIEW, search: '  web ', query: ' labels.env == "x" ', requestable: true };
    expect(listParams(view, true)).toEqual({ limit: 50, sort: 'hostname:asc', search: 'web', query: 'labels.env == "x"', searchAsRoles: 'yes' });
    expect(listParams(view, false)).not.toHaveProperty('searchAsRoles');
    expect(listParams({ ...view, requestable: false }, true)).not.toHaveProperty('searchAsRoles');
    expect(listParams(DEFAULT_VIEW, true)).toEqual({ limit: 50, sort: 'hostname:asc' });
  });

  it('knows when the list is narrowed', () => {
    expect(isFiltered(DEFAULT_VIEW)).toBe(false);
    expect(isFiltered({ ...DEFAULT_VIEW, search: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_VIEW, query: 'x' })).toBe(true);
  });
});

describe('the list search schema and the contract', () => {
  const generated = {
    listNodes: listNodesQueryParams,
    listApps: listAppsQueryParams,
    listDatabases: listDatabasesQueryParams,
    listKubernetesClusters: listKubernetesClustersQueryParams,
    listDesktops: listDesktopsQueryParams,
  };
  const view = readListView(
    listSearchSchema.parse({ search: 'web', query: 'labels["env"] == "prod"', sort: 'addr:desc', limit: '100', cursors: ['k1', 'k2'], requestable: 'true' }),
    NODES,
  );

  it.each(Object.entries(generated))('sends what %s accepts', (_name, schema) => {
    const params = listParams(view, true);
    expect(params).toEqual({ limit: 100, sort: 'addr:desc', startKey: 'k2', search: 'web', query: 'labels["env"] == "prod"', searchAsRoles: 'yes' });
    expect(schema.safeParse(params).success).toBe(true);
    for (const key of ['limit', 'startKey', 'search', 'query', 'sort', 'searchAsRoles']) expect(Object.keys(schema.shape)).toContain(key);
  });

  it('keeps only sorts the contract accepts', () => {
    for (const sort of ['name', 'name:asc', 'hostname:desc', 'a.b_c', 'name:up', 'na me', '1:asc', '']) {
      const kept = listSearchSchema.parse({ sort }).sort;
      if (kept !== undefined) expect(listNodesQueryParams.shape.sort.safeParse(kept).success, sort).toBe(true);
    }
    expect(listSearchSchema.parse({ sort: 'name:up' }).sort).toBeUndefined();
  });
});
