import { describe, expect, it } from 'vitest';
import { changedOnServer, conflictKey, mergeThreeWay, rewriteYaml, threeWay, withServerRevision, withoutRevision } from './three-way';
import { formatPath, valueOf } from './yaml-diff';

const role = (allow: Record<string, unknown>, options: Record<string, unknown> = {}, revision?: string) => ({
  kind: 'widget',
  version: 'v7',
  metadata: { name: 'dev', ...(revision ? { revision } : {}) },
  spec: { allow, options },
});

describe('changedOnServer', () => {
  it('compares the parsed objects, ignoring metadata.revision only', () => {
    expect(changedOnServer(role({ logins: ['a'] }, {}, '1'), role({ logins: ['a'] }, {}, '2'))).toBe(false);
    expect(changedOnServer(role({ logins: ['a'] }), role({ logins: ['a'] }, {}, '2'))).toBe(false);
    expect(changedOnServer(role({ logins: ['a'] }, {}, '1'), role({ logins: ['a', 'b'] }, {}, '2'))).toBe(true);
    expect(changedOnServer({ ...role({}), metadata: { name: 'dev', id: 1 } }, { ...role({}), metadata: { name: 'dev', id: 2 } })).toBe(
      true,
    );
    expect(withoutRevision('x')).toBe('x');
  });
});

describe('mergeThreeWay', () => {
  it('takes the side that changed a path; both sides changing different paths merge', () => {
    const base = role({ logins: ['a'] }, { max_session_ttl: '8h' });
    const theirs = role({ logins: ['a'] }, { max_session_ttl: '30h' });
    const yours = role({ logins: ['a'], node_labels: { env: 'dev' } }, { max_session_ttl: '8h', forward_agent: true });
    expect(mergeThreeWay(base, theirs, yours)).toEqual({
      value: role({ logins: ['a'], node_labels: { env: 'dev' } }, { max_session_ttl: '30h', forward_agent: true }),
      conflicts: [],
    });
  });

  it('the same change on both sides is no conflict', () => {
    const base = role({ logins: ['a'] });
    const both = role({ logins: ['a', 'b'] });
    expect(mergeThreeWay(base, both, both)).toEqual({ value: both, conflicts: [] });
  });

  it('removed keys: yours removed and theirs did not touch it -> removed', () => {
    const base = role({ logins: ['a'], db_users: ['x'] });
    const theirs = role({ logins: ['a', 'b'], db_users: ['x'] });
    const yours = role({ logins: ['a'] });
    expect(mergeThreeWay(base, theirs, yours).value).toEqual(role({ logins: ['a', 'b'] }));
  });

  it('a scalar both changed differently is a conflict: the server value by default, yours when chosen', () => {
    const base = role({}, { max_session_ttl: '8h' });
    const theirs = role({}, { max_session_ttl: '30h' });
    const yours = role({}, { max_session_ttl: '1h' });
    const merged = mergeThreeWay(base, theirs, yours);
    expect(merged.conflicts).toEqual([{ path: ['spec', 'options', 'max_session_ttl'], base: '8h', theirs: '30h', yours: '1h' }]);
    expect(conflictKey(merged.conflicts[0]!)).toBe('spec.options.max_session_ttl');
    expect(merged.value).toEqual(theirs);
    expect(mergeThreeWay(base, theirs, yours, () => 'yours').value).toEqual(yours);
  });

  it('removed on one side and changed on the other is a conflict', () => {
    const base = role({ node_labels: { env: 'dev' } });
    const theirs = role({ node_labels: { env: 'prod' } });
    const yours = role({});
    const merged = mergeThreeWay(base, theirs, yours);
    expect(merged.conflicts.map((c) => formatPath(c.path))).toEqual(['spec.allow.node_labels']);
    expect(merged.value).toEqual(theirs);
    expect(mergeThreeWay(base, theirs, yours, () => 'yours').value).toEqual(yours);
  });

  it('a key both added with different maps merges inside them', () => {
    const merged = mergeThreeWay(role({}), role({ node_labels: { env: 'prod' } }), role({ node_labels: { tier: 'web' } }));
    expect(merged).toEqual({ value: role({ node_labels: { env: 'prod', tier: 'web' } }), conflicts: [] });
  });

  it('lists: additions and removals of both sides are combined (set-like)', () => {
    const base = role({ logins: ['a', 'b', 'c'] });
    const theirs = role({ logins: ['a', 'b', 'c', 'd'] });
    const yours = role({ logins: ['a', 'c', 'e'] });
    expect(mergeThreeWay(base, theirs, yours)).toEqual({ value: role({ logins: ['a', 'c', 'd', 'e'] }), conflicts: [] });
  });

  it('lists of the same length merge item by item, with a conflict at the item', () => {
    const rule = (verbs: string[], resources = ['widget']) => ({ resources, verbs });
    const base = role({ rules: [rule(['list']), rule(['read'], ['event'])] });
    const theirs = role({ rules: [rule(['list', 'read']), rule(['read'], ['event'])] });
    const yours = role({ rules: [rule(['list']), rule(['read', 'list'], ['event'])] });
    expect(mergeThreeWay(base, theirs, yours)).toEqual({
      value: role({ rules: [rule(['list', 'read']), rule(['read', 'list'], ['event'])] }),
      conflicts: [],
    });
    const clash = mergeThreeWay(
      base,
      role({ rules: [rule(['list'], ['user']), rule(['read'], ['event'])] }),
      role({ rules: [rule(['list'], ['lock']), rule(['read'], ['event'])] }),
    );
    expect(clash.conflicts.map((c) => formatPath(c.path))).toEqual(['spec.allow.rules[0].resources[0]']);
  });

  it('lists where both replaced the same item differently: a conflict at the list', () => {
    const base = role({ logins: ['a', 'b', 'c'] });
    const theirs = role({ logins: ['a', 'x'] });
    const yours = role({ logins: ['a', 'y'] });
    const merged = mergeThreeWay(base, theirs, yours);
    expect(merged.conflicts.map((c) => formatPath(c.path))).toEqual(['spec.allow.logins']);
    expect(merged.value).toEqual(theirs);
    expect(mergeThreeWay(base, theirs, yours, () => 'yours').value).toEqual(yours);
  });

  it('the server revision wins when the draft kept the old one', () => {
    const merged = mergeThreeWay(
      role({ logins: ['a'] }, {}, '1'),
      role({ logins: ['a'] }, { x: 1 }, '2'),
      role({ logins: ['b'] }, {}, '1'),
    );
    expect(merged).toEqual({ value: role({ logins: ['b'] }, { x: 1 }, '2'), conflicts: [] });
  });
});

describe('threeWay', () => {
  it('lists both sides’ changes since the base and marks the conflicting ones', () => {
    const base = role({ logins: ['a'] }, { max_session_ttl: '8h' }, '1');
    const theirs = role({ logins: ['a'] }, { max_session_ttl: '30h', forward_agent: true }, '2');
    const yours = role({ logins: ['a', 'b'] }, { max_session_ttl: '1h' }, '1');
    const result = threeWay(base, theirs, yours);
    const show = (list: typeof result.theirs) => list.map((c) => `${c.kind} ${formatPath(c.path)}${c.conflict ? ' (conflict)' : ''}`);
    expect(show(result.theirs)).toEqual(['changed spec.options.max_session_ttl (conflict)', 'added spec.options.forward_agent']);
    expect(show(result.yours)).toEqual(['added spec.allow.logins[1]', 'changed spec.options.max_session_ttl (conflict)']);
    expect(result.conflicts).toHaveLength(1);
  });

  it('a conflict at a list marks the changes inside it', () => {
    const result = threeWay(role({ logins: ['a', 'b', 'c'] }), role({ logins: ['a', 'x'] }), role({ logins: ['a', 'y'] }));
    expect(result.yours.every((c) => c.conflict)).toBe(true);
    expect(result.theirs.every((c) => c.conflict)).toBe(true);
  });
});

describe('rewriteYaml', () => {
  const text = [
    '# who may reach dev servers',
    'kind: widget',
    'metadata:',
    '  name: dev # the name',
    '  revision: "1"',
    'spec:',
    '  allow:',
    '    logins:',
    '    - ubuntu # default',
    '    node_labels: { env: dev }',
    '  options:',
    '    max_session_ttl: 8h',
    'version: v7',
    '',
  ].join('\n');

  it('returns the text itself when it already holds the value', () => {
    expect(rewriteYaml(text, valueOf(text))).toBe(text);
  });

  it('replaces only what differs, keeping comments and the list style', () => {
    const target = valueOf(text) as ReturnType<typeof role>;
    const next = structuredClone(target);
    next.spec.options = { max_session_ttl: '30h', forward_agent: true };
    (next.spec.allow as { logins: string[] }).logins.push('admin');
    delete (next.spec.allow as { node_labels?: unknown }).node_labels;
    const out = rewriteYaml(text, next);
    expect(valueOf(out)).toEqual(next);
    expect(out).toContain('# who may reach dev servers');
    expect(out).toContain('name: dev # the name');
    expect(out).toContain('    logins:\n    - ubuntu # default\n    - admin');
    expect(out).toContain('max_session_ttl: 30h');
  });

  it('withServerRevision puts the server’s revision into a draft that carries one', () => {
    const out = withServerRevision(text, role({}, {}, '7'));
    expect((valueOf(out) as { metadata: { revision: string } }).metadata.revision).toBe('7');
    expect(out).toContain('# the name');
    const plain = 'kind: widget\nmetadata:\n  name: dev\n';
    expect(withServerRevision(plain, role({}, {}, '7'))).toBe(plain);
    expect(withServerRevision(text, role({}))).toBe(text);
  });
});
