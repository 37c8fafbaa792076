// The round-trip corpus: this backend version's preset roles (written as `tctl get` prints them),
// the contract's role examples and hand-made edge cases. Both ways must be lossless:
//  - YAML -> form -> YAML: a form that changed nothing gives the text back byte for byte; a form
//    that writes every field it shows gives the same document, with every comment;
//  - form -> YAML -> form: a form changed in many fields reads back as it was changed, and what
//    the form does not know comes through untouched. A one-field change touches a line or three.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML, { isNode, parseDocument, visit } from 'yaml';
import { blankKubeResource, blankLabel, newRowId, type FieldId, type RoleFormValues } from './role-values';
import { FIELD_IDS } from './role-field-specs';
import { readRoleYaml, writeRoleYaml } from './role-yaml';

const corpusDir = path.resolve(import.meta.dirname, 'corpus');
const contract = YAML.parse(readFileSync(path.resolve('openapi/examples/roles.yaml'), 'utf8')) as Record<string, { value: unknown }>;
const contractRoles = [
  ...(contract.list!.value as { name: string; content: string }[]).map((r) => [`contract list: ${r.name}`, r.content] as const),
  ['contract item', (contract.item!.value as { content: string }).content] as const,
  ['contract save', (contract.save!.value as { content: string }).content] as const,
];
const CORPUS: (readonly [string, string])[] = [
  ...readdirSync(corpusDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => [f, readFileSync(path.join(corpusDir, f), 'utf8')] as const),
  ...contractRoles,
];

/** Form values without the form's own bookkeeping (row ids, where a row came from, blank rows). */
function plain(values: RoleFormValues) {
  const rows = (list: readonly unknown[]): unknown[] =>
    list.flatMap((item): unknown[] => {
      if (typeof item === 'string') return [item];
      const row = { ...(item as Record<string, unknown>) };
      if ('key' in row ? blankLabel(row as never) : blankKubeResource(row as never)) return [];
      delete row.id;
      delete row.from;
      return [row];
    });
  const side = (c: RoleFormValues['allow']) => Object.fromEntries(Object.entries(c).map(([k, v]) => [k, rows(v as unknown[])]));
  return { ...values, allow: side(values.allow), deny: side(values.deny) };
}

function readOk(text: string) {
  const read = readRoleYaml(text);
  if (!read.ok) throw new Error(read.message);
  return read;
}

/** Every comment in a document. */
function comments(text: string): string[] {
  const doc = parseDocument(text);
  const found: string[] = [];
  const take = (c: string | null | undefined) => c && found.push(...c.split('\n').map((l) => l.trim()));
  take(doc.commentBefore);
  take(doc.comment);
  visit(doc, (_key, node) => {
    if (isNode(node)) {
      take(node.commentBefore);
      take(node.comment);
    }
  });
  return found.filter(Boolean).sort();
}

const KNOWN: readonly (readonly string[])[] = [
  ['metadata', 'name'],
  ['metadata', 'description'],
  ...['allow', 'deny'].flatMap((side) =>
    [
      'logins',
      'windows_desktop_logins',
      'db_names',
      'db_users',
      'kubernetes_groups',
      'kubernetes_users',
      'aws_role_arns',
      'node_labels',
      'app_labels',
      'db_labels',
      'kubernetes_labels',
      'windows_desktop_labels',
      'kubernetes_resources',
    ]
      .map((f) => ['spec', side, f])
      .concat([['spec', side, 'request', 'roles']]),
  ),
  ...['max_session_ttl', 'client_idle_timeout', 'require_session_mfa', 'forward_agent', 'port_forwarding'].map((o) => [
    'spec',
    'options',
    o,
  ]),
  ...['desktop', 'default', 'ssh'].map((o) => ['spec', 'options', 'record_session', o]),
];

/** The document without the fields the form shows, and without what is left empty. */
function unknownPart(text: string): unknown {
  const value = structuredClone(YAML.parse(text) as unknown);
  for (const p of KNOWN) {
    let at: unknown = value;
    for (const key of p.slice(0, -1))
      at = at && typeof at === 'object' && !Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined;
    if (at && typeof at === 'object' && !Array.isArray(at)) delete (at as Record<string, unknown>)[p[p.length - 1]!];
  }
  const prune = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(prune);
    if (v && typeof v === 'object') {
      const out = Object.fromEntries(
        Object.entries(v)
          .map(([k, x]) => [k, prune(x)] as const)
          .filter(([, x]) => x !== null && x !== undefined && !(typeof x === 'object' && !Array.isArray(x) && Object.keys(x).length === 0)),
      );
      return out;
    }
    return v;
  };
  return prune(value);
}

/** Lines of `b` not in `a` plus lines of `a` not in `b` (a line diff's size). */
function changedLines(a: string, b: string): number {
  const x = a.split('\n');
  const y = b.split('\n');
  const t: number[][] = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--) t[i]![j] = x[i] === y[j] ? t[i + 1]![j + 1]! + 1 : Math.max(t[i + 1]![j]!, t[i]![j + 1]!);
  return x.length + y.length - 2 * t[0]![0]!;
}

/** Many fields changed at once, as a user would in the form (fields the form shows locked stay as they are). */
function mutate(values: RoleFormValues, locked: ReadonlySet<FieldId>): RoleFormValues {
  const v = structuredClone(values);
  const open = (id: FieldId) => !locked.has(id);
  if (open('description')) v.description = 'Changed in the form';
  if (open('allow.logins')) v.allow.logins = [...v.allow.logins.slice(1), 'e2e-login', 'yes'];
  if (open('allow.node_labels')) {
    const [first, ...rest] = v.allow.node_labels;
    v.allow.node_labels = [
      ...(first ? [{ ...first, values: ['changed'] }] : []),
      ...rest,
      { id: newRowId(), key: 'added', values: ['x', 'y'] },
      { id: newRowId(), key: '', values: [] },
    ];
  }
  if (open('allow.app_labels')) v.allow.app_labels = v.allow.app_labels.slice(1);
  if (open('deny.db_users')) v.deny.db_users = ['*'];
  if (open('deny.windows_desktop_logins')) v.deny.windows_desktop_logins = [];
  if (open('allow.request_roles')) v.allow.request_roles = v.allow.request_roles.length ? [] : ['auditor'];
  if (open('allow.aws_role_arns')) v.allow.aws_role_arns = [...v.allow.aws_role_arns, 'arn:aws:iam::123456789012:role/e2e'];
  if (open('allow.kubernetes_resources')) {
    const [first, ...rest] = v.allow.kubernetes_resources;
    v.allow.kubernetes_resources = [
      ...(first ? [{ ...first, namespace: 'changed-ns' }] : []),
      ...rest,
      { id: newRowId(), kind: 'pod', namespace: 'ns', name: 'n', verbs: ['get', 'list'] },
    ];
  }
  if (open('deny.kubernetes_labels')) v.deny.kubernetes_labels = [...v.deny.kubernetes_labels, { id: newRowId(), key: '*', values: ['*'] }];
  if (open('options.max_session_ttl')) v.options.max_session_ttl = '2h';
  if (open('options.record_session_ssh')) v.options.record_session_ssh = 'strict';
  if (open('options.record_session_desktop'))
    v.options.record_session_desktop = v.options.record_session_desktop === 'false' ? 'true' : 'false';
  if (open('options.forward_agent')) v.options.forward_agent = '';
  if (open('options.require_session_mfa')) v.options.require_session_mfa = 'session';
  if (open('options.client_idle_timeout')) v.options.client_idle_timeout = v.options.client_idle_timeout ? '' : '30m';
  return v;
}

describe('the round-trip corpus', () => {
  it('holds at least 30 roles of its own, plus the contract’s examples', () => {
    expect(CORPUS.length - contractRoles.length).toBeGreaterThanOrEqual(30);
    expect(contractRoles.length).toBeGreaterThanOrEqual(5);
  });

  describe.each(CORPUS)('%s', (_name, text) => {
    it('YAML -> form -> YAML: an unchanged form gives the text back byte for byte', () => {
      const { values } = readOk(text);
      expect(writeRoleYaml(text, values)).toBe(text);
    });

    it('YAML -> form -> YAML: every shown field written again gives the same document and comments', () => {
      const { values } = readOk(text);
      const out = writeRoleYaml(text, values, { force: true });
      expect(YAML.parse(out)).toEqual(YAML.parse(text));
      expect(comments(out)).toEqual(comments(text));
      expect(plain(readOk(out).values)).toEqual(plain(values));
    });

    it('form -> YAML -> form: the changed form reads back as changed; the rest is untouched', () => {
      const read = readOk(text);
      const changed = mutate(read.values, read.locked);
      const out = writeRoleYaml(text, changed);
      expect(parseDocument(out).errors).toEqual([]);
      const again = readOk(out);
      expect(plain(again.values)).toEqual(plain(changed));
      expect([...again.locked].sort()).toEqual([...read.locked].sort());
      expect(unknownPart(out)).toEqual(unknownPart(text));
      // And back: the form set to what it first held reads as the first form again.
      const back = writeRoleYaml(out, { ...read.values });
      expect(plain(readOk(back).values)).toEqual(plain(read.values));
      expect(unknownPart(back)).toEqual(unknownPart(text));
    });

    it('a one-field change rewrites only the lines of that field', () => {
      const read = readOk(text);
      if (read.locked.has('options.max_session_ttl')) return;
      const out = writeRoleYaml(text, { ...read.values, options: { ...read.values.options, max_session_ttl: '3h' } });
      expect(YAML.parse(out).spec.options.max_session_ttl).toBe('3h');
      expect(changedLines(text, out)).toBeLessThanOrEqual(4);
    });
  });

  it('knows which fields each preset shows', () => {
    const access = readOk(readFileSync(path.join(corpusDir, 'preset-access.yaml'), 'utf8'));
    expect(access.locked.size).toBe(0);
    expect(access.values.allow.logins).toEqual(['{{internal.logins}}']);
    expect(access.values.allow.node_labels.map((r) => [r.key, r.values])).toEqual([['*', ['*']]]);
    expect(access.values.allow.kubernetes_resources).toMatchObject([{ kind: '*', namespace: '*', name: '*', verbs: ['*'] }]);
    expect(access.values.options).toMatchObject({ max_session_ttl: '30h0m0s', forward_agent: 'true', record_session_desktop: 'true' });
    const requester = readOk(readFileSync(path.join(corpusDir, 'preset-requester.yaml'), 'utf8'));
    expect(requester.values.allow.request_roles).toEqual([]);
  });

  it('locks the fields written in shapes the form cannot show, and never writes them', () => {
    const text = readFileSync(path.join(corpusDir, 'shapes-the-form-cannot-show.yaml'), 'utf8');
    const read = readOk(text);
    expect([...read.locked].sort()).toEqual(
      [
        'allow.db_labels',
        'allow.kubernetes_resources',
        'allow.logins',
        'allow.node_labels',
        'options.forward_agent',
        'options.max_session_ttl',
        'options.record_session_default',
        'options.record_session_desktop',
        'options.record_session_ssh',
        'options.require_session_mfa',
      ].sort(),
    );
    const anchors = readOk(readFileSync(path.join(corpusDir, 'anchors.yaml'), 'utf8'));
    expect([...anchors.locked].sort()).toEqual(['allow.db_users', 'deny.db_labels', 'deny.logins']);
    expect(FIELD_IDS).toContain('allow.logins');
  });

  it('keeps every comment when fields around them change', () => {
    const text = readFileSync(path.join(corpusDir, 'comments.yaml'), 'utf8');
    const read = readOk(text);
    const v = structuredClone(read.values);
    v.allow.logins.push('deploy');
    v.allow.node_labels[1]!.values.push('data');
    v.options.max_session_ttl = '10h';
    v.deny.logins = ['root'];
    const out = writeRoleYaml(text, v);
    expect(comments(out)).toEqual(comments(text));
    expect(out).toContain('      - ubuntu   # the default image user\n');
    expect(out).toContain('    max_session_ttl: 10h # a working day and a bit\n');
    expect(out).toContain('      team: [sre, platform, data]\n');
    expect(out).toContain('  deny:\n    logins:\n      - root\n');
  });

  it('says where a text cannot be read, and reads nothing', () => {
    const read = readRoleYaml('kind: role\nmetadata:\n  name: x\n  labels: [a\nspec: {}\n');
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toMatch(/^Line \d+: /);
    expect(readRoleYaml('- just\n- a list\n')).toMatchObject({ ok: false, message: 'The YAML is not a mapping (kind, metadata, spec).' });
    const broken = 'kind: role\nspec: [\n';
    expect(writeRoleYaml(broken, readOk('kind: role\n').values)).toBe(broken);
  });
});
