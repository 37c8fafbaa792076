// Each field of the role form: where it lives in the role YAML, how it reads, how it writes (and
// removes), and the form's checks.
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { formatOf, mergeLines } from './keep-format';
import {
  emptyRoleForm,
  LABEL_FIELDS,
  LIST_FIELDS,
  newRowId,
  OPTION_FIELDS,
  type FieldId,
  type KubeResourceRow,
  type LabelField,
  type ListField,
  type OptionField,
  type RoleFormValues,
  type Side,
} from './role-values';
import { FIELD_IDS } from './role-field-specs';
import { readRoleYaml, writeRoleYaml } from './role-yaml';
import { DURATION_MESSAGE, sectionOf, validateRoleForm } from './role-validate';

const BASE = 'kind: role\nversion: v7\nmetadata:\n  name: base\n';

function read(text: string) {
  const r = readRoleYaml(text);
  if (!r.ok) throw new Error(r.message);
  return r;
}

/** A role whose YAML holds `value` at `path` (under the base role). */
function roleWith(path: readonly string[], value: unknown): string {
  const doc = YAML.parseDocument(BASE);
  doc.setIn(path, doc.createNode(value));
  return doc.toString();
}

function at(text: string, path: readonly string[]): unknown {
  return YAML.parseDocument(text).getIn(path, false) as unknown;
}

const js = (text: string, path: readonly string[]) => {
  const node = YAML.parseDocument(text).getIn(path, true);
  return node && typeof node === 'object' && 'toJSON' in node ? (node as { toJSON(): unknown }).toJSON() : node;
};

const withRows = (rows: Omit<KubeResourceRow, 'id'>[]) => rows.map((r) => ({ ...r, id: newRowId() }));

describe('the fields', () => {
  it('cover the metadata, every condition of both sides and the common options', () => {
    expect(FIELD_IDS).toEqual(
      expect.arrayContaining(['name', 'description', 'allow.logins', 'deny.aws_role_arns', 'options.record_session_ssh']),
    );
    expect(FIELD_IDS).toHaveLength(2 + 2 * (Object.keys(LIST_FIELDS).length + LABEL_FIELDS.length + 1) + Object.keys(OPTION_FIELDS).length);
  });
});

describe.each(['allow', 'deny'] as Side[])('spec.%s', (side) => {
  describe.each(Object.entries(LIST_FIELDS) as [ListField, readonly string[]][])('%s (a list of strings)', (field, sub) => {
    const path = ['spec', side, ...sub];
    const id = `${side}.${field}` as FieldId;

    it('reads a list, a single string, or nothing', () => {
      expect(read(roleWith(path, ['a', '*'])).values[side][field]).toEqual(['a', '*']);
      expect(read(roleWith(path, 'single')).values[side][field]).toEqual(['single']);
      expect(read(BASE).values[side][field]).toEqual([]);
      expect(read(roleWith(path, { not: 'a list' })).locked.has(id)).toBe(true);
    });

    it('writes the list at its path, quoting what must be, and removes it when emptied', () => {
      const text = roleWith(path, ['a', 'b']);
      const values = read(text).values;
      const out = writeRoleYaml(text, { ...values, [side]: { ...values[side], [field]: ['a', '*', '{{internal.x}}', 'yes'] } });
      expect(js(out, path)).toEqual(['a', '*', '{{internal.x}}', 'yes']);
      expect(out).toContain("- '*'");
      expect(out).toContain("- 'yes'");
      const cleared = writeRoleYaml(out, { ...values, [side]: { ...values[side], [field]: [] } });
      expect(at(cleared, path)).toBeUndefined();
      const fresh = writeRoleYaml(BASE, { ...emptyRoleForm(), name: 'base', [side]: { ...emptyRoleForm()[side], [field]: ['x'] } });
      expect(js(fresh, path)).toEqual(['x']);
    });
  });

  describe.each(LABEL_FIELDS.map((f) => [f]) as [LabelField][])('%s (labels)', (field) => {
    const path = ['spec', side, field];

    it('reads each key with its value or list of values', () => {
      const rows = read(roleWith(path, { env: 'prod', team: ['a', 'b'], '*': '*' })).values[side][field];
      expect(rows.map((r) => [r.key, r.values, r.from])).toEqual([
        ['env', ['prod'], 'env'],
        ['team', ['a', 'b'], 'team'],
        ['*', ['*'], '*'],
      ]);
      expect(read(roleWith(path, ['env'])).locked.has(`${side}.${field}` as FieldId)).toBe(true);
    });

    it('writes changed values in place, a single value as a string, several as a list; renames and removes keys', () => {
      const text = roleWith(path, { env: 'prod', team: ['a', 'b'], gone: 'x' });
      const values = read(text).values;
      const [env, team] = values[side][field];
      const rows = [
        { ...env!, values: ['staging', 'qa'] },
        { ...team!, key: 'squad', values: ['a'] },
        { id: newRowId(), key: '*', values: ['*'] },
        { id: newRowId(), key: '', values: [] },
      ];
      const out = writeRoleYaml(text, { ...values, [side]: { ...values[side], [field]: rows } });
      expect(js(out, path)).toEqual({ env: ['staging', 'qa'], squad: ['a'], '*': '*' });
      expect(out).toContain("'*': '*'");
      const cleared = writeRoleYaml(out, { ...values, [side]: { ...values[side], [field]: [] } });
      expect(at(cleared, path)).toBeUndefined();
    });
  });

  describe('kubernetes_resources', () => {
    const path = ['spec', side, 'kubernetes_resources'];

    it('reads kind, namespace, name and verbs of each item', () => {
      const rows = read(
        roleWith(path, [
          { kind: 'pod', namespace: 'dev', name: '*', verbs: ['get'] },
          { kind: 'namespace', name: 'dev' },
        ]),
      ).values[side].kubernetes_resources;
      expect(rows.map((r) => ({ ...r, id: undefined }))).toEqual([
        { id: undefined, kind: 'pod', namespace: 'dev', name: '*', verbs: ['get'], from: 0 },
        { id: undefined, kind: 'namespace', namespace: '', name: 'dev', verbs: [], from: 1 },
      ]);
    });

    it('writes changes into the same item (keeping fields it does not know), adds and removes items', () => {
      const text = roleWith(path, [
        { kind: 'deployment', api_group: 'apps', namespace: 'dev', name: 'web', verbs: ['get'] },
        { kind: 'pod', namespace: 'x', name: 'y' },
      ]);
      const values = read(text).values;
      const [first] = values[side].kubernetes_resources;
      const rows = [
        { ...first!, namespace: '', verbs: ['get', 'list'] },
        ...withRows([{ kind: 'secret', namespace: '*', name: '*', verbs: ['*'] }]),
      ];
      const out = writeRoleYaml(text, { ...values, [side]: { ...values[side], kubernetes_resources: rows } });
      expect(js(out, path)).toEqual([
        { kind: 'deployment', api_group: 'apps', name: 'web', verbs: ['get', 'list'] },
        { kind: 'secret', name: '*', namespace: '*', verbs: ['*'] },
      ]);
      const cleared = writeRoleYaml(out, { ...values, [side]: { ...values[side], kubernetes_resources: [] } });
      expect(at(cleared, path)).toBeUndefined();
    });
  });
});

describe('metadata', () => {
  it('reads and writes the name and the description', () => {
    const text = `${BASE}  description: old # why\n`;
    const { values } = read(text);
    expect([values.name, values.description]).toEqual(['base', 'old']);
    const out = writeRoleYaml(text, { ...values, name: 'renamed', description: 'New: words' });
    expect(out).toBe("kind: role\nversion: v7\nmetadata:\n  name: renamed\n  description: 'New: words' # why\n");
    expect(writeRoleYaml(out, { ...read(out).values, description: '' })).toBe('kind: role\nversion: v7\nmetadata:\n  name: renamed\n');
  });
});

describe.each(Object.entries(OPTION_FIELDS) as [OptionField, (typeof OPTION_FIELDS)[OptionField]][])('spec.options: %s', (name, spec) => {
  const path = ['spec', 'options', ...spec.path];
  const samples: string[] = spec.kind === 'duration' ? ['8h', '1h30m'] : [...(spec as { choices: readonly string[] }).choices];

  it.each(samples)('writes and reads %s', (value) => {
    const out = writeRoleYaml(BASE, { ...read(BASE).values, options: { ...emptyRoleForm().options, [name]: value } });
    const typed = spec.kind !== 'duration' && (value === 'true' || value === 'false') ? value === 'true' : value;
    expect(at(out, path)).toBe(typed);
    expect(read(out).values.options[name]).toBe(value);
    // Unset: removed (with record_session when it is left empty).
    const unset = writeRoleYaml(out, { ...read(out).values, options: { ...read(out).values.options, [name]: '' } });
    expect(at(unset, path)).toBeUndefined();
    expect(at(unset, ['spec', 'options', 'record_session'])).toBeUndefined();
  });

  if (spec.kind !== 'duration') {
    it('locks a value the form does not offer', () => {
      expect(read(roleWith(path, 'sometimes')).locked.has(`options.${name}`)).toBe(true);
    });
  }
});

describe('checks', () => {
  const form = (patch: (v: RoleFormValues) => void) => {
    const v = { ...emptyRoleForm(), name: 'r' };
    patch(v);
    return v;
  };

  it('needs a name', () => {
    expect(validateRoleForm(form((v) => (v.name = ' ')))).toEqual({ name: 'Name is required' });
  });

  it('checks AWS role ARNs with the spec’s rule; trait templates pass', () => {
    expect(
      validateRoleForm(form((v) => (v.allow.aws_role_arns = ['arn:aws:iam::123456789012:role/ok', '{{internal.aws_role_arns}}']))),
    ).toEqual({});
    expect(validateRoleForm(form((v) => (v.deny.aws_role_arns = ['arn:aws:iam::1:user/bob'])))).toEqual({
      'deny.aws_role_arns': 'invalid role ARN format: arn:aws:iam::1:user/bob',
    });
  });

  it('needs a key and a value on each label, once per key; blank rows are left out', () => {
    const a = newRowId();
    const b = newRowId();
    const c = newRowId();
    const errors = validateRoleForm(
      form((v) => {
        v.allow.node_labels = [
          { id: a, key: 'env', values: ['prod'] },
          { id: b, key: 'env', values: [] },
          { id: c, key: '', values: ['x'] },
          { id: newRowId(), key: '', values: [] },
        ];
      }),
    );
    expect(errors).toEqual({
      [`allow.node_labels.${b}.key`]: 'Label “env” is given twice',
      [`allow.node_labels.${b}.values`]: 'Give at least one value (* for any)',
      [`allow.node_labels.${c}.key`]: 'Label key is required',
    });
    expect(sectionOf(`allow.node_labels.${b}.key`)).toBe('allow');
  });

  it('needs a kind and a name on each Kubernetes resource', () => {
    const [row] = withRows([{ kind: '', namespace: 'dev', name: '', verbs: [] }]);
    expect(validateRoleForm(form((v) => (v.deny.kubernetes_resources = [row!])))).toEqual({
      [`deny.kubernetes_resources.${row!.id}.kind`]: 'Kind is required (* for any)',
      [`deny.kubernetes_resources.${row!.id}.name`]: 'Name is required (* for any)',
    });
  });

  it('takes durations as the backend does', () => {
    for (const ok of ['8h', '30m', '1h30m0s', '1.5h', '0', 'never', '500ms'])
      expect(validateRoleForm(form((v) => (v.options.max_session_ttl = ok)))).toEqual({});
    expect(validateRoleForm(form((v) => (v.options.client_idle_timeout = '8 hours')))).toEqual({
      'options.client_idle_timeout': DURATION_MESSAGE,
    });
    // Past Go's int64 of nanoseconds: refused as time.ParseDuration refuses it.
    expect(validateRoleForm(form((v) => (v.options.max_session_ttl = '9999999999h')))).toEqual({
      'options.max_session_ttl': DURATION_MESSAGE,
    });
    expect(sectionOf('options.client_idle_timeout')).toBe('options');
    expect(sectionOf('name')).toBe('metadata');
  });
});

describe('keeping the layout', () => {
  it('reads how a text is laid out', () => {
    expect(formatOf('a:\n- x\nb: [c]\n')).toMatchObject({ indentSeq: false, indent: 2, flowCollectionPadding: false, singleQuote: true });
    expect(formatOf('a:\n    b:\n        - x\nc: [ d ]\ne: "f"\n')).toMatchObject({
      indentSeq: true,
      indent: 4,
      flowCollectionPadding: true,
      singleQuote: false,
    });
  });

  it('carries a change over to the original lines', () => {
    const ours = 'k: v\na:  1\nm: n\nb: [x,y]\nz: z\nc: 3';
    const base = 'k: v\na: 1\nm: n\nb: [ x, y ]\nz: z\nc: 3';
    expect(mergeLines(ours, base, base.replace('c: 3', 'c: 4'))).toBe('k: v\na:  1\nm: n\nb: [x,y]\nz: z\nc: 4');
    // Where the change and the other layout meet, the change wins.
    expect(mergeLines(ours, base, base.replace('b: [ x, y ]', 'b: [ x ]'))).toBe('k: v\na:  1\nm: n\nb: [ x ]\nz: z\nc: 3');
    expect(mergeLines('a:  1\nc: 3', 'a: 1\nc: 3', 'a: 2\nc: 3')).toBe('a: 2\nc: 3');
  });
});
