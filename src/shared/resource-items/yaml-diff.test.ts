import { describe, expect, it } from 'vitest';
import { deepEqual, diffValues, formatPath, formatValue, readYaml, reviewDraft, type Change } from './yaml-diff';

const at = (changes: Change[]) => changes.map((c) => `${c.kind} ${formatPath(c.path)}`);

describe('deepEqual', () => {
  it('compares maps by key in any order, lists in order, scalars by value and type', () => {
    expect(deepEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
    expect(deepEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(deepEqual('1', 1)).toBe(false);
    expect(deepEqual(null, {})).toBe(false);
    expect(deepEqual([], {})).toBe(false);
    expect(deepEqual(Number.NaN, Number.NaN)).toBe(true);
  });
});

describe('diffValues', () => {
  it('finds nothing between equal objects', () => {
    expect(diffValues({ spec: { allow: { logins: ['a'] } } }, { spec: { allow: { logins: ['a'] } } })).toEqual([]);
  });

  it('reports changed scalars, and added and removed keys, at their paths in nested maps', () => {
    const before = { metadata: { name: 'r', description: 'old' }, spec: { options: { max_session_ttl: '8h', forward_agent: true } } };
    const after = { metadata: { name: 'r', labels: { env: 'prod' } }, spec: { options: { max_session_ttl: '30h', forward_agent: true } } };
    expect(diffValues(before, after)).toEqual([
      { path: ['metadata', 'description'], kind: 'removed', before: 'old' },
      { path: ['metadata', 'labels'], kind: 'added', after: { env: 'prod' } },
      { path: ['spec', 'options', 'max_session_ttl'], kind: 'changed', before: '8h', after: '30h' },
    ]);
  });

  it('a changed type is one change, not a walk inside', () => {
    expect(diffValues({ a: ['x'] }, { a: 'x' })).toEqual([{ path: ['a'], kind: 'changed', before: ['x'], after: 'x' }]);
    expect(diffValues({ a: null }, { a: {} })).toEqual([{ path: ['a'], kind: 'changed', before: null, after: {} }]);
    expect(diffValues({ a: 1 }, { a: '1' })).toHaveLength(1);
  });

  it('in lists: an insertion is one addition (later items do not shift), a removal one removal', () => {
    expect(diffValues(['a', 'b', 'c'], ['x', 'a', 'b', 'c'])).toEqual([{ path: [0], kind: 'added', after: 'x' }]);
    expect(diffValues(['a', 'b', 'c'], ['a', 'c'])).toEqual([{ path: [1], kind: 'removed', before: 'b' }]);
    expect(at(diffValues({ l: ['a', 'b'] }, { l: ['a', 'b', 'c', 'd'] }))).toEqual(['added l[2]', 'added l[3]']);
  });

  it('in lists: an item replaced in place is a change at its index; a map item is followed into', () => {
    expect(diffValues({ logins: ['root', 'ubuntu'] }, { logins: ['root', 'admin'] })).toEqual([
      { path: ['logins', 1], kind: 'changed', before: 'ubuntu', after: 'admin' },
    ]);
    const rules = (verbs: string[]) => ({
      spec: {
        allow: {
          rules: [
            { resources: ['event'], verbs: ['list'] },
            { resources: ['widget'], verbs },
          ],
        },
      },
    });
    expect(diffValues(rules(['list', 'read']), rules(['list', 'read', 'update']))).toEqual([
      { path: ['spec', 'allow', 'rules', 1, 'verbs', 2], kind: 'added', after: 'update' },
    ]);
  });

  it('a reordered list is told as removals and additions, nothing is lost', () => {
    const changes = diffValues(['a', 'b'], ['b', 'a']);
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((c) => c.kind !== 'changed' || c.before !== c.after)).toBe(true);
  });

  it('the whole value added or removed at the root', () => {
    expect(diffValues(undefined, { a: 1 })).toEqual([{ path: [], kind: 'added', after: { a: 1 } }]);
    expect(diffValues({ a: 1 }, undefined)).toEqual([{ path: [], kind: 'removed', before: { a: 1 } }]);
  });

  it('long lists fall back to index by index', () => {
    const a = Array.from({ length: 600 }, (_, i) => i);
    const b = [...a];
    b[300] = -1;
    expect(diffValues(a, b)).toEqual([{ path: [300], kind: 'changed', before: 300, after: -1 }]);
  });
});

describe('formatPath and formatValue', () => {
  it('writes paths as a reader does', () => {
    expect(formatPath(['spec', 'allow', 'logins', 1])).toBe('spec.allow.logins[1]');
    expect(formatPath(['metadata', 'labels', 'teleport.internal/resource-type'])).toBe(
      'metadata.labels["teleport.internal/resource-type"]',
    );
    expect(formatPath(['spec', 'allow', 'node_labels', '*'])).toBe('spec.allow.node_labels["*"]');
    expect(formatPath([0])).toBe('[0]');
    expect(formatPath([])).toBe('(the whole document)');
  });

  it('writes values as plain YAML: scalars bare, quoted where YAML needs it, maps in block style', () => {
    expect(formatValue('ubuntu')).toBe('ubuntu');
    expect(formatValue('*')).toBe('"*"');
    expect(formatValue('true')).toBe('"true"');
    expect(formatValue(true)).toBe('true');
    expect(formatValue(null)).toBe('null');
    expect(formatValue({ env: 'prod', tier: ['a', 'b'] })).toBe('env: prod\ntier:\n  - a\n  - b');
    expect(formatValue(undefined)).toBe('');
    expect(formatValue('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('reviewDraft', () => {
  const server = 'kind: widget\nmetadata:\n  name: r\nspec:\n  allow:\n    logins: [a]\nversion: v7\n';

  it('lists the changes of the draft against the server copy', () => {
    const draft = server.replace('[a]', '[a, b]');
    expect(reviewDraft(server, draft)).toEqual({
      changes: [{ path: ['spec', 'allow', 'logins', 1], kind: 'added', after: 'b' }],
      onlyFormatting: false,
    });
  });

  it('says when only formatting or comments changed, and when nothing did', () => {
    const draft = '# a comment\nkind: widget\nversion: v7\nmetadata: { name: r }\nspec:\n  allow:\n    logins:\n    - a\n';
    expect(reviewDraft(server, draft)).toEqual({ changes: [], onlyFormatting: true });
    expect(reviewDraft(server, server)).toEqual({ changes: [], onlyFormatting: false });
  });

  it('when creating, every top-level key of the draft is an addition', () => {
    expect(at(reviewDraft(null, server).changes)).toEqual(['added kind', 'added metadata', 'added spec', 'added version']);
  });

  it('reads YAML with aliases limited', () => {
    expect(readYaml('a: &x [1]\nb: *x\n')).toEqual({ ok: true, value: { a: [1], b: [1] } });
    const bomb = [
      'a: &a [x, x]',
      ...Array.from({ length: 12 }, (_, i) => `b${i}: &b${i} [*${i ? `b${i - 1}` : 'a'}, *${i ? `b${i - 1}` : 'a'}]`),
    ].join('\n');
    expect(readYaml(bomb).ok).toBe(false);
    expect(readYaml('a: [').ok).toBe(false);
  });
});
