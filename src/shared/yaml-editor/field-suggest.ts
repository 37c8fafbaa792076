// What to offer at a cursor in a document whose fields a FieldDoc tree describes: the keys of the
// mapping the cursor is in, the values of the field whose value is typed, or the items of a list
// of known values; and the help of a key. Pure (the CodeMirror adapter is field-assist.ts).
import { fieldAt, type FieldDoc } from './field-doc';
import type { CursorContext } from './yaml-path';

export interface Suggestion {
  label: string;
  /** What the completion inserts. */
  apply: string;
  kind: 'key' | 'value';
  /** Short type, e.g. 'list', 'labels', 'duration'. */
  detail: string;
  help: string;
}

const TYPE_WORDS: Record<FieldDoc['type'], string> = {
  string: 'text',
  bool: 'true or false',
  duration: 'duration',
  number: 'number',
  map: 'mapping',
  labels: 'labels',
  strings: 'list',
  items: 'list of mappings',
};

export const typeWord = (doc: FieldDoc) => TYPE_WORDS[doc.type];

/** What a key completion inserts: the key and what its value needs next. */
function keyInsert(key: string, doc: FieldDoc): string {
  if (doc.type === 'map' || doc.type === 'labels' || doc.type === 'items' || doc.type === 'strings') return `${key}:`;
  return `${key}: `;
}

function valuesOf(doc: FieldDoc, help: string): Suggestion[] {
  return (doc.values ?? []).map((v) => ({ label: v, apply: v, kind: 'value', detail: typeWord(doc), help }));
}

export function fieldSuggestions(context: CursorContext, root: FieldDoc): Suggestion[] {
  const container = fieldAt(context.path, root);
  if (!container) return [];
  if (context.position === 'key') {
    if (container.type === 'string') return valuesOf(container, container.help);
    if (container.type !== 'map' || !container.fields) return [];
    return Object.entries(container.fields).map(([key, doc]) => ({
      label: key,
      apply: keyInsert(key, doc),
      kind: 'key',
      detail: doc.deprecated ? `${typeWord(doc)}, deprecated` : typeWord(doc),
      help: doc.help,
    }));
  }
  const target = fieldAt([...context.path, context.key ?? ''], root);
  return target ? valuesOf(target, target.help) : [];
}

export interface FieldHelp {
  /** The key's full dotted path, e.g. spec.options.forward_agent. */
  title: string;
  type: string;
  help: string;
  values: readonly string[];
  deprecated?: string;
}

/** The help of the key at a path (its last segment), or null. */
export function fieldHelp(path: readonly string[], root: FieldDoc): FieldHelp | null {
  const doc = fieldAt(path, root);
  if (!doc || path.length === 0) return null;
  return {
    title: path.filter((p) => p !== '[]').join('.'),
    type: typeWord(doc),
    help: doc.help,
    values: doc.values ?? [],
    deprecated: doc.deprecated,
  };
}
