// The facet panel's numbers: the most common label keys of the loaded page and, for each, its
// most common values, with how many resources carry them. One pass over the labels. Keys whose
// values are all different come after the others.
import type { LabelLike } from './predicate';

export interface FacetValue {
  value: string;
  count: number;
}

export interface Facet {
  key: string;
  /** Resources of the page that carry the key. */
  count: number;
  /** Most common values first (ties by value), at most `maxValues`. */
  values: FacetValue[];
  /** Distinct values the key has on the page (values may hold fewer). */
  distinct: number;
}

export interface FacetOptions {
  maxKeys?: number;
  maxValues?: number;
}

const byCountThenName =
  <T extends { count: number }>(name: (t: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);

export function computeFacets(labelSets: Iterable<readonly LabelLike[]>, options: FacetOptions = {}): Facet[] {
  const { maxKeys = 8, maxValues = 6 } = options;
  const keys = new Map<string, { count: number; last: number; values: Map<string, number> }>();
  let item = 0;
  for (const labels of labelSets) {
    item++;
    for (const { name, value } of labels) {
      let entry = keys.get(name);
      if (!entry) {
        entry = { count: 0, last: 0, values: new Map() };
        keys.set(name, entry);
      }
      // A resource counts once per key, even if a key were repeated.
      if (entry.last === item) continue;
      entry.last = item;
      entry.count++;
      entry.values.set(value, (entry.values.get(value) ?? 0) + 1);
    }
  }
  // Keys whose every value is different (host names, IDs) group nothing: they go last.
  const unique = (f: { count: number; distinct: number }) => (f.count > 1 && f.distinct === f.count ? 1 : 0);
  const ranked = byCountThenName<{ key: string; count: number; distinct: number }>((f) => f.key);
  return [...keys.entries()]
    .map(([key, e]) => ({ key, count: e.count, distinct: e.values.size, values: [] as FacetValue[], raw: e.values }))
    .sort((a, b) => unique(a) - unique(b) || ranked(a, b))
    .slice(0, maxKeys)
    .map(({ raw, ...facet }) => ({
      ...facet,
      values: [...raw.entries()]
        .map(([value, count]) => ({ value, count }))
        .sort(byCountThenName((v) => v.value))
        .slice(0, maxValues),
    }));
}
