// The shape of the field help the YAML editor completes and explains: a tree of fields, each with
// its type, help and accepted values. A kind hands its tree to the editor (YamlEditorProps.fields).

export type FieldType = 'string' | 'bool' | 'duration' | 'number' | 'map' | 'labels' | 'strings' | 'items';

export interface FieldDoc {
  type: FieldType;
  help: string;
  /** Values the backend accepts (or common ones, for free-form lists). */
  values?: readonly string[];
  /** Keys of a mapping, or of each item of an 'items' list. */
  fields?: Readonly<Record<string, FieldDoc>>;
  deprecated?: string;
}

export const field = (type: FieldType, help: string, extra: Partial<FieldDoc> = {}): FieldDoc => ({ type, help, ...extra });

/** The field at a path ('[]' for a sequence item), or null when the help does not know it. */
export function fieldAt(path: readonly string[], root: FieldDoc): FieldDoc | null {
  let node: FieldDoc | null = root;
  for (const segment of path) {
    if (!node) return null;
    if (segment === '[]') {
      if (node.type === 'items') node = field('map', node.help, { fields: node.fields });
      else if (node.type === 'strings') node = field('string', node.help, { values: node.values });
      else return null;
    } else {
      node = node.type === 'map' ? (node.fields?.[segment] ?? null) : null;
    }
  }
  return node;
}
