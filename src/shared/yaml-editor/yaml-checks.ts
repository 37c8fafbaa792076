// The checks a YAML resource passes before it is sent: it parses (one document, no duplicate
// keys, valid escapes), it is a mapping, its `kind` is the page's, and `metadata.name` is a
// non-empty string that, when an existing item is edited, is still the item's name. Pure: the
// editor shows the problems at their lines (lint) and the save refuses while there are any.
import { isMap, isScalar, LineCounter, parseDocument, type Node as YamlNode } from 'yaml';

export interface Problem {
  /** Character offsets of what is wrong in the text. */
  from: number;
  to: number;
  /** 1-based line of `from`. */
  line: number;
  message: string;
}

export interface ResourceExpectation {
  /** The wire kind the page edits (the document's `kind`). */
  kind: string;
  /** How a reader calls it, in the messages. */
  label: string;
  /** When editing: the item's name, which must not change. */
  name?: string;
}

export interface CheckResult {
  problems: Problem[];
  /** metadata.name when it is a non-empty string (even when other problems remain). */
  name: string | null;
}

/** Longer messages from the parser are cut: a hostile document must not make a huge tooltip. */
const MAX_MESSAGE = 300;
const clip = (text: string) => (text.length > MAX_MESSAGE ? `${text.slice(0, MAX_MESSAGE)}…` : text);

function rangeOf(node: YamlNode | null | undefined): [number, number] | null {
  const range = node?.range;
  return range ? [range[0], Math.max(range[1], range[0])] : null;
}

export function checkResourceYaml(text: string, expect: ResourceExpectation): CheckResult {
  const lines = new LineCounter();
  const problems: Problem[] = [];
  const add = (from: number, to: number, message: string) => {
    const start = Math.max(0, Math.min(from, text.length));
    const end = Math.max(start, Math.min(to, text.length));
    problems.push({ from: start, to: end, line: lines.linePos(start).line, message: clip(message) });
  };

  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  for (const error of doc.errors) add(error.pos[0], error.pos[1], `YAML: ${error.message}`);
  if (problems.length > 0) return { problems, name: null };

  const root = doc.contents;
  if (!isMap(root)) {
    const range = rangeOf(root) ?? [0, 0];
    add(range[0], range[1], `The document must be a mapping with kind, metadata and spec (a ${expect.label}).`);
    return { problems, name: null };
  }

  const kindNode = root.get('kind', true);
  const kind: unknown = isScalar(kindNode) ? kindNode.value : undefined;
  if (kindNode === undefined) {
    add(0, 0, `Missing kind: this page edits ${expect.label}s (kind: ${expect.kind}).`);
  } else if (kind !== expect.kind) {
    const [from, to] = rangeOf(kindNode as YamlNode) ?? [0, 0];
    add(from, to, `kind is ${JSON.stringify(kind ?? null)}, but this page edits ${expect.label}s (kind: ${expect.kind}).`);
  }

  const metadata = root.get('metadata', true);
  const nameNode = isMap(metadata) ? metadata.get('name', true) : undefined;
  const nameValue: unknown = isScalar(nameNode) ? nameNode.value : undefined;
  const name = typeof nameValue === 'string' && nameValue.trim() !== '' ? nameValue : null;
  if (name === null) {
    const at = rangeOf(nameNode as YamlNode) ?? rangeOf(metadata as YamlNode) ?? [0, 0];
    add(at[0], at[1], nameNode === undefined ? 'Missing metadata.name.' : 'metadata.name must be a non-empty text.');
  } else if (expect.name !== undefined && name !== expect.name) {
    const [from, to] = rangeOf(nameNode as YamlNode) ?? [0, 0];
    add(
      from,
      to,
      `The name cannot change while editing: this is ${JSON.stringify(expect.name)}. To copy it under another name, create a new ${expect.label}.`,
    );
  }
  return { problems, name };
}
