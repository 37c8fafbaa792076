// No lost updates: the server's copy when the editor opened (base), the server's copy now
// (theirs) and the draft (yours). Whether the server's copy changed (metadata.revision alone does
// not count), what each side changed since the base, where both changed the same path differently
// (a conflict), and the draft re-based onto the server's copy: the user's path-level changes
// applied to theirs, each conflict resolved as the user chooses (the server's value unless they
// choose their own). The re-based object is written back into the draft's own YAML document, so its
// comments and the formatting of what did not change stay. Pure.
import { isMap, isSeq, parseDocument, type Document } from 'yaml';
import {
  deepEqual,
  diffValues,
  formatPath,
  isPlainObject,
  listSteps,
  startsWith,
  type Change,
  type PathPart,
  type PlainObject,
} from './yaml-diff';

export interface Conflict {
  path: PathPart[];
  base: unknown;
  theirs: unknown;
  yours: unknown;
}

/** Whose value a conflict takes: the server's, or the draft's. */
export type Resolution = 'theirs' | 'yours';

/** A conflict's key for the choices: its path as text. */
export const conflictKey = (c: Pick<Conflict, 'path'>) => formatPath(c.path);

/** The object without metadata.revision (the server's opaque version, changed by every write). */
export function withoutRevision(value: unknown): unknown {
  if (!isPlainObject(value) || !isPlainObject(value.metadata) || !Object.hasOwn(value.metadata, 'revision')) return value;
  const metadata = { ...value.metadata };
  delete metadata.revision;
  return { ...value, metadata };
}

/** The server's copy changed since the base: compared as objects, ignoring only metadata.revision. */
export function changedOnServer(base: unknown, theirs: unknown): boolean {
  return !deepEqual(withoutRevision(base), withoutRevision(theirs));
}

export interface MergeResult {
  value: unknown;
  conflicts: Conflict[];
}

const contains = (list: readonly unknown[], item: unknown) => list.some((x) => deepEqual(x, item));
const minus = (list: readonly unknown[], other: readonly unknown[]) => list.filter((x) => !contains(other, x));

/**
 * Theirs with your changes since base applied. Maps merge key by key; lists of equal length item
 * by item; other lists as sets (your removals taken out of theirs, your additions appended), a
 * conflict when both sides replaced the same item. Where both changed one path differently, the
 * conflict takes `choose`'s side (the server's by default).
 */
export function mergeThreeWay(
  base: unknown,
  theirs: unknown,
  yours: unknown,
  choose: (c: Conflict) => Resolution = () => 'theirs',
): MergeResult {
  const conflicts: Conflict[] = [];
  const conflict = (path: PathPart[], b: unknown, t: unknown, y: unknown) => {
    const c = { path, base: b, theirs: t, yours: y };
    conflicts.push(c);
    return choose(c) === 'yours' ? y : t;
  };
  const merge = (b: unknown, t: unknown, y: unknown, path: PathPart[]): unknown => {
    if (deepEqual(t, y) || deepEqual(b, y)) return t;
    if (deepEqual(b, t)) return y;
    if (isPlainObject(t) && isPlainObject(y) && (b === undefined || isPlainObject(b))) {
      const from: PlainObject = b ?? {};
      const out: PlainObject = {};
      const keys = [...Object.keys(t), ...Object.keys(y).filter((k) => !Object.hasOwn(t, k))];
      for (const key of keys) {
        const value = merge(from[key], t[key], y[key], [...path, key]);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    if (Array.isArray(t) && Array.isArray(y) && (b === undefined || Array.isArray(b))) {
      const from: unknown[] = b ?? [];
      if (from.length === t.length && t.length === y.length) return t.map((item, i) => merge(from[i], item, y[i], [...path, i]));
      const youRemoved = minus(from, y);
      const youAdded = minus(y, from);
      const theyRemoved = minus(from, t);
      const theyAdded = minus(t, from);
      if (youAdded.length > 0 && theyAdded.length > 0 && youRemoved.some((item) => contains(theyRemoved, item)))
        return conflict(path, b, t, y);
      const kept = t.filter((item) => !contains(youRemoved, item));
      return [...kept, ...youAdded.filter((item) => !contains(kept, item))];
    }
    return conflict(path, b, t, y);
  };
  return { value: merge(base, theirs, yours, []), conflicts };
}

export interface Marked extends Change {
  /** Both sides changed this path (or one inside or around it) differently. */
  conflict: boolean;
}

export interface ThreeWay {
  /** Base -> theirs: what changed on the server since the editor opened. */
  theirs: Marked[];
  /** Base -> yours: what the draft changes. */
  yours: Marked[];
  conflicts: Conflict[];
}

export function threeWay(base: unknown, theirs: unknown, yours: unknown): ThreeWay {
  const [b, t, y] = [base, theirs, yours].map(withoutRevision);
  const { conflicts } = mergeThreeWay(b, t, y);
  const mark = (c: Change): Marked => ({
    ...c,
    conflict: conflicts.some((k) => startsWith(c.path, k.path) || startsWith(k.path, c.path)),
  });
  return { theirs: diffValues(b, t).map(mark), yours: diffValues(b, y).map(mark), conflicts };
}

/** Sequences under a key at the key's own indent (`logins:\n- a`), as Teleport writes them. */
const FLUSH_SEQUENCES = /^( *)[^\s#-][^\n]*:[ \t]*\r?\n\1- /m;

function patch(doc: Document, from: unknown, to: unknown, path: PathPart[]) {
  if (deepEqual(from, to)) return;
  const node = path.length === 0 ? doc.contents : doc.getIn(path, true);
  if (isPlainObject(from) && isPlainObject(to) && isMap(node)) {
    for (const key of Object.keys(from)) if (!Object.hasOwn(to, key)) doc.deleteIn([...path, key]);
    for (const key of Object.keys(to)) {
      if (Object.hasOwn(from, key)) patch(doc, from[key], to[key], [...path, key]);
      else doc.setIn([...path, key], doc.createNode(to[key]));
    }
    return;
  }
  if (Array.isArray(from) && Array.isArray(to) && isSeq(node)) {
    if (from.length === to.length) to.forEach((item, i) => patch(doc, from[i], item, [...path, i]));
    else {
      // Kept items keep their nodes (and comments); removed ones go, added ones are new nodes.
      const items = node.items;
      node.items = listSteps(from, to).flatMap((s) => (s.op === 'same' ? [items[s.i]] : s.op === 'ins' ? [doc.createNode(to[s.j])] : []));
    }
    return;
  }
  if (path.length === 0) doc.contents = doc.createNode(to);
  else doc.setIn(path, doc.createNode(to));
}

/**
 * The text rewritten to hold `target`: only the paths that differ are replaced, so comments and
 * the rest of the formatting stay. The text itself when it already holds it.
 */
export function rewriteYaml(text: string, target: unknown): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(doc.errors[0]!.message);
  const current: unknown = doc.toJS({ maxAliasCount: 10 });
  if (deepEqual(current, target)) return text;
  patch(doc, current, target, []);
  return doc.toString({ lineWidth: 0, indentSeq: !FLUSH_SEQUENCES.test(text) });
}

/** The draft with the server's metadata.revision, when both carry one (an overwrite on purpose). */
export function withServerRevision(draft: string, theirs: unknown): string {
  const read = parseDocument(draft).toJS({ maxAliasCount: 10 }) as unknown;
  if (!isPlainObject(read) || !isPlainObject(read.metadata) || !Object.hasOwn(read.metadata, 'revision')) return draft;
  if (!isPlainObject(theirs) || !isPlainObject(theirs.metadata) || !Object.hasOwn(theirs.metadata, 'revision')) return draft;
  return rewriteYaml(draft, { ...read, metadata: { ...read.metadata, revision: theirs.metadata.revision } });
}
