import { describe, expect, it } from 'vitest';
import {
  kindPlan,
  readRoleDraft,
  readSelector,
  REACH_KINDS,
  selectorPlan,
  type DraftRead,
  type KindPlan,
  type LabelSelector,
  type ReachKind,
} from './what-if';

const NODES = REACH_KINDS[0]!;

function role(allow: string, deny = '', version = 'v7'): string {
  return `kind: role\nversion: ${version}\nmetadata:\n  name: r\nspec:\n  allow:\n${allow}\n  deny:\n${deny || '    {}'}\n`;
}

function plans(text: string): Record<ReachKind, KindPlan> {
  const read: DraftRead = readRoleDraft(text);
  if (read.type !== 'role') throw new Error(`not a role: ${read.type} ${read.message}`);
  return read.plans;
}

const nodes = (allow: string, deny = '', version?: string) => plans(role(allow, deny, version)).nodes;

describe('selector -> predicate', () => {
  it('ANDs keys and ORs the values of a key', () => {
    const selector: LabelSelector = [
      ['env', ['prod', 'staging']],
      ['team', ['sre']],
    ];
    expect(selectorPlan(selector, 'allow')).toEqual({
      type: 'predicate',
      predicate: '(labels["env"] == "prod" || labels["env"] == "staging") && labels["team"] == "sre"',
    });
  });

  it("reads '*': '*' as everything, even beside other keys, and an empty selector as nothing", () => {
    expect(selectorPlan([['*', ['*']]], 'allow')).toEqual({ type: 'everything' });
    expect(
      selectorPlan(
        [
          ['env', ['prod']],
          ['*', ['*']],
        ],
        'deny',
      ),
    ).toEqual({ type: 'everything' });
    expect(selectorPlan([], 'allow')).toEqual({ type: 'nothing', why: 'empty' });
  });

  it('a * among the values accepts any value of a present key', () => {
    expect(selectorPlan([['env', ['*']]], 'allow')).toEqual({ type: 'predicate', predicate: 'exists(labels["env"])' });
    // With * there, the other values (even patterns) change nothing.
    expect(selectorPlan([['env', ['web-*', '*']]], 'allow')).toEqual({ type: 'predicate', predicate: 'exists(labels["env"])' });
  });

  it('a key with no values matches nothing', () => {
    expect(
      selectorPlan(
        [
          ['env', ['prod']],
          ['team', []],
        ],
        'allow',
      ),
    ).toEqual({ type: 'nothing', why: '"team" lists no values' });
  });

  it('an empty value needs the key to be there (a missing label reads as "")', () => {
    expect(selectorPlan([['gpu', ['']]], 'allow')).toEqual({
      type: 'predicate',
      predicate: '(exists(labels["gpu"]) && labels["gpu"] == "")',
    });
  });

  it('quotes hostile keys and values so they stay inside their string literals', () => {
    const plan = selectorPlan(
      [
        ['a"] || true || labels["b', ['x']],
        ['owner', ['"><script>alert(1)</script>', 'x" || name == "y', 'back\\slash\nline']],
      ],
      'allow',
    );
    expect(plan).toEqual({
      type: 'predicate',
      predicate:
        'labels["a\\"] || true || labels[\\"b"] == "x" && ' +
        '(labels["owner"] == "\\"><script>alert(1)</script>" || labels["owner"] == "x\\" || name == \\"y" || labels["owner"] == "back\\\\slash\\nline")',
    });
    expect(selectorPlan([['k"])||true||exists(labels["k', ['*']]], 'deny')).toEqual({
      type: 'predicate',
      predicate: 'exists(labels["k\\"])||true||exists(labels[\\"k"])',
    });
  });

  it('names wildcard patterns, regular expressions and traits as not counted', () => {
    expect(selectorPlan([['env', ['prod', 'web-*']]], 'allow')).toEqual({
      type: 'uncounted',
      reasons: ['"env": "web-*" is a wildcard pattern'],
    });
    expect(selectorPlan([['host', ['^web-.*$']]], 'allow')).toEqual({
      type: 'uncounted',
      reasons: ['"host": "^web-.*$" is a regular expression'],
    });
    expect(selectorPlan([['team', ['{{internal.team}}']]], 'allow')).toEqual({
      type: 'uncounted',
      reasons: ['"team": "{{internal.team}}" depends on the user\'s traits'],
    });
    // Not a regular expression unless it is ^…$: a ^ alone, or regex characters, are literal.
    expect(selectorPlan([['v', ['^1.2', 'a.b', '(x)']]], 'allow')).toEqual({
      type: 'predicate',
      predicate: '(labels["v"] == "^1.2" || labels["v"] == "a.b" || labels["v"] == "(x)")',
    });
  });

  it("allow refuses '*' with other values; deny reads it as a label named *", () => {
    expect(selectorPlan([['*', ['prod']]], 'allow').type).toBe('uncounted');
    expect(selectorPlan([['*', ['prod']]], 'deny')).toEqual({ type: 'predicate', predicate: 'labels["*"] == "prod"' });
  });
});

describe('reading selectors from YAML', () => {
  it('takes a value or a list of values; other values are named', () => {
    expect(plans(role('    node_labels:\n      env: prod\n      team: [sre, data]')).nodes).toEqual({
      type: 'count',
      query: 'labels["env"] == "prod" && (labels["team"] == "sre" || labels["team"] == "data")',
    });
    expect(readSelector(new Map([['port', 22]]), 'allow.node_labels')).toEqual({
      type: 'bad',
      reasons: ['"port": 22 is not a string (quote it)'],
    });
    expect(readSelector(new Map([['env', null]]), 'x')).toEqual({ type: 'bad', reasons: ['"env": an empty value is not a string'] });
    expect(readSelector(['env'], 'allow.node_labels')).toEqual({ type: 'bad', reasons: ['allow.node_labels is not a map of labels'] });
    expect(nodes('    node_labels:\n      env: 22').type).toBe('uncounted');
  });

  it('keeps keys that look like numbers or prototype names as plain label names', () => {
    expect(nodes("    node_labels:\n      '1': one\n      __proto__: x\n      constructor: y")).toEqual({
      type: 'count',
      query: 'labels["1"] == "one" && labels["__proto__"] == "x" && labels["constructor"] == "y"',
    });
  });
});

describe('allow minus deny, per kind', () => {
  it('counts allow && !(deny), and the allow alone to say what deny takes away', () => {
    expect(nodes('    node_labels:\n      env: prod', '    node_labels:\n      team: [payments, data]\n      region: eu-west-1')).toEqual({
      type: 'count',
      query: 'labels["env"] == "prod" && !((labels["team"] == "payments" || labels["team"] == "data") && labels["region"] == "eu-west-1")',
      allowQuery: 'labels["env"] == "prod"',
    });
    expect(nodes("    node_labels:\n      '*': '*'", '    node_labels:\n      env: dev')).toEqual({
      type: 'count',
      query: '!(labels["env"] == "dev")',
      allowQuery: '',
    });
  });

  it("deny '*': '*' takes everything; an empty deny takes nothing", () => {
    expect(nodes('    node_labels:\n      env: prod', "    node_labels:\n      '*': '*'")).toEqual({
      type: 'zero',
      why: "deny.node_labels '*': '*' takes away everything",
    });
    expect(nodes('    node_labels:\n      env: prod', '    node_labels: {}')).toEqual({ type: 'count', query: 'labels["env"] == "prod"' });
    expect(nodes('    node_labels:\n      env: prod', '    node_labels:\n      env: []')).toEqual({
      type: 'count',
      query: 'labels["env"] == "prod"',
    });
  });

  it('no selector, or an empty one, reaches nothing without asking', () => {
    expect(nodes('    logins: [root]')).toEqual({ type: 'zero', why: 'no allow.node_labels' });
    expect(nodes('    node_labels: {}')).toEqual({ type: 'zero', why: 'allow.node_labels is empty' });
  });

  it('a wildcard or regex in deny makes the kind not counted (what it takes away is unknown)', () => {
    const plan = nodes("    node_labels:\n      '*': '*'", "    node_labels:\n      env: 'prod-*'");
    expect(plan).toEqual({ type: 'uncounted', reasons: ['deny "env": "prod-*" is a wildcard pattern'] });
  });

  it('label expressions are not counted', () => {
    expect(nodes('    node_labels_expression: \'labels.env == "prod"\'').type).toBe('uncounted');
    expect(nodes('    node_labels:\n      env: prod', '    node_labels_expression: \'labels.env == "dev"\'').type).toBe('uncounted');
    // A selector that matches nothing makes an allow expression irrelevant.
    expect(nodes("    node_labels:\n      env: []\n    node_labels_expression: 'true'").type).toBe('zero');
  });

  it('v3 roles default missing allow selectors', () => {
    const v3 = plans(role('    logins: [root]', '', 'v3'));
    expect(v3.nodes).toEqual({ type: 'count', query: '' });
    expect(v3.apps).toEqual({ type: 'count', query: '' });
    expect(v3.databases).toEqual({ type: 'count', query: '' });
    expect(v3.kubernetes).toEqual({ type: 'count', query: '' });
    expect(v3.desktops.type).toBe('zero');
    expect(plans(role('    rules: []', '', 'v3')).nodes.type).toBe('zero');
    expect(plans(role('    logins: [root]', '', 'v6')).apps.type).toBe('zero');
  });

  it('reads each kind from its own field', () => {
    const all = plans(
      role(
        '    node_labels: {a: "1"}\n    app_labels: {b: "2"}\n    db_labels: {c: "3"}\n    kubernetes_labels: {d: "4"}\n    windows_desktop_labels: {e: "5"}',
      ),
    );
    expect(Object.fromEntries(Object.entries(all).map(([k, p]) => [k, p.type === 'count' ? p.query : p.type]))).toEqual({
      nodes: 'labels["a"] == "1"',
      apps: 'labels["b"] == "2"',
      databases: 'labels["c"] == "3"',
      kubernetes: 'labels["d"] == "4"',
      desktops: 'labels["e"] == "5"',
    });
    expect(kindPlan(NODES, { version: 'v7', allow: null, deny: null })).toEqual({ type: 'zero', why: 'no allow.node_labels' });
  });
});

describe('drafts that are not roles', () => {
  it('says so instead of throwing', () => {
    expect(readRoleDraft('kind: role\nspec: [').type).toBe('invalid');
    expect(readRoleDraft('a: 1\na: 2').type).toBe('invalid');
    expect(readRoleDraft('').type).toBe('not-role');
    expect(readRoleDraft('kind: user\nspec: {}').type).toBe('not-role');
    expect(readRoleDraft('- 1\n- 2').type).toBe('not-role');
    // Alias bombs are refused by the parser, not expanded.
    const bomb = `a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\nkind: role\n`;
    expect(['invalid', 'role']).toContain(readRoleDraft(bomb).type);
  });

  it('a role with no spec reaches nothing', () => {
    const p = plans('kind: role\nversion: v7\nmetadata:\n  name: x\n');
    expect(Object.values(p).every((k) => k.type === 'zero')).toBe(true);
  });
});
