// Writing the form's values into a role's Document in place, one shape at a time: only the value
// changes; comments, quoting, key order and the items the form keeps stay as they were.
import { isMap, isScalar, isSeq, Pair, Scalar, stringify, YAMLMap, YAMLSeq, type Document, type Node as YamlNode } from 'yaml';
import { type LabelRow, type KubeResourceRow, blankLabel, blankKubeResource, sameList } from './role-values';
import { lookup, textOf } from './role-read';

/** Plain words that YAML 1.1 readers (the backend's) take for booleans or numbers. */
const YAML11_TRAPS =
  /^(y|Y|yes|Yes|YES|n|N|no|No|NO|on|On|ON|off|Off|OFF|[-+]?(0b[01_]+|0[0-7_]+|[0-9][0-9_]*(:[0-5]?[0-9])+(\.[0-9_]*)?|[0-9][0-9_]*_[0-9_]*))$/;

/** Whether a string must be quoted to read back as that string. */
function needsQuotes(text: string): boolean {
  if (YAML11_TRAPS.test(text)) return true;
  const plain = stringify(text, { lineWidth: 0 });
  return /^['"|>]/.test(plain) || plain.trimEnd() !== text;
}

function newScalar(value: string | boolean, quote: Scalar.Type = Scalar.QUOTE_SINGLE): Scalar {
  const node = new Scalar(value);
  if (typeof value === 'string' && needsQuotes(value)) node.type = quote;
  return node;
}

/** A scalar with a new value that keeps the old one's comments and, where it still fits, its quoting. */
function replaceScalar(old: unknown, value: string | boolean): Scalar {
  if (!isScalar(old)) return newScalar(value);
  if (typeof value === 'string' && typeof old.value === 'string' && textOf(old) === value) return old;
  if (typeof value === 'boolean' && old.value === value) return old;
  const node = newScalar(value);
  const quoted = old.type === Scalar.QUOTE_SINGLE || old.type === Scalar.QUOTE_DOUBLE;
  // A chosen quoting ('root') stays; quoting that was only needed for the old value ('*') goes.
  if (typeof value === 'string' && typeof old.value === 'string' && quoted && (needsQuotes(value) || !needsQuotes(old.value)))
    node.type = old.type;
  node.comment = old.comment;
  node.commentBefore = old.commentBefore;
  node.spaceBefore = old.spaceBefore;
  return node;
}

const keyOf = (pair: Pair) => textOf(pair.key) ?? String(pair.key);

function pairOf(map: YAMLMap, key: string): Pair | undefined {
  return map.items.find((p) => keyOf(p as Pair) === key) as Pair | undefined;
}

function setKey(map: YAMLMap, key: string, value: YamlNode) {
  const pair = pairOf(map, key);
  if (pair) pair.value = value;
  else map.items.push(new Pair(newScalar(key), value));
}

/** The mapping at a path, made (as a block mapping) where it is missing or empty. */
function ensureMap(doc: Document, path: readonly string[]): YAMLMap {
  if (!isMap(doc.contents)) doc.contents = new YAMLMap() as never;
  let map = doc.contents as unknown as YAMLMap;
  for (const key of path) {
    const pair = pairOf(map, key);
    let next = pair?.value;
    if (!isMap(next)) {
      const made = new YAMLMap();
      if (pair && isScalar(pair.value)) made.commentBefore = pair.value.comment;
      setKey(map, key, made);
      next = made;
    } else if (next.flow && next.items.length === 0) {
      next.flow = false;
    }
    map = next as YAMLMap;
  }
  return map;
}

/** Mappings that only exist to hold the form's fields; emptied by the form, they go too. */
const PRUNABLE = new Set(['request', 'record_session']);

function deleteAt(doc: Document, path: readonly string[]) {
  const parentPath = path.slice(0, -1);
  const parent = lookup(doc, parentPath);
  if (parent.state !== 'node' || !isMap(parent.node)) return;
  const key = path[path.length - 1]!;
  const pair = pairOf(parent.node, key);
  if (!pair) return;
  parent.node.items.splice(parent.node.items.indexOf(pair), 1);
  const parentKey = parentPath[parentPath.length - 1];
  if (parent.node.items.length === 0 && parentKey && PRUNABLE.has(parentKey)) deleteAt(doc, parentPath);
}

/** A list node holding `values`: the old sequence reused (its items too, where their text is kept). */
function listNode(old: unknown, values: readonly string[], flow = false): YamlNode {
  if (isScalar(old) && old.value !== null && values.length === 1) return replaceScalar(old, values[0]!);
  const seq = isSeq(old) ? old : new YAMLSeq();
  if (!isSeq(old)) seq.flow = flow;
  const pool = [...seq.items];
  seq.items = values.map((value) => {
    const at = pool.findIndex((item) => textOf(item) === value);
    return at >= 0 ? pool.splice(at, 1)[0] : newScalar(value);
  });
  return seq;
}

function writeAt(doc: Document, path: readonly string[], make: (old: unknown) => YamlNode) {
  const map = ensureMap(doc, path.slice(0, -1));
  const key = path[path.length - 1]!;
  setKey(map, key, make(pairOf(map, key)?.value));
}

export function writeText(doc: Document, path: readonly string[], before: string, after: string) {
  if (after === '') {
    if (before !== '') deleteAt(doc, path);
    return;
  }
  writeAt(doc, path, (old) => replaceScalar(old, after));
}

/** Options whose YAML values are booleans where they read 'true' or 'false'. */
export function writeTyped(doc: Document, path: readonly string[], before: string, after: string) {
  if (after === '') {
    if (before !== '') deleteAt(doc, path);
    return;
  }
  writeAt(doc, path, (old) => replaceScalar(old, after === 'true' ? true : after === 'false' ? false : after));
}

export function writeList(doc: Document, path: readonly string[], before: string[], after: string[]) {
  if (after.length === 0) {
    if (before.length > 0) deleteAt(doc, path);
    return;
  }
  writeAt(doc, path, (old) => listNode(old, after));
}

/** A label's value: one value as a string (unless it was a list), several as a list. */
function labelValue(old: unknown, values: readonly string[]): YamlNode {
  if (values.length === 1 && !isSeq(old)) return replaceScalar(old, values[0]!);
  return listNode(isSeq(old) ? old : undefined, values, true);
}

export function writeLabels(doc: Document, path: readonly string[], before: LabelRow[], after: LabelRow[]) {
  const rows = after.filter((r) => !blankLabel(r));
  if (rows.length === 0) {
    if (before.length > 0) deleteAt(doc, path);
    return;
  }
  const map = ensureMap(doc, path);
  const old = new Map(map.items.map((p) => [keyOf(p as Pair), p as Pair]));
  map.items = rows.map((row) => {
    const pair = row.from !== undefined ? old.get(row.from) : undefined;
    if (!pair) return new Pair(newScalar(row.key), labelValue(undefined, row.values));
    old.delete(row.from!);
    if (keyOf(pair) !== row.key) pair.key = replaceScalar(pair.key, row.key);
    const was = before.find((b) => b.from === row.from);
    if (!was || !sameList(was.values, row.values)) pair.value = labelValue(pair.value, row.values);
    return pair;
  });
}

export function writeKubeResources(doc: Document, path: readonly string[], before: KubeResourceRow[], after: KubeResourceRow[]) {
  const rows = after.filter((r) => !blankKubeResource(r));
  if (rows.length === 0) {
    if (before.length > 0) deleteAt(doc, path);
    return;
  }
  writeAt(doc, path, (old) => {
    const seq = isSeq(old) ? old : new YAMLSeq();
    const items = [...seq.items];
    seq.items = rows.map((row) => {
      const kept = row.from !== undefined ? items[row.from] : undefined;
      const item = isMap(kept) ? kept : new YAMLMap();
      const was = isMap(kept) ? before.find((b) => b.from === row.from) : undefined;
      // New items in the backend's own key order: kind, name, namespace, verbs.
      for (const key of ['kind', 'name', 'namespace'] as const) {
        if (was && was[key] === row[key]) continue;
        if (row[key] === '') {
          const pair = pairOf(item, key);
          if (pair) item.items.splice(item.items.indexOf(pair), 1);
        } else setKey(item, key, replaceScalar(pairOf(item, key)?.value, row[key]));
      }
      if (!was || !sameList(was.verbs, row.verbs)) {
        if (row.verbs.length === 0) {
          const pair = pairOf(item, 'verbs');
          if (pair) item.items.splice(item.items.indexOf(pair), 1);
        } else setKey(item, 'verbs', listNode(pairOf(item, 'verbs')?.value, row.verbs, !isMap(kept)));
      }
      return item;
    });
    return seq;
  });
}
