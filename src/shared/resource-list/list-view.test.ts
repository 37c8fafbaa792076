import {
  listAppsQueryParams,
  listDatabasesQueryParams,
  listDesktopsQueryParams,
  listKubernetesClustersQueryParams,
  listNodesQueryParams,
} from '@/api/gen/zod';
import { describe, expect, it } from 'vitest';
import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';
import { MAX_CURSORS } from '@/shared/data-list/cursors';
import {
  DEFAULT_LIMIT,
  isFiltered,
  listParams,
  readListView,
  resourceListKind,
  validateListSearch,
  type ListSearch,
  type ListView,
} from './list-view';

// The sort parsing, the header toggle and the cursor stack are the data-list kit's (sort.test.ts,
// cursors.test.ts); the writes of the view into the URL are tested in use-list-view.test.tsx.
const NODES = resourceListKind({
  defaultSort: 'hostname:asc',
  sortable: ['hostname', 'addr'],
  request: (clusterId, params) => ({ queryKey: [clusterId, params] }),
});
const DEFAULT_VIEW: ListView = {
  search: '',
  query: '',
  advanced: false,
  sort: { field: 'hostname', dir: 'asc' },
  limit: DEFAULT_LIMIT,
  cursors: [],
  requestable: false,
  columns: null,
  labels: {},
};

/** The view read back from a URL the router wrote for these search keys. */
function roundTrip(search: Record<string, unknown>): { url: string; back: ListView } {
  const url = defaultStringifySearch(search);
  return { url, back: readListView(validateListSearch(NODES, defaultParseSearch(url)), NODES) };
}

describe('the view in the URL', () => {
  it('a plain link is the default view, and the default view writes nothing', () => {
    expect(readListView(validateListSearch(NODES, {}), NODES)).toEqual(DEFAULT_VIEW);
    expect(validateListSearch(NODES, {})).toEqual({});
    expect(roundTrip({}).url).toBe('');
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
      columns: ['hostname', 'labels'],
      labels: { env: ['prod', 'a "quoted" & odd=value'], 'teleport.dev/origin': ['cloud'] },
    };
    const { url, back } = roundTrip({
      search: view.search,
      query: view.query,
      sort: 'addr:desc',
      limit: 250,
      cursors: view.cursors,
      requestable: true,
      columns: view.columns,
      labels: view.labels,
    });
    expect(back).toEqual(view);
    // Readable where it can be: the sort and page size are plain.
    expect(url).toContain('sort=addr%3Adesc');
    expect(url).toContain('limit=250');
  });

  it('keeps strings that look like JSON as strings (a search for 123 or true)', () => {
    for (const search of ['123', 'true', 'null', '[1]', '{"a":1}']) {
      expect(roundTrip({ search }).back.search).toBe(search);
    }
  });

  it('drops what is not part of the view or is malformed', () => {
    const search = validateListSearch(NODES, {
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
    expect(validateListSearch(NODES, { search: 42, query: false, limit: '100', advanced: 'true', requestable: 1 })).toEqual({
      search: '42',
      query: 'false',
      limit: 100,
      advanced: true,
      requestable: true,
    });
  });

  it('falls back to the default sort for a field the kind cannot sort by', () => {
    expect(readListView({ sort: 'description:desc' }, NODES).sort).toEqual(NODES.defaultSort);
    expect(validateListSearch(NODES, { sort: 'description:desc' })).toEqual({});
    expect(readListView(validateListSearch(NODES, { sort: 'addr' }), NODES).sort).toEqual({ field: 'addr', dir: 'asc' });
  });

  it('caps the page stack and ignores empty cursors', () => {
    const many = Array.from({ length: MAX_CURSORS + 5 }, (_, i) => `k${i}`);
    expect(validateListSearch(NODES, { cursors: many }).cursors).toHaveLength(MAX_CURSORS);
    expect(validateListSearch(NODES, { cursors: ['', 3, 'ok'] }).cursors).toEqual(['ok']);
  });

  it('shows the predicate input whenever a query is set', () => {
    expect(readListView({ query: 'x' }, NODES).advanced).toBe(true);
    expect(readListView({ advanced: true }, NODES).advanced).toBe(true);
  });
});

describe('the request', () => {
  it('sends the last startKey of the stack', () => {
    const three: ListSearch = { cursors: ['k2', 'k3'] };
    expect(listParams(readListView(three, NODES), false).startKey).toBe('k3');
    expect(listParams(readListView({ cursors: ['k2'] }, NODES), false).startKey).toBe('k2');
    expect(listParams(readListView({}, NODES), false).startKey).toBeUndefined();
  });

  it('sends the listing parameters of the contract, trimmed, and searchAsRoles only as "yes" when allowed', () => {
    const view: ListView = { ...DEFAULT_VIEW, search: '  web ', query: ' labels.env == "x" ', requestable: true };
    expect(listParams(view, true)).toEqual({
      limit: 50,
      sort: 'hostname:asc',
      search: 'web',
      query: 'labels.env == "x"',
      searchAsRoles: 'yes',
    });
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
    NODES.schema.parse({
      search: 'web',
      query: 'labels["env"] == "prod"',
      sort: 'addr:desc',
      limit: '100',
      cursors: ['k1', 'k2'],
      requestable: 'true',
    }),
    NODES,
  );

  it.each(Object.entries(generated))('sends what %s accepts', (_name, schema) => {
    const params = listParams(view, true);
    expect(params).toEqual({
      limit: 100,
      sort: 'addr:desc',
      startKey: 'k2',
      search: 'web',
      query: 'labels["env"] == "prod"',
      searchAsRoles: 'yes',
    });
    expect(schema.safeParse(params).success).toBe(true);
    for (const key of ['limit', 'startKey', 'search', 'query', 'sort', 'searchAsRoles']) expect(Object.keys(schema.shape)).toContain(key);
  });

  it('keeps only sorts the contract accepts', () => {
    for (const sort of ['name', 'name:asc', 'hostname:desc', 'a.b_c', 'name:up', 'na me', '1:asc', '']) {
      const kept = NODES.schema.parse({ sort }).sort;
      if (kept !== undefined) expect(listNodesQueryParams.shape.sort.safeParse(kept).success, sort).toBe(true);
    }
    expect(NODES.schema.parse({ sort: 'name:up' }).sort).toBeUndefined();
  });
});
