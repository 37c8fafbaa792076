// Labels picked from the label picker, the facet panel or a row's label chip, and the predicate
// they stand for. Several values of one key mean OR, several keys mean AND:
//
//   { env: ['prod', 'staging'], team: ['platform'] }
//   -> (labels["env"] == "prod" || labels["env"] == "staging") && labels["team"] == "platform"
//
// The picks live in the URL as that object (`?labels={"env":["prod","staging"]}`), in the order
// they were picked, and are combined with the advanced query (the expert's own predicate) by `&&`.
// Every key and value is quoted by labelPredicate (JSON string syntax, which Go accepts), so a
// hostile label is compared as data and cannot change the expression's meaning. Adding and
// removing picks is label-pick-edits.ts (loaded with the first pick).
import { isRecord } from '@/shared/storage/local-store';
import { labelPredicate } from './predicate';

/** Picked values per label key, keys and values in the order they were picked. */
export type LabelPicks = Readonly<Record<string, readonly string[]>>;

export const NO_PICKS: LabelPicks = Object.freeze({});

/** Caps on what a URL may carry (a pasted link is untrusted input). */
export const MAX_PICK_KEYS = 20;
export const MAX_PICK_VALUES = 50;
export const MAX_PICK_TEXT = 256;

/** Sets an own data property: a key such as "__proto__" stays a label key. */
export function setOwn(target: Record<string, readonly string[]>, key: string, value: readonly string[]): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** The picks of an untrusted value (a URL, stored view): malformed parts dropped, capped. */
export function cleanPicks(raw: unknown): LabelPicks {
  if (!isRecord(raw)) return NO_PICKS;
  const out: Record<string, readonly string[]> = {};
  let keys = 0;
  for (const [key, values] of Object.entries(raw)) {
    if (keys >= MAX_PICK_KEYS) break;
    if (key === '' || key.length > MAX_PICK_TEXT || !Array.isArray(values)) continue;
    const kept: string[] = [];
    for (const value of values) {
      if (typeof value !== 'string' || value.length > MAX_PICK_TEXT || kept.includes(value)) continue;
      kept.push(value);
      if (kept.length >= MAX_PICK_VALUES) break;
    }
    if (kept.length === 0) continue;
    setOwn(out, key, kept);
    keys++;
  }
  return out;
}

export function pickCount(picks: LabelPicks): number {
  let n = 0;
  for (const values of Object.values(picks)) n += values.length;
  return n;
}

/** The predicate the picks stand for ('' when nothing is picked). */
export function picksPredicate(picks: LabelPicks): string {
  return Object.entries(picks)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => {
      const terms = values.map((value) => labelPredicate({ name, value }));
      return terms.length === 1 ? terms[0]! : `(${terms.join(' || ')})`;
    })
    .join(' && ');
}

/**
 * The listing's `query`: the picks' predicate and the advanced query, both required. The typed
 * query is always parenthesised, so the picks narrow all of it whatever its operators.
 */
export function combinedQuery(picks: LabelPicks, query: string): string {
  const picked = picksPredicate(picks);
  const typed = query.trim();
  if (!picked) return typed;
  if (!typed) return picked;
  return `${picked} && (${typed})`;
}
