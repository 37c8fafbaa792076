// The label picker's options (label-picker-panel.tsx): every key and value the list has seen
// (label-catalog.ts), the counts of the page on screen, and the picks.
import { computeFacets } from './facets';
import { seenLabels } from './label-catalog';
import { pickList } from './label-pick-edits';
import type { LabelPicks } from './label-picks';
import type { LabelLike } from './predicate';

export interface PickerValue {
  value: string;
  /** Resources of the page on screen that carry it (0: seen on another page, or only picked). */
  count: number;
  picked: boolean;
}

export interface PickerKey {
  key: string;
  /** Resources of the page on screen that carry the key. */
  count: number;
  values: PickerValue[];
}

/**
 * The picker's keys and values: keys with picks first, then by how many resources of the page
 * carry them; values picked first, then by count, then by name. `filter` (any case) keeps a key
 * whose name matches with all its values, else the values that match.
 */
export function pickerOptions(listId: string, labelSets: readonly (readonly LabelLike[])[], picks: LabelPicks, filter = ''): PickerKey[] {
  const counts = computeFacets(labelSets, { maxKeys: Infinity, maxValues: Infinity });
  const keys = new Map<string, { count: number; values: Map<string, number> }>();
  for (const facet of counts) keys.set(facet.key, { count: facet.count, values: new Map(facet.values.map((v) => [v.value, v.count])) });
  const add = (name: string, value: string) => {
    let entry = keys.get(name);
    if (!entry) keys.set(name, (entry = { count: 0, values: new Map() }));
    if (!entry.values.has(value)) entry.values.set(value, 0);
  };
  for (const [name, values] of seenLabels(listId)) for (const value of values) add(name, value);
  const picked = new Set(pickList(picks).map((l) => `${l.name}\u0000${l.value}`));
  for (const label of pickList(picks)) add(label.name, label.value);

  const needle = filter.trim().toLowerCase();
  const out: PickerKey[] = [];
  for (const [key, entry] of keys) {
    const keyMatches = needle === '' || key.toLowerCase().includes(needle);
    const values: PickerValue[] = [];
    for (const [value, count] of entry.values) {
      if (!keyMatches && !value.toLowerCase().includes(needle)) continue;
      values.push({ value, count, picked: picked.has(`${key}\u0000${value}`) });
    }
    if (values.length === 0) continue;
    values.sort((a, b) => Number(b.picked) - Number(a.picked) || b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
    out.push({ key, count: entry.count, values });
  }
  const hasPick = (k: PickerKey) => (k.values.some((v) => v.picked) ? 1 : 0);
  return out.sort((a, b) => hasPick(b) - hasPick(a) || b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
