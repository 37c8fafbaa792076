// The role form's model: which fields of a role (Teleport role v6/v7 YAML) the form shows, how
// each one is read from the YAML and written back, and the form's checks (run on submit).
//
// The YAML stays the source: the form reads a parsed Document, and a save writes into that same
// Document in place (only the fields whose value changed, so comments, key order and everything
// the form does not know survive), then lays the text out as the author had it (keep-format.ts).
// A field written in a shape the form cannot show (a label map given as a list, an alias, an
// option value the form does not offer) is `locked`: shown disabled and never written.
import { parseGoDuration } from '@/shared/wire/go-duration.mjs';
import {
  isMap,
  isScalar,
  isSeq,
  Pair,
  parseDocument,
  Scalar,
  stringify,
  YAMLMap,
  YAMLSeq,
  type Document,
  type Node as YamlNode,
} from 'yaml';
import { INVALID_ROLE_ARN, isValidRoleArn } from '@/shared/aws/role-arn';
import { keepFormatting } from './keep-format';

export type Side = 'allow' | 'deny';
export const SIDES: readonly Side[] = ['allow', 'deny'];

/** Lists of strings under spec.allow / spec.deny (a single string is read as a list of one). */
export const LIST_FIELDS = {
  logins: ['logins'],
  windows_desktop_logins: ['windows_desktop_logins'],
  db_names: ['db_names'],
  db_users: ['db_users'],
  kubernetes_groups: ['kubernetes_groups'],
  kubernetes_users: ['kubernetes_users'],
  aws_role_arns: ['aws_role_arns'],
  request_roles: ['request', 'roles'],
} as const satisfies Record<string, readonly string[]>;
export type ListField = keyof typeof LIST_FIELDS;

/** Label maps under spec.allow / spec.deny: key -> a string or a list of strings. */
export const LABEL_FIELDS = ['node_labels', 'app_labels', 'db_labels', 'kubernetes_labels', 'windows_desktop_labels'] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];

export interface LabelRow {
  /** The row's identity in the form (errors and focus follow it). */
  id: string;
  key: string;
  values: string[];
  /** The key this row had in the YAML it was read from (absent for a new row). */
  from?: string;
}

export interface KubeResourceRow {
  id: string;
  kind: string;
  namespace: string;
  name: string;
  verbs: string[];
  /** The row's index in the YAML list it was read from (absent for a new row). */
  from?: number;
}

export type Conditions = Record<ListField, string[]> & Record<LabelField, LabelRow[]> & { kubernetes_resources: KubeResourceRow[] };

export const MFA_CHOICES = [
  'false',
  'true',
  'session',
  'hardware_key',
  'hardware_key_touch',
  'hardware_key_pin',
  'hardware_key_touch_and_pin',
];
export const RECORDING_MODES = ['best_effort', 'strict'];
const BOOL_CHOICES = ['true', 'false'];

type OptionKind = 'duration' | 'bool' | 'choice';
interface OptionSpec {
  path: readonly string[];
  kind: OptionKind;
  choices?: readonly string[];
}
/** spec.options fields the form shows. Values are text; '' means not set (the default applies). */
export const OPTION_FIELDS = {
  max_session_ttl: { path: ['max_session_ttl'], kind: 'duration' },
  client_idle_timeout: { path: ['client_idle_timeout'], kind: 'duration' },
  require_session_mfa: { path: ['require_session_mfa'], kind: 'choice', choices: MFA_CHOICES },
  forward_agent: { path: ['forward_agent'], kind: 'bool', choices: BOOL_CHOICES },
  port_forwarding: { path: ['port_forwarding'], kind: 'bool', choices: BOOL_CHOICES },
  record_session_desktop: { path: ['record_session', 'desktop'], kind: 'bool', choices: BOOL_CHOICES },
  record_session_default: { path: ['record_session', 'default'], kind: 'choice', choices: RECORDING_MODES },
  record_session_ssh: { path: ['record_session', 'ssh'], kind: 'choice', choices: RECORDING_MODES },
} as const satisfies Record<string, OptionSpec>;
export type OptionField = keyof typeof OPTION_FIELDS;

export interface RoleFormValues {
  name: string;
  description: string;
  allow: Conditions;
  deny: Conditions;
  options: Record<OptionField, string>;
}

/** A field's id: 'name', 'description', 'allow.logins', 'deny.node_labels', 'options.max_session_ttl'. */
export type FieldId = 'name' | 'description' | `${Side}.${ListField | LabelField | 'kubernetes_resources'}` | `options.${OptionField}`;

/** Messages by field id, or by row part: 'allow.node_labels.<row id>.key' / '.values', '….kind' / '.name'. */
export type RoleFormErrors = Record<string, string>;

let rowCount = 0;
export const newRowId = () => `row-${++rowCount}`;

export function emptyConditions(): Conditions {
  return {
    logins: [],
    windows_desktop_logins: [],
    db_names: [],
    db_users: [],
    kubernetes_groups: [],
    kubernetes_users: [],
    aws_role_arns: [],
    request_roles: [],
    node_labels: [],
    app_labels: [],
    db_labels: [],
    kubernetes_labels: [],
    windows_desktop_labels: [],
    kubernetes_resources: [],
  };
}

export function emptyRoleForm(): RoleFormValues {
  const options = Object.fromEntries(Object.keys(OPTION_FIELDS).map((k) => [k, ''])) as Record<OptionField, string>;
  return { name: '', description: '', allow: emptyConditions(), deny: emptyConditions(), options };
}

// ---------------------------------------------------------------------------------------------
// Reading

type Found = { state: 'absent' } | { state: 'node'; node: YamlNode } | { state: 'blocked' };

const isNull = (node: unknown) => node === null || node === undefined || (isScalar(node) && node.value === null);

/** The node at a path of mapping keys: absent (missing or null on the way), or blocked (not a mapping on the way). */
function lookup(doc: Document, path: readonly string[]): Found {
  let node: unknown = doc.contents;
  for (const key of path) {
    if (isNull(node)) return { state: 'absent' };
    if (!isMap(node)) return { state: 'blocked' };
    node = node.get(key, true);
  }
  return isNull(node) ? { state: 'absent' } : { state: 'node', node: node as YamlNode };
}

/** A scalar's text as the form shows it: strings as they are, other scalars as written. */
function textOf(node: unknown): string | null {
  if (!isScalar(node) || node.value === null) return null;
  if (typeof node.value === 'string') return node.value;
  if (typeof node.value === 'boolean') return String(node.value);
  if (typeof node.source === 'string') return node.source;
  return String(node.value);
}

/** A read value, or null when the YAML holds it in a shape the form cannot show. */
type Read<T> = T | null;

function readList(found: Found): Read<string[]> {
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

function readLabels(found: Found): Read<LabelRow[]> {
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

function readKubeResources(found: Found): Read<KubeResourceRow[]> {
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

function readText(found: Found): Read<string> {
  if (found.state === 'absent') return '';
  if (found.state === 'blocked') return null;
  return textOf(found.node);
}

function readChoice(found: Found, choices: readonly string[]): Read<string> {
  const text = readText(found);
  return text === null || (text !== '' && !choices.includes(text)) ? null : text;
}

// ---------------------------------------------------------------------------------------------
// The fields, each with its path, reader, writer and comparison

interface FieldSpec<T> {
  id: FieldId;
  path: readonly string[];
  read: (found: Found) => Read<T>;
  get: (values: RoleFormValues) => T;
  set: (values: RoleFormValues, value: T) => RoleFormValues;
  same: (a: T, b: T) => boolean;
  write: (doc: Document, path: readonly string[], before: T, after: T) => void;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

export const blankLabel = (row: LabelRow) => row.key.trim() === '' && row.values.length === 0;
export const blankKubeResource = (row: KubeResourceRow) =>
  row.kind.trim() === '' && row.namespace.trim() === '' && row.name.trim() === '' && row.verbs.length === 0;

const labelShape = (rows: readonly LabelRow[]) =>
  JSON.stringify(rows.filter((r) => !blankLabel(r)).map((r) => [r.key, r.values, r.from ?? null]));
const kubeShape = (rows: readonly KubeResourceRow[]) =>
  JSON.stringify(rows.filter((r) => !blankKubeResource(r)).map((r) => [r.kind, r.namespace, r.name, r.verbs, r.from ?? null]));

function conditionField<T>(
  side: Side,
  name: ListField | LabelField | 'kubernetes_resources',
  spec: Omit<FieldSpec<T>, 'id' | 'get' | 'set'>,
) {
  return {
    ...spec,
    id: `${side}.${name}` as FieldId,
    get: (v: RoleFormValues) => v[side][name] as T,
    set: (v: RoleFormValues, value: T) => ({ ...v, [side]: { ...v[side], [name]: value } }),
  } satisfies FieldSpec<T>;
}

function buildFields(): FieldSpec<unknown>[] {
  const fields: FieldSpec<never>[] = [];
  const add = <T>(spec: FieldSpec<T>) => fields.push(spec as unknown as FieldSpec<never>);
  add<string>({
    id: 'name',
    path: ['metadata', 'name'],
    read: readText,
    get: (v) => v.name,
    set: (v, name) => ({ ...v, name }),
    same: (a, b) => a === b,
    write: writeText,
  });
  add<string>({
    id: 'description',
    path: ['metadata', 'description'],
    read: readText,
    get: (v) => v.description,
    set: (v, description) => ({ ...v, description }),
    same: (a, b) => a === b,
    write: writeText,
  });
  for (const side of SIDES) {
    for (const name of Object.keys(LIST_FIELDS) as ListField[]) {
      add(
        conditionField<string[]>(side, name, {
          path: ['spec', side, ...LIST_FIELDS[name]],
          read: readList,
          same: sameList,
          write: writeList,
        }),
      );
    }
    for (const name of LABEL_FIELDS) {
      add(
        conditionField<LabelRow[]>(side, name, {
          path: ['spec', side, name],
          read: readLabels,
          same: (a, b) => labelShape(a) === labelShape(b),
          write: writeLabels,
        }),
      );
    }
    add(
      conditionField<KubeResourceRow[]>(side, 'kubernetes_resources', {
        path: ['spec', side, 'kubernetes_resources'],
        read: readKubeResources,
        same: (a, b) => kubeShape(a) === kubeShape(b),
        write: writeKubeResources,
      }),
    );
  }
  for (const [name, spec] of Object.entries(OPTION_FIELDS) as [OptionField, OptionSpec][]) {
    add<string>({
      id: `options.${name}`,
      path: ['spec', 'options', ...spec.path],
      read: spec.choices ? (found) => readChoice(found, spec.choices!) : readText,
      get: (v) => v.options[name],
      set: (v, value) => ({ ...v, options: { ...v.options, [name]: value } }),
      same: (a, b) => a === b,
      write: spec.kind === 'duration' ? writeText : writeTyped,
    });
  }
  return fields as unknown as FieldSpec<unknown>[];
}

export const ROLE_FIELDS: readonly FieldSpec<unknown>[] = buildFields();
export const FIELD_IDS: readonly FieldId[] = ROLE_FIELDS.map((f) => f.id);

export type RoleRead = { ok: true; values: RoleFormValues; locked: ReadonlySet<FieldId> } | { ok: false; message: string; line?: number };

function readDocument(doc: Document): { values: RoleFormValues; locked: Set<FieldId> } {
  let values = emptyRoleForm();
  const locked = new Set<FieldId>();
  for (const field of ROLE_FIELDS) {
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

// ---------------------------------------------------------------------------------------------
// Writing

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

function writeText(doc: Document, path: readonly string[], before: string, after: string) {
  if (after === '') {
    if (before !== '') deleteAt(doc, path);
    return;
  }
  writeAt(doc, path, (old) => replaceScalar(old, after));
}

/** Options whose YAML values are booleans where they read 'true' or 'false'. */
function writeTyped(doc: Document, path: readonly string[], before: string, after: string) {
  if (after === '') {
    if (before !== '') deleteAt(doc, path);
    return;
  }
  writeAt(doc, path, (old) => replaceScalar(old, after === 'true' ? true : after === 'false' ? false : after));
}

function writeList(doc: Document, path: readonly string[], before: string[], after: string[]) {
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

function writeLabels(doc: Document, path: readonly string[], before: LabelRow[], after: LabelRow[]) {
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

function writeKubeResources(doc: Document, path: readonly string[], before: KubeResourceRow[], after: KubeResourceRow[]) {
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
  for (const field of ROLE_FIELDS) {
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

// ---------------------------------------------------------------------------------------------
// Checks (run on submit: switching to YAML, or saving from the form)

/** A Go duration (8h, 30m, 1h30m0s, 1.5h, 0), read as Go's time.ParseDuration reads it, or 'never'. */
const isDuration = (value: string) => value === 'never' || parseGoDuration(value).ok;
/** A value taken from the user's traits, checked by the backend when it is expanded. */
const TEMPLATE = /\{\{.*\}\}/;

export const DURATION_MESSAGE = 'Use a duration such as 8h, 30m or 1h30m';

export function validateRoleForm(values: RoleFormValues, { nameRequired = true } = {}): RoleFormErrors {
  const errors: RoleFormErrors = {};
  if (nameRequired && values.name.trim() === '') errors.name = 'Name is required';
  for (const side of SIDES) {
    const c = values[side];
    const badArn = c.aws_role_arns.find((arn) => !TEMPLATE.test(arn) && !isValidRoleArn(arn.trim()));
    if (badArn !== undefined) errors[`${side}.aws_role_arns`] = `${INVALID_ROLE_ARN}: ${badArn}`;
    for (const field of LABEL_FIELDS) {
      const seen = new Set<string>();
      for (const row of c[field]) {
        if (blankLabel(row)) continue;
        const at = `${side}.${field}.${row.id}`;
        const key = row.key.trim();
        if (key === '') errors[`${at}.key`] = 'Label key is required';
        else if (seen.has(key)) errors[`${at}.key`] = `Label “${key}” is given twice`;
        seen.add(key);
        if (row.values.length === 0) errors[`${at}.values`] = 'Give at least one value (* for any)';
      }
    }
    for (const row of c.kubernetes_resources) {
      if (blankKubeResource(row)) continue;
      const at = `${side}.kubernetes_resources.${row.id}`;
      if (row.kind.trim() === '') errors[`${at}.kind`] = 'Kind is required (* for any)';
      if (row.name.trim() === '') errors[`${at}.name`] = 'Name is required (* for any)';
    }
  }
  for (const name of Object.keys(OPTION_FIELDS) as OptionField[]) {
    const spec: OptionSpec = OPTION_FIELDS[name];
    const value = values.options[name].trim();
    if (spec.kind === 'duration' && value !== '' && !isDuration(value)) errors[`options.${name}`] = DURATION_MESSAGE;
  }
  return errors;
}

/** Which part of the form an error belongs to: the metadata, a side's rules, or the options. */
export function sectionOf(errorKey: string): 'metadata' | Side | 'options' {
  const head = errorKey.split('.')[0];
  return head === 'allow' || head === 'deny' || head === 'options' ? head : 'metadata';
}
