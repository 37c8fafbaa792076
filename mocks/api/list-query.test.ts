import { describe, expect, it } from 'vitest';
import { compilePredicate, listPage, ListQueryError, matchesSearch, searchWords, type ListKind } from './list-query.mjs';

type Label = { name: string; value: string };
type TestNode = { name: string; hostname: string; addr: string; labels: Label[] };

const node = (name: string, hostname: string, addr: string, labels: Record<string, string>): TestNode => ({
  name,
  hostname,
  addr,
  labels: Object.entries(labels).map(([k, v]) => ({ name: k, value: v })),
});

/** A dozen servers; their input order is not the order of any field. */
const NODES: TestNode[] = [
  node('web-2', 'Web-2.example.com', '10.0.0.2:3022', { env: 'prod', region: 'US East', team: 'web' }),
  node('db-1', 'db-1.example.com', '10.0.1.1:3022', { env: 'prod', region: 'eu-west', team: 'data' }),
  node('web-1', 'web-1.example.com', '10.0.0.1:3022', { env: 'staging', region: 'US East', team: 'web' }),
  node('cache-1', 'cache-1.internal', '10.0.2.1:3022', { env: 'dev', region: 'us-west' }),
  node('gpu-1', 'gpu-1.internal', '10.0.3.1:3022', { env: 'prod', gpu: '', team: 'ml' }),
  node('bastion', 'bastion.example.com', '192.168.1.10:3022', { env: 'prod', role: 'jump' }),
  node('db-2', 'db-2.example.com', '10.0.1.2:3022', { env: 'staging', region: 'eu-west', team: 'data' }),
  node('kafka-1', 'kafka-1.internal', '10.0.4.1:3022', { env: 'prod', region: 'us-east-2', team: 'data' }),
  node('legacy', 'LEGACY.example.com', '172.16.0.5:22', {}),
  node('build-1', 'build-1.ci', '10.0.5.1:3022', { env: 'ci', team: 'platform', tier: 'a,b,c' }),
  node('mail', 'mail.example.com', '10.0.6.1:25', { env: 'prod', team: 'it' }),
  node('vpn', 'vpn.example.com', '10.0.7.1:1194', { env: 'prod', team: 'it', region: 'US East' }),
];

const KIND: ListKind = {
  name: (n) => n.name,
  labels: (n) => n.labels,
  searchFields: (n) => [n.hostname, n.addr],
  sortFields: { name: (n) => n.name, hostname: (n) => n.hostname, addr: (n) => n.addr },
  keyPrefix: '/nodes/default/',
  kind: 'node',
};

type Page = { items: TestNode[]; startKey: string; totalCount: number };

function ok(query: Record<string, string | undefined>, items: readonly TestNode[] = NODES, kind: ListKind = KIND): Page {
  const answer = listPage(items, kind, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as Page;
}

function names(query: Record<string, string | undefined>, items: readonly TestNode[] = NODES): string[] {
  return ok(query, items).items.map((n) => n.name);
}

/** The names the predicate keeps, in input order. */
const where = (query: string) => names({ query });

function bad(query: Record<string, string | undefined>): string {
  const answer = listPage(NODES, KIND, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  return (answer.body as { error: { message: string } }).error.message;
}

const badQuery = (query: string) => bad({ query });

describe('searchWords', () => {
  it('splits on spaces, keeps quoted phrases together, lower-cases and drops empty words', () => {
    expect(searchWords('Web  "US East" prod')).toEqual(['web', 'us east', 'prod']);
    expect(searchWords('"unterminated phrase')).toEqual(['unterminated phrase']);
    expect(searchWords('  ')).toEqual([]);
    expect(searchWords('""')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe('search', () => {
  it('ignores case and matches the name, label keys and values, the hostname and the address', () => {
    expect(names({ search: 'WEB-1' })).toEqual(['web-1']);
    expect(names({ search: 'gpu' })).toEqual(['gpu-1']); // name and a label key
    expect(names({ search: 'jump' })).toEqual(['bastion']); // a label value
    expect(names({ search: 'role' })).toEqual(['bastion']); // a label key
    expect(names({ search: 'legacy.EXAMPLE' })).toEqual(['legacy']); // the hostname
    expect(names({ search: '192.168.' })).toEqual(['bastion']); // the address
    expect(names({ search: ':25' })).toEqual(['mail']);
  });

  it('groups quoted words into a phrase, and every word must match', () => {
    expect(names({ search: '"us east"' })).toEqual(['web-2', 'web-1', 'vpn']);
    expect(names({ search: 'us east' })).toEqual(['web-2', 'web-1', 'kafka-1', 'vpn']);
    expect(names({ search: '"us east" prod' })).toEqual(['web-2', 'vpn']);
    expect(names({ search: '"us east" prod nothing-has-this' })).toEqual([]);
  });

  it('matches words as text, never as patterns', () => {
    expect(names({ search: '.*' })).toEqual([]);
    expect(names({ search: '10.0.0.' })).toEqual(['web-2', 'web-1']);
  });

  it('counts the whole match in totalCount', () => {
    const page = ok({ search: 'prod', limit: '2' });
    expect(page.items).toHaveLength(2);
    expect(page.totalCount).toBe(7);
  });

  it('matchesSearch tells about one item, whatever the case of the words', () => {
    expect(matchesSearch(NODES[0], ['WEB', 'us east'], KIND)).toBe(true);
    expect(matchesSearch(NODES[0], ['web', 'eu-west'], KIND)).toBe(false);
    expect(matchesSearch(NODES[0], [], KIND)).toBe(true);
  });

  it('combines with the predicate: both must match', () => {
    expect(names({ search: 'data', query: 'labels.env == "prod"' })).toEqual(['db-1', 'kafka-1']);
  });
});

describe('predicate', () => {
  it('reads labels by index, by selector and through resource.metadata.labels', () => {
    const prod = ['web-2', 'db-1', 'gpu-1', 'bastion', 'kafka-1', 'mail', 'vpn'];
    expect(where('labels["env"] == "prod"')).toEqual(prod);
    expect(where('labels.env == "prod"')).toEqual(prod);
    expect(where('resource.metadata.labels["env"] == "prod"')).toEqual(prod);
    expect(where('resource.metadata.labels.env == "prod"')).toEqual(prod);
    expect(where('"prod" == labels.env')).toEqual(prod);
  });

  it('reads the name as name and resource.metadata.name', () => {
    expect(where('name == "db-1"')).toEqual(['db-1']);
    expect(where('resource.metadata.name == "db-2"')).toEqual(['db-2']);
    expect(where('name != "db-1" && hasPrefix(name, "db")')).toEqual(['db-2']);
  });

  it('reads an absent label as the empty string', () => {
    expect(where('labels.region == ""')).toEqual(['gpu-1', 'bastion', 'legacy', 'build-1', 'mail']);
    expect(where('labels.env != "prod" && labels.env != ""')).toEqual(['web-1', 'cache-1', 'db-2', 'build-1']);
  });

  it('lets `name` read another field when the kind says so (a server is known by its hostname)', () => {
    const byHostname: ListKind = { ...KIND, predicateName: (n) => n.hostname };
    expect(ok({ query: 'name == "mail.example.com"' }, NODES, byHostname).items.map((n) => n.name)).toEqual(['mail']);
    expect(ok({ query: 'resource.metadata.name == "mail"' }, NODES, byHostname).items.map((n) => n.name)).toEqual(['mail']);
  });

  it('supports search, hasPrefix, equals, exists, split and contains', () => {
    expect(where('search("US EAST", "it")')).toEqual(['vpn']);
    expect(where('hasPrefix(labels.region, "us-")')).toEqual(['cache-1', 'kafka-1']);
    expect(where('equals(labels.team, "data")')).toEqual(['db-1', 'db-2', 'kafka-1']);
    // A label exists when the resource has its key, even with an empty value.
    expect(where('exists(labels.gpu)')).toEqual(['gpu-1']);
    expect(where('exists(labels["role"]) || exists(labels["tier"])')).toEqual(['bastion', 'build-1']);
    expect(where('!exists(labels.env)')).toEqual(['legacy']);
    expect(where('contains(split(labels.tier, ","), "b")')).toEqual(['build-1']);
    expect(where('contains(labels.role, "jump")')).toEqual(['bastion']);
  });

  it('gives && precedence over ||, and ! over both', () => {
    // a || b && c is a || (b && c), not (a || b) && c
    expect(where('name == "legacy" || labels.env == "prod" && labels.team == "it"')).toEqual(['legacy', 'mail', 'vpn']);
    expect(where('name == "legacy" || (labels.env == "prod" && labels.team == "it")')).toEqual(['legacy', 'mail', 'vpn']);
    expect(where('(name == "legacy" || labels.env == "prod") && labels.team == "it"')).toEqual(['mail', 'vpn']);
    // !a && b is (!a) && b
    expect(where('!hasPrefix(name, "db") && labels.team == "data"')).toEqual(['kafka-1']);
    expect(where('!(hasPrefix(name, "db") && labels.team == "data")')).toHaveLength(NODES.length - 2);
    expect(where('!!(name == "vpn")')).toEqual(['vpn']);
  });

  it('reads Go string literals: escapes, unicode and raw strings', () => {
    const odd = [node('odd', 'odd', '1', { q: 'say "hi"\\now', u: 'café ☕ 😀', nl: 'a\nb', x: 'AB' })];
    const match = (query: string) => ok({ query }, odd).items.length === 1;
    expect(match('labels.q == "say \\"hi\\"\\\\now"')).toBe(true);
    expect(match('labels.q == `say "hi"\\now`')).toBe(true);
    expect(match('labels.u == "caf\\u00e9 \\u2615 \\U0001F600"')).toBe(true);
    expect(match('labels.u == "café ☕ 😀"')).toBe(true);
    expect(match('labels.u == "caf\\xc3\\xa9 \\342\\230\\225 😀"')).toBe(true);
    expect(match('labels.nl == "a\\nb"')).toBe(true);
    expect(match('labels.x == "\\x41\\102"')).toBe(true);
    expect(match('labels.q == "say \\"hi\\"\\now"')).toBe(false); // \n is a newline, not \ and n
  });

  it('compiles once into a reusable function', () => {
    const isData = compilePredicate('labels.team == "data" && !hasPrefix(name, "kafka")', KIND);
    expect(NODES.filter(isData).map((n) => n.name)).toEqual(['db-1', 'db-2']);
    expect(() => compilePredicate('labels.team ==', KIND)).toThrow(ListQueryError);
    expect(() => compilePredicate('', KIND)).toThrow('empty expression');
  });

  it('ignores an empty query', () => {
    expect(names({ query: '' })).toHaveLength(NODES.length);
  });
});

describe('predicate errors (400)', () => {
  it('names an unknown function and the supported ones', () => {
    const message = badQuery('foo(labels.env)');
    expect(message).toContain('unsupported function: foo');
    expect(message).toContain('search, hasPrefix, equals, exists, split, contains');
    expect(badQuery('strings.upper(name) == "A"')).toContain('unsupported function: strings.upper');
  });

  it('names an unknown identifier and the supported ones', () => {
    const message = badQuery('hostname == "x"');
    expect(message).toContain('unknown identifier: "hostname"');
    expect(message).toContain('labels["<key>"]');
    expect(badQuery('resource.spec.addr == "x"')).toContain('unknown identifier: "resource.spec.addr"');
    expect(badQuery('labels.a.b == "x"')).toContain('unknown identifier: "labels.a.b"');
    expect(badQuery('true')).toContain('unknown identifier: "true"');
  });

  it('refuses operators other than ==, !=, &&, ||, !', () => {
    expect(badQuery('name > "a"')).toBe('1:6: > is not supported (supported operators: ==, !=, &&, ||, !)');
    expect(badQuery('name <= "a"')).toContain('<= is not supported');
    expect(badQuery('name + "a" == "b"')).toContain('operator + is not supported');
    expect(badQuery('-name == "a"')).toContain('operator - is not supported');
    expect(badQuery('name = "a"')).toBe("1:6: expected 'EOF', found '=' (to compare, use ==)");
  });

  it('refuses numbers and rune literals: values are strings', () => {
    expect(badQuery('labels.port == 22')).toContain('1:16: number 22 is not supported');
    expect(badQuery("name == 'a'")).toContain("rune literal 'a' is not supported");
  });

  it('reports syntax errors with their place', () => {
    expect(badQuery('()')).toContain("1:2: expected operand, found ')'");
    expect(badQuery('labels.env ==')).toBe("1:14: expected operand, found 'EOF'");
    expect(badQuery('labels.env == "a" name')).toBe("1:19: expected 'EOF', found name");
    expect(badQuery('(name == "a"')).toBe("1:13: expected ')', found 'EOF'");
    expect(badQuery('search("a" "b")')).toBe("1:12: expected ')' or ',', found \"b\"");
    expect(badQuery('labels[]')).toContain("1:8: expected operand, found ']'");
    expect(badQuery('name == "a')).toBe('1:9: string literal not terminated');
    expect(badQuery('name == `a')).toBe('1:9: raw string literal not terminated');
    expect(badQuery('name == "\\q"')).toContain('1:10: unknown escape sequence \\q');
    expect(badQuery('name == "\\uD800"')).toContain('invalid Unicode code point');
    expect(badQuery('name == "a" # comment')).toBe("1:13: invalid character U+0023 '#' in predicate expression");
    expect(badQuery('   ')).toBe("1:4: expected operand, found 'EOF'");
  });

  it('checks types: conditions are booleans, comparisons compare strings', () => {
    expect(badQuery('labels.env')).toBe(
      'expression evaluated to unexpected type: expected type bool, got expression returning type (string) at 1:1: labels.env',
    );
    expect(badQuery('labels')).toContain('got expression returning type (map[string]string)');
    expect(badQuery('name && labels.env == "a"')).toContain('parsing lhs of (&&) operator: expected type bool');
    expect(badQuery('labels.env == "a" || name')).toContain('parsing rhs of (||) operator: expected type bool');
    expect(badQuery('!name')).toContain('parsing target of (!) operator: expected type bool');
    expect(badQuery('name == "a" == "b"')).toContain('operator (==) not supported for type: bool');
    expect(badQuery('name == (name == "a")')).toContain('parsing rhs of (==) operator: expected type string');
    expect(badQuery('hasPrefix(name)')).toBe('function (hasPrefix) accepts 2 arguments, given 1');
    expect(badQuery('exists()')).toBe('function (exists) accepts 1 argument, given 0');
    expect(badQuery('search(name == "a")')).toContain('parsing argument 1 to function (search): expected type string');
    expect(badQuery('name["x"] == "y"')).toContain('cannot take index of name');
    expect(badQuery('labels.env("x")')).toContain('unsupported function: labels.env');
    expect(badQuery('labels["a"].b == "c"')).toContain('selector .b is not supported');
  });

  it('refuses expressions nested too deeply instead of overflowing the stack', () => {
    expect(badQuery(`${'('.repeat(500)}name == "a"${')'.repeat(500)}`)).toContain('nested too deeply');
    expect(badQuery(`${'!'.repeat(5000)}(name == "a")`)).toContain('nested too deeply');
    // A long flat chain is fine.
    const chain = Array.from({ length: 5000 }, (_, i) => `name == "n${i}"`).join(' || ');
    expect(where(`${chain} || name == "vpn"`)).toEqual(['vpn']);
  });
});

describe('hostile values are data', () => {
  const HOSTILE = [
    node('h-quote', 'h', '1', { v: '") || true || ("' }),
    node('h-backslash', 'h', '2', { v: 'a\\"b\\\\' }),
    node('h-and', 'h', '3', { v: 'x && y', k: ')' }),
    node('h-empty', 'h', '4', { v: '' }),
    node('h-unicode', 'h', '5', { v: 'ünï\u0000cødé' }),
    node('h-long', 'h', '6', { v: 'z'.repeat(100_000) }),
    {
      name: 'h-proto',
      hostname: 'h',
      addr: '7',
      labels: [
        { name: '__proto__', value: 'polluted' },
        { name: 'constructor', value: 'c' },
      ],
    },
    node('h-plain', 'h', '8', { v: 'plain' }),
  ];
  const match = (query: string) => ok({ query }, HOSTILE).items.map((n) => n.name);

  it('a label value that looks like code never changes what the expression means', () => {
    expect(match('labels.v == "plain"')).toEqual(['h-plain']);
    expect(match('labels.v == "\\") || true || (\\""')).toEqual(['h-quote']);
    expect(match('labels.v == `") || true || ("`')).toEqual(['h-quote']);
    expect(match('labels.v == "a\\\\\\"b\\\\\\\\"')).toEqual(['h-backslash']);
    expect(match('labels.v == "x && y" && labels.k == ")"')).toEqual(['h-and']);
    expect(match('labels.v == "ünï\\x00cødé"')).toEqual(['h-unicode']);
    expect(match(`labels.v == "${'z'.repeat(100_000)}"`)).toEqual(['h-long']);
    expect(match('labels.v == ""')).toEqual(['h-empty', 'h-proto']);
    expect(match('exists(labels.v) && labels.v == ""')).toEqual(['h-empty']);
  });

  it('__proto__ and constructor are ordinary label keys, absent unless a resource has them', () => {
    expect(match('labels["__proto__"] == "polluted"')).toEqual(['h-proto']);
    expect(match('labels.constructor == "c"')).toEqual(['h-proto']);
    expect(match('exists(labels["__proto__"])')).toEqual(['h-proto']);
    expect(match('exists(labels.constructor)')).toEqual(['h-proto']);
    expect(match('labels["toString"] != ""')).toEqual([]);
    expect(where('exists(labels["__proto__"]) || exists(labels.constructor) || labels.hasOwnProperty != ""')).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('search words with quotes, backslashes and pattern characters are plain text', () => {
    expect(ok({ search: '") || true || ("' }, HOSTILE).items.map((n) => n.name)).toEqual(['h-quote']);
    expect(ok({ search: 'a\\"b' }, HOSTILE).items.map((n) => n.name)).toEqual(['h-backslash']);
    expect(ok({ search: '[a-z]+' }, HOSTILE).items).toEqual([]);
  });
});

describe('sort', () => {
  it('sorts by each field, ascending by default, ignoring case', () => {
    expect(names({ sort: 'name' })).toEqual([
      'bastion',
      'build-1',
      'cache-1',
      'db-1',
      'db-2',
      'gpu-1',
      'kafka-1',
      'legacy',
      'mail',
      'vpn',
      'web-1',
      'web-2',
    ]);
    expect(names({ sort: 'hostname:asc' })).toEqual(names({ sort: 'name' }));
    expect(names({ sort: 'hostname:desc' })).toEqual(names({ sort: 'name' }).reverse());
    expect(names({ sort: 'name:DESC' })).toEqual(names({ sort: 'name' }).reverse());
    expect(names({ sort: 'addr', search: '10.0.' })).toEqual([
      'web-1',
      'web-2',
      'db-1',
      'db-2',
      'cache-1',
      'gpu-1',
      'kafka-1',
      'build-1',
      'mail',
      'vpn',
    ]);
    expect(names({ sort: 'addr:desc' }).slice(0, 2)).toEqual(['bastion', 'legacy']);
  });

  it('keeps the input order without a sort, and breaks ties by name', () => {
    expect(names({})).toEqual(NODES.map((n) => n.name));
    const tied = [node('b', 'same', '1', {}), node('c', 'SAME', '1', {}), node('a', 'same', '1', {})];
    expect(names({ sort: 'hostname' }, tied)).toEqual(['a', 'b', 'c']);
    expect(names({ sort: 'hostname:desc' }, tied)).toEqual(['a', 'b', 'c']);
  });

  it('refuses a field the kind does not sort by, naming the supported ones', () => {
    expect(bad({ sort: 'uptime:desc' })).toBe(
      'sorting by field "uptime" for resource "node" is not supported (supported: name, hostname, addr)',
    );
    expect(bad({ sort: 'constructor' })).toContain('sorting by field "constructor"');
    expect(bad({ sort: '__proto__' })).toContain('sorting by field "__proto__"');
    expect(bad({ sort: 'name:up' })).toBe('invalid sort direction "up" in sort "name:up": expected asc or desc');
    const unnamed: ListKind = { ...KIND, kind: undefined };
    expect(listPage(NODES, unnamed, { sort: 'x' }).body).toEqual({
      error: { message: 'sorting by field "x" for resource "nodes" is not supported (supported: name, hostname, addr)' },
    });
  });
});

describe('paging', () => {
  it('pages through the whole match with limit 5: every item once, the last startKey empty', () => {
    const query = { search: 'e', sort: 'hostname:desc', limit: '5' };
    const all = ok({ search: 'e', sort: 'hostname:desc' });
    const seen: TestNode[] = [];
    let startKey: string | undefined;
    let pages = 0;
    do {
      const page = ok({ ...query, startKey });
      expect(page.totalCount).toBe(all.totalCount);
      expect(page.items.length).toBeLessThanOrEqual(5);
      seen.push(...page.items);
      startKey = page.startKey;
      pages++;
    } while (startKey !== '' && pages < 10);
    expect(startKey).toBe('');
    expect(pages).toBe(Math.ceil(all.totalCount / 5));
    expect(seen).toEqual(all.items);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('starts the next page at the key of its first item, and returns the items themselves', () => {
    const first = ok({ sort: 'name', limit: '3' });
    expect(first.items.map((n) => n.name)).toEqual(['bastion', 'build-1', 'cache-1']);
    expect(first.startKey).toBe('/nodes/default/db-1');
    expect(first.totalCount).toBe(NODES.length);
    expect(first.items[0]).toBe(NODES.find((n) => n.name === 'bastion'));
    expect(names({ sort: 'name', limit: '3', startKey: first.startKey })).toEqual(['db-1', 'db-2', 'gpu-1']);
  });

  it('pages 1,000 items by default', () => {
    const many = Array.from({ length: 1500 }, (_, i) => node(`n${String(i).padStart(4, '0')}`, 'h', 'a', {}));
    const page = ok({}, many);
    expect(page.items).toHaveLength(1000);
    expect(page.startKey).toBe('/nodes/default/n1000');
    expect(ok({ startKey: page.startKey }, many).items).toHaveLength(500);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(bad({ limit: 'ten' })).toBe('failed to parse limit as limit: ten');
    expect(bad({ limit: '1.5' })).toBe('failed to parse limit as limit: 1.5');
    expect(bad({ limit: '99999999999' })).toBe('failed to parse limit as limit: 99999999999');
    expect(bad({ limit: '0' })).toBe('nonpositive parameter limit');
    expect(bad({ limit: '-3' })).toBe('nonpositive parameter limit');
    expect(ok({ limit: '+2' }).items).toHaveLength(2);
  });

  it('resumes after an item that went away, without an error', () => {
    const first = ok({ sort: 'name', limit: '3' });
    expect(first.startKey).toBe('/nodes/default/db-1');
    // db-1 was deleted between the pages.
    const without = NODES.filter((n) => n.name !== 'db-1');
    expect(names({ sort: 'name', limit: '3', startKey: first.startKey }, without)).toEqual(['db-2', 'gpu-1', 'kafka-1']);
    // db-1 no longer matches the query (it is still listed, now staging).
    const changed = NODES.map((n) => (n.name === 'db-1' ? { ...n, labels: [{ name: 'env', value: 'staging' }] } : n));
    const query = { query: 'labels.env == "prod"', sort: 'hostname' };
    const page1 = ok({ ...query, limit: '1' });
    expect(page1.items.map((n) => n.name)).toEqual(['bastion']);
    expect(page1.startKey).toBe('/nodes/default/db-1');
    const page2 = ok({ ...query, limit: '2', startKey: page1.startKey }, changed);
    expect(page2.items.map((n) => n.name)).toEqual(['gpu-1', 'kafka-1']);
    expect(page2.totalCount).toBe(6);
    // The same without a sort: input order.
    expect(names({ query: 'labels.env == "prod"', limit: '2', startKey: '/nodes/default/db-1' }, changed)).toEqual(['gpu-1', 'bastion']);
  });

  it('answers an empty last page to a startKey of another listing', () => {
    const page = ok({ startKey: '/apps/default/web-1' });
    expect(page).toEqual({ items: [], startKey: '', totalCount: NODES.length });
    expect(ok({ startKey: 'garbage' }).items).toEqual([]);
  });

  it('lists a name once even when it is given twice', () => {
    const twice = [...NODES, node('web-1', 'other', '1', {})];
    const page = ok({ search: 'web-1' }, twice);
    expect(page.totalCount).toBe(1);
    expect(page.items[0]).toBe(NODES[2]);
  });

  it('ignores searchAsRoles (the caller handles it)', () => {
    expect(ok({ searchAsRoles: 'yes' }).totalCount).toBe(NODES.length);
  });
});
