import { beforeEach, describe, expect, it } from 'vitest';
import { forgetLabels, rememberLabels } from './label-catalog';
import { pickerOptions } from './label-options';
import { addPick, isPicked, pickList, removePick, togglePick } from './label-pick-edits';
import { cleanPicks, combinedQuery, MAX_PICK_KEYS, pickCount, picksPredicate } from './label-picks';
import { listParams, readListView, resourceListKind, validateListSearch } from './list-view';

describe('label picks', () => {
  it('values of one key are ORed, keys are ANDed, in the order picked', () => {
    let picks = addPick({}, { name: 'env', value: 'prod' });
    picks = addPick(picks, { name: 'team', value: 'sre' });
    picks = addPick(picks, { name: 'env', value: 'staging' });
    expect(picks).toEqual({ env: ['prod', 'staging'], team: ['sre'] });
    expect(picksPredicate(picks)).toBe('(labels["env"] == "prod" || labels["env"] == "staging") && labels["team"] == "sre"');
    expect(pickCount(picks)).toBe(3);
    expect(pickList(picks).map((l) => `${l.name}=${l.value}`)).toEqual(['env=prod', 'env=staging', 'team=sre']);
  });

  it('adding twice is one pick; removing the last value of a key drops the key; toggling flips', () => {
    const one = addPick({}, { name: 'env', value: 'prod' });
    expect(addPick(one, { name: 'env', value: 'prod' })).toBe(one);
    expect(removePick(one, { name: 'env', value: 'prod' })).toEqual({});
    expect(removePick(one, { name: 'env', value: 'dev' })).toBe(one);
    const toggled = togglePick(one, { name: 'team', value: 'a' });
    expect(isPicked(toggled, { name: 'team', value: 'a' })).toBe(true);
    expect(togglePick(toggled, { name: 'team', value: 'a' })).toEqual(one);
  });

  it('quotes hostile keys and values so they stay data', () => {
    const picks = addPick({}, { name: 'a"] == "x" || labels["b', value: '") || true || ("\\' });
    expect(picksPredicate(picks)).toBe(String.raw`labels["a\"] == \"x\" || labels[\"b"] == "\") || true || (\"\\"`);
  });

  it('keeps "__proto__" and "constructor" as label keys', () => {
    const picks = addPick(addPick({}, { name: '__proto__', value: 'x' }), { name: 'constructor', value: 'y' });
    expect(Object.keys(picks)).toEqual(['__proto__', 'constructor']);
    expect(isPicked({}, { name: 'constructor', value: 'y' })).toBe(false);
    expect(picksPredicate(cleanPicks(JSON.parse('{"__proto__":["x"]}')))).toBe('labels["__proto__"] == "x"');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('the advanced query is ANDed with the picks, parenthesised', () => {
    const picks = { env: ['prod'] };
    expect(combinedQuery(picks, '')).toBe('labels["env"] == "prod"');
    expect(combinedQuery({}, ' name == "a" ')).toBe('name == "a"');
    expect(combinedQuery(picks, 'a || b')).toBe('labels["env"] == "prod" && (a || b)');
  });

  it('reads untrusted picks: drops what is malformed, caps the rest', () => {
    expect(cleanPicks(null)).toEqual({});
    expect(cleanPicks(['env'])).toEqual({});
    expect(cleanPicks({ env: 'prod', team: [1, 'sre', 'sre', null], '': ['x'], empty: [] })).toEqual({ team: ['sre'] });
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, ['v']]));
    expect(Object.keys(cleanPicks(many))).toHaveLength(MAX_PICK_KEYS);
    expect(cleanPicks({ k: ['x'.repeat(300)] })).toEqual({});
  });

  it('the listing request of a view with picks and a query', () => {
    const kind = resourceListKind({
      defaultSort: 'hostname:asc',
      sortable: ['hostname'],
      request: (clusterId, params) => ({ queryKey: [clusterId, params] }),
    });
    const search = validateListSearch(kind, { labels: { env: ['prod', 'dev'] }, query: 'hasPrefix(name, "web")', bogus: 1 });
    expect(listParams(readListView(search, kind), false)).toEqual({
      limit: 50,
      sort: 'hostname:asc',
      query: '(labels["env"] == "prod" || labels["env"] == "dev") && (hasPrefix(name, "web"))',
    });
    expect(validateListSearch(kind, { labels: { env: [] } })).toEqual({});
    expect(validateListSearch(kind, { labels: 'env=prod' })).toEqual({});
  });
});

describe('the label picker options', () => {
  beforeEach(() => forgetLabels());
  const page = [
    [
      { name: 'env', value: 'prod' },
      { name: 'team', value: 'sre' },
    ],
    [{ name: 'env', value: 'prod' }],
    [{ name: 'env', value: 'dev' }],
  ];

  it('counts the page, keeps values seen on other pages, and shows picks never loaded', () => {
    rememberLabels('servers:c', [[{ name: 'env', value: 'staging' }]]);
    const options = pickerOptions('servers:c', page, { region: ['eu'] });
    expect(options.map((k) => k.key)).toEqual(['region', 'env', 'team']);
    expect(options[1]!.values).toEqual([
      { value: 'prod', count: 2, picked: false },
      { value: 'dev', count: 1, picked: false },
      { value: 'staging', count: 0, picked: false },
    ]);
    expect(options[0]!.values).toEqual([{ value: 'eu', count: 0, picked: true }]);
    // Another list (or cluster) has its own memory.
    expect(pickerOptions('servers:other', [], {})).toEqual([]);
  });

  it('typing narrows: a matching key keeps all its values, else matching values only', () => {
    expect(pickerOptions('l', page, {}, 'TEAM').map((k) => [k.key, k.values.length])).toEqual([['team', 1]]);
    expect(pickerOptions('l', page, {}, 'de').map((k) => [k.key, k.values.map((v) => v.value)])).toEqual([['env', ['dev']]]);
  });
});
