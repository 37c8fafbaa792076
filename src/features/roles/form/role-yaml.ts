// The role form's model: a role's YAML read into the form's values, and the values written back.
//
// The YAML stays the source: the form reads a parsed Document, and a save writes into that same
// Document in place (only the fields whose value changed, so comments, key order and everything
// the form does not know survive), then lays the text out as the author had it (keep-format.ts).
// A field written in a shape the form cannot show (a label map given as a list, an alias, an
// option value the form does not offer) is `locked`: shown disabled and never written.
import { isMap, parseDocument, type Document } from 'yaml';
import { type RoleFormValues, type FieldId, emptyRoleForm } from './role-values';
import { isNull, lookup } from './role-read';
import { FORM_FIELDS } from './role-field-specs';
import { keepFormatting } from './keep-format';

export type RoleRead = { ok: true; values: RoleFormValues; locked: ReadonlySet<FieldId> } | { ok: false; message: string; line?: number };

function readDocument(doc: Document): { values: RoleFormValues; locked: Set<FieldId> } {
  let values = emptyRoleForm();
  const locked = new Set<FieldId>();
  for (const field of FORM_FIELDS) {
    const value = field.read(lookup(doc, field.path));
    if (value === null) locked.add(field.id);
    else values = field.set(values, value);
  }
  return { values, locked };
}

/** Parses role YAML for the form; a text the form cannot read says why (and where). */
export function readRoleYaml(text: string): RoleRead {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  const error = doc.errors[0];
  if (error) {
    const line = text.slice(0, error.pos[0]).split('\n').length;
    return { ok: false, line, message: `Line ${line}: ${error.message.split('\n')[0] ?? ''}` };
  }
  if (!isNull(doc.contents) && !isMap(doc.contents)) return { ok: false, message: 'The YAML is not a mapping (kind, metadata, spec).' };
  const { values, locked } = readDocument(doc);
  return { ok: true, values, locked };
}

export interface WriteOptions {
  /** Write every non-empty field as the form holds it, changed or not (the round-trip tests use it). */
  force?: boolean;
}

/**
 * The role YAML with the form's values written in: `text` when nothing changed; otherwise the
 * same Document with only the changed fields set or removed, laid out as `text` was.
 */
export function writeRoleYaml(text: string, values: RoleFormValues, options: WriteOptions = {}): string {
  const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0 || (!isNull(doc.contents) && !isMap(doc.contents))) return text;
  const before = readDocument(doc);
  let changed = false;
  for (const field of FORM_FIELDS) {
    if (before.locked.has(field.id)) continue;
    const was = field.get(before.values);
    const now = field.get(values);
    if (field.same(was, now) && !options.force) continue;
    field.write(doc, field.path, was as never, now as never);
    changed = true;
  }
  if (!changed) return text;
  const out = keepFormatting(text, doc);
  return out === text || out.endsWith('\n') || !text.endsWith('\n') ? out : `${out}\n`;
}

/** Whether the form holds what the YAML holds (the form has nothing to write). */
export function sameAsYaml(text: string, values: RoleFormValues): boolean {
  return writeRoleYaml(text, values) === text;
}
