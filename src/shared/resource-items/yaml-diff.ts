// The difference between two YAML resources, computed on the parsed objects (not on the text):
// change by change, each at its path (`spec.allow.logins[1]`), added, removed or changed, with the
// values before and after. Maps are compared key by key; lists by their items (a longest common
// run of equal items is kept, so an inserted login is one addition, not a shift of every later
// item), an item changed in place is followed into. Pure.
import { parse, stringify } from 'yaml';

export type PathPart = string | number;
export type ValuePath = readonly PathPart[];
export type ChangeKind = 'added' | 'removed' | 'changed';

export interface Change {
  /** Map keys and list indexes: the index after the change (for a removed item, the one before). */
  path: PathPart[];
  kind: ChangeKind;
  before?: unknown;
  after?: unknown;
}

export type PlainObject = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is PlainObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Equal as data: maps by their keys (in any order), lists item by item in order, scalars by value. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && deepEqual(a[k], b[k]));
  }
  return false;
}

const has = (o: PlainObject, key: string) => Object.hasOwn(o, key);

export function diffValues(before: unknown, after: unknown, path: PathPart[] = []): Change[] {
  if (deepEqual(before, after)) return [];
  if (before === undefined) return [{ path, kind: 'added', after }];
  if (after === undefined) return [{ path, kind: 'removed', before }];
  if (isPlainObject(before) && isPlainObject(after)) {
    const out: Change[] = [];
    for (const key of Object.keys(before)) out.push(...diffValues(before[key], has(after, key) ? after[key] : undefined, [...path, key]));
    for (const key of Object.keys(after)) if (!has(before, key)) out.push(...diffValues(undefined, after[key], [...path, key]));
    return out;
  }
  if (Array.isArray(before) && Array.isArray(after)) return diffLists(before, after, path);
  return [{ path, kind: 'changed', before, after }];
}

/** Past this many item comparisons, lists are compared index by index. */
const MAX_LCS_CELLS = 250_000;

export type Step = { op: 'same'; i: number; j: number } | { op: 'del'; i: number } | { op: 'ins'; j: number };

/** How list a becomes list b: the items kept (a longest common run of equal items), removed and added. */
export function listSteps(a: readonly unknown[], b: readonly unknown[]): Step[] {
  const n = a.length;
  const m = b.length;
  if (n * m > MAX_LCS_CELLS) {
    const steps: Step[] = [];
    for (let k = 0; k < Math.max(n, m); k++) {
      if (k < n && k < m && deepEqual(a[k], b[k])) steps.push({ op: 'same', i: k, j: k });
      else {
        if (k < n) steps.push({ op: 'del', i: k });
        if (k < m) steps.push({ op: 'ins', j: k });
      }
    }
    return steps;
  }
  // lengths[i][j]: the longest common run of a[i..] and b[j..].
  const lengths = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i]![j] = deepEqual(a[i], b[j]) ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const steps: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && deepEqual(a[i], b[j])) steps.push({ op: 'same', i: i++, j: j++ });
    else if (j >= m || (i < n && lengths[i + 1]![j]! >= lengths[i]![j + 1]!)) steps.push({ op: 'del', i: i++ });
    else steps.push({ op: 'ins', j: j++ });
  }
  return steps;
}

function diffLists(before: readonly unknown[], after: readonly unknown[], path: PathPart[]): Change[] {
  const out: Change[] = [];
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    // Between two kept items: removed and added items pair up as changes in place, in order.
    const pairs = Math.min(removed.length, added.length);
    for (let k = 0; k < pairs; k++) out.push(...diffValues(before[removed[k]!], after[added[k]!], [...path, added[k]!]));
    for (const i of removed.slice(pairs)) out.push({ path: [...path, i], kind: 'removed', before: before[i] });
    for (const j of added.slice(pairs)) out.push({ path: [...path, j], kind: 'added', after: after[j] });
    removed = [];
    added = [];
  };
  for (const step of listSteps(before, after)) {
    if (step.op === 'same') flush();
    else if (step.op === 'del') removed.push(step.i);
    else added.push(step.j);
  }
  flush();
  return out;
}

const IDENTIFIER = /^[A-Za-z_][\w-]*$/;

/** `spec.allow.logins[1]`; a key that is not a plain word is quoted: `metadata.labels["a/b"]`. */
export function formatPath(path: ValuePath): string {
  if (path.length === 0) return '(the whole document)';
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else if (IDENTIFIER.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out;
}

/** A value as plain YAML text: a scalar on its line (quoted only when YAML would need it), a map or list in block style. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '';
  return stringify(value, { lineWidth: 0 }).replace(/\n$/, '');
}

/** A path starts with another (or is it). */
export function startsWith(path: ValuePath, prefix: ValuePath): boolean {
  return prefix.length <= path.length && prefix.every((part, i) => path[i] === part);
}

export type ReadYaml = { ok: true; value: unknown } | { ok: false; message: string };

/** Parses YAML text as the editor's checks do (aliases limited: a hostile document must not blow up). */
export function readYaml(text: string): ReadYaml {
  try {
    return { ok: true, value: parse(text, { maxAliasCount: 10, uniqueKeys: true }) as unknown };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/** The parsed value of a text, or undefined when it does not parse. */
export function valueOf(text: string): unknown {
  const read = readYaml(text);
  return read.ok ? read.value : undefined;
}

export interface DraftReview {
  changes: Change[];
  /** The objects are equal but the text is not: only formatting or comments changed. */
  onlyFormatting: boolean;
}

/**
 * The server's copy against the draft. Without a server copy (creating), every top-level key of
 * the draft is an addition.
 */
export function reviewDraft(server: string | null, draft: string): DraftReview {
  const changes = diffValues(server === null ? {} : valueOf(server), valueOf(draft));
  return { changes, onlyFormatting: changes.length === 0 && server !== null && server !== draft };
}
