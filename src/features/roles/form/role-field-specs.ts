// The form's fields, each with its path in the YAML, its reader, its writer and its comparison.
import type { Document } from 'yaml';
import {
  type Side,
  SIDES,
  LIST_FIELDS,
  type ListField,
  LABEL_FIELDS,
  type LabelField,
  type LabelRow,
  type KubeResourceRow,
  type OptionSpec,
  OPTION_FIELDS,
  type OptionField,
  type RoleFormValues,
  type FieldId,
  blankLabel,
  blankKubeResource,
  sameList,
} from './role-values';
import { type Found, type Read, readList, readLabels, readKubeResources, readText, readChoice } from './role-read';
import { writeText, writeTyped, writeList, writeLabels, writeKubeResources } from './role-write';

export interface FieldSpec<T> {
  id: FieldId;
  path: readonly string[];
  read: (found: Found) => Read<T>;
  get: (values: RoleFormValues) => T;
  set: (values: RoleFormValues, value: T) => RoleFormValues;
  same: (a: T, b: T) => boolean;
  write: (doc: Document, path: readonly string[], before: T, after: T) => void;
}

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

export const FORM_FIELDS: readonly FieldSpec<unknown>[] = buildFields();
export const FIELD_IDS: readonly FieldId[] = FORM_FIELDS.map((f) => f.id);
