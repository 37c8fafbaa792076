// What the label picker offers: every label key and value seen on the pages of a list loaded in
// this tab (so that after picking env: prod, env: staging is still there to add), with the counts
// of the page on screen, and the picks themselves (a pasted link may pick a value never loaded).
// The listing API of this era has no call that lists a kind's labels; the pages are the source.
// (The picker's options are worked out in label-options.ts, loaded with the picker.)
import type { LabelLike } from './predicate';

/** Kept per list (kind and cluster), capped: a huge cluster's unique values are not all kept. */
const MAX_KEYS = 200;
const MAX_VALUES = 500;

type Seen = Map<string, Set<string>>;
const catalogs = new Map<string, Seen>();

/** Adds a page's labels to what the list has seen. */
export function rememberLabels(listId: string, labelSets: readonly (readonly LabelLike[])[]): void {
  let seen = catalogs.get(listId);
  if (!seen) catalogs.set(listId, (seen = new Map()));
  for (const labels of labelSets) {
    for (const { name, value } of labels) {
      let values = seen.get(name);
      if (!values) {
        if (seen.size >= MAX_KEYS) continue;
        seen.set(name, (values = new Set()));
      }
      if (values.size < MAX_VALUES) values.add(value);
    }
  }
}

/** Forgets every list (tests). */
export function forgetLabels(): void {
  catalogs.clear();
}

/** What a list has seen, key by key (the picker's options, label-options.ts, read it). */
export function seenLabels(listId: string): ReadonlyMap<string, ReadonlySet<string>> {
  return catalogs.get(listId) ?? new Map();
}
