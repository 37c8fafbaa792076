import { describe, expect, it } from 'vitest';
import { computeFacets } from './facets';

const l = (name: string, value: string) => ({ name, value });

describe('facets of the loaded page', () => {
  it('counts resources per key and per value, most common first, ties by name', () => {
    const facets = computeFacets([
      [l('env', 'prod'), l('team', 'sre')],
      [l('env', 'prod'), l('team', 'sre')],
      [l('env', 'dev')],
      [l('region', 'eu')],
    ]);
    expect(facets).toEqual([
      {
        key: 'env',
        count: 3,
        distinct: 2,
        values: [
          { value: 'prod', count: 2 },
          { value: 'dev', count: 1 },
        ],
      },
      { key: 'team', count: 2, distinct: 1, values: [{ value: 'sre', count: 2 }] },
      { key: 'region', count: 1, distinct: 1, values: [{ value: 'eu', count: 1 }] },
    ]);
  });

  it('keeps the most common keys and values only', () => {
    const sets = Array.from({ length: 20 }, (_, i) => [l(`k${i % 10}`, `v${i}`), l('shared', `s${i % 4}`)]);
    const facets = computeFacets(sets, { maxKeys: 3, maxValues: 2 });
    expect(facets.map((f) => f.key)).toEqual(['shared', 'k0', 'k1']);
    expect(facets[0]).toMatchObject({
      count: 20,
      distinct: 4,
      values: [
        { value: 's0', count: 5 },
        { value: 's1', count: 5 },
      ],
    });
  });

  it('puts keys whose values are all different (names, IDs) after the ones that group', () => {
    const facets = computeFacets([[l('name', 'a'), l('env', 'prod')], [l('name', 'b'), l('env', 'prod')], [l('name', 'c')]]);
    expect(facets.map((f) => f.key)).toEqual(['env', 'name']);
  });

  it('counts a resource once per key, and copes with empty pages and values', () => {
    expect(computeFacets([])).toEqual([]);
    const facets = computeFacets([[l('a', ''), l('a', 'x')], [l('a', '')]]);
    expect(facets).toEqual([{ key: 'a', count: 2, distinct: 1, values: [{ value: '', count: 2 }] }]);
  });

  it('handles 100,000 resources quickly enough for a page', () => {
    const sets = Array.from({ length: 100_000 }, (_, i) => [
      l('env', ['prod', 'dev', 'staging'][i % 3]!),
      l('team', `t${i % 9}`),
      l('id', String(i)),
    ]);
    const started = performance.now();
    const facets = computeFacets(sets);
    expect(performance.now() - started).toBeLessThan(1500);
    expect(facets.find((f) => f.key === 'env')?.values[0]).toEqual({ value: 'prod', count: 33_334 });
  });
});
