// Reading a role's YAML for the form, one shape at a time: a list, a label map, Kubernetes
// resources, a text, a choice. A value written in a shape the form cannot show reads as null
// (the field is then `locked`: shown disabled and never written).
import { isMap, isScalar, isSeq, type Document, type Node as YamlNode } from 'yaml';
import { type LabelRow, type KubeResourceRow, newRowId } from './role-values';

export type Found = { state: 'absent' } | { state: 'node'; node: YamlNode } | { state: 'blocked' };

export const isNull = (node: unknown) => node === null || node === undefined || (isScalar(node) && node.value === null);

/** The node at a path of mapping keys: absent (missing or null on the way), or blocked (not a mapping on the way). */
export function lookup(doc: Document, path: readonly string[]): Found {
  let node: unknown = doc.contents;
  for (const key of path) {
    if (isNull(node)) return { state: 'absent' };
    if (!isMap(node)) return { state: 'blocked' };
    node = node.get(key, true);
  }
  return isNull(node) ? { state: 'absent' } : { state: 'node', node: node as YamlNode };
}

/** A scalar's text as the form shows it: strings as they are, other scalars as written. */
export function textOf(node: unknown): string | null {
  if (!isScalar(node) || node.value === null) return null;
  if (typeof node.value === 'string') return node.value;
  if (typeof node.value === 'boolean') return String(node.value);
  if (typeof node.source === 'string') return node.source;
  return String(node.value);
}

/** A read value, or null when the YAML holds it in a shape the form cannot show. */
export type Read<T> = T | null;

export function readList(found: Found): Read<string[]> {
  if (found.state === 'absent') return [];
  if (found.state === 'blocked') return null;
  const { node } = found;
  if (isScalar(node)) {
    const text = textOf(node);
    return text === null ? null : [text];
  }
  if (!isSeq(node)) return null;
  const out: string[] = [];
  for (const item of node.items) {
    const text = textOf(item);
    if (text === null) return null;
    out.push(text);
  }
  return out;
}

export function readLabels(found: Found): Read<LabelRow[]> {
  if (found.state === 'absent') return [];
  if (found.state === 'blocked' || !isMap(found.node)) return null;
  const rows: LabelRow[] = [];
  for (const pair of found.node.items) {
    const key = textOf(pair.key);
    if (key === null) return null;
    const values = isSeq(pair.value) || isScalar(pair.value) ? readList({ state: 'node', node: pair.value }) : null;
    if (values === null || isNull(pair.value)) return null;
    rows.push({ id: newRowId(), key, values, from: key });
  }
  return rows;
}

const KUBE_TEXT = ['kind', 'namespace', 'name'] as const;

export function readKubeResources(found: Found): Read<KubeResourceRow[]> {
  if (found.state === 'absent') return [];
  if (found.state === 'blocked' || !isSeq(found.node)) return null;
  const rows: KubeResourceRow[] = [];
  for (const [index, item] of found.node.items.entries()) {
    if (!isMap(item)) return null;
    const row: KubeResourceRow = { id: newRowId(), kind: '', namespace: '', name: '', verbs: [], from: index };
    for (const key of KUBE_TEXT) {
      const node = item.get(key, true);
      if (isNull(node)) continue;
      const text = textOf(node);
      if (text === null) return null;
      row[key] = text;
    }
    const verbs = readList(
      isNull(item.get('verbs', true)) ? { state: 'absent' } : { state: 'node', node: item.get('verbs', true) as YamlNode },
    );
    if (verbs === null) return null;
    row.verbs = verbs;
    rows.push(row);
  }
  return rows;
}

export function readText(found: Found): Read<string> {
  if (found.state === 'absent') return '';
  if (found.state === 'blocked') return null;
  return textOf(found.node);
}

export function readChoice(found: Found, choices: readonly string[]): Read<string> {
  const text = readText(found);
  return text === null || (text !== '' && !choices.includes(text)) ? null : text;
}
