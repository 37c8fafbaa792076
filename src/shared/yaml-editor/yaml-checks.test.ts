import { describe, expect, it } from 'vitest';
import { templateFor, type YamlResourceKind } from './templates';
import { checkResourceYaml } from './yaml-checks';

const ROLE = { kind: 'role', label: 'role' };
const role = (body: string) => `kind: role\nversion: v7\n${body}`;

describe('checkResourceYaml', () => {
  it('accepts a role with a name and gives the name back', () => {
    const result = checkResourceYaml(role('metadata:\n  name: dev\nspec: {}\n'), ROLE);
    expect(result).toEqual({ problems: [], name: 'dev' });
  });

  it('reports a syntax error at its line and stops there', () => {
    const text = 'kind: role\nmetadata:\n  name: dev\nspec:\n  allow: [logins\n';
    const { problems, name } = checkResourceYaml(text, ROLE);
    expect(name).toBeNull();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.message).toMatch(/^YAML: /);
    expect(problems[0]!.line).toBeGreaterThanOrEqual(5);
  });

  it('reports a duplicate key at the second one', () => {
    const text = 'kind: role\nmetadata:\n  name: a\n  name: b\n';
    const { problems } = checkResourceYaml(text, ROLE);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(4);
    expect(problems[0]!.message).toContain('unique');
  });

  it('refuses an invalid escape and a second document', () => {
    expect(checkResourceYaml('kind: role\nmetadata:\n  name: "a\\xZZ"\n', ROLE).problems[0]!.message).toContain('escape');
    expect(checkResourceYaml('kind: role\nmetadata: {name: a}\n---\nkind: role\n', ROLE).problems[0]!.message).toContain(
      'multiple documents',
    );
  });

  it('refuses a document that is not a mapping', () => {
    expect(checkResourceYaml('- a\n- b\n', ROLE).problems[0]!.message).toContain('must be a mapping');
    expect(checkResourceYaml('', ROLE).problems[0]!.message).toContain('must be a mapping');
  });

  it('marks a wrong kind on its line, and a missing one on line 1', () => {
    const wrong = checkResourceYaml('metadata:\n  name: a\nkind: github\n', ROLE);
    expect(wrong.problems).toEqual([
      expect.objectContaining({ line: 3, message: 'kind is "github", but this page edits roles (kind: role).' }),
    ]);
    expect(wrong.name).toBe('a');
    const missing = checkResourceYaml('metadata:\n  name: a\n', ROLE);
    expect(missing.problems).toEqual([expect.objectContaining({ line: 1, message: expect.stringContaining('Missing kind') })]);
  });

  it('needs metadata.name as a non-empty text', () => {
    expect(checkResourceYaml(role('spec: {}\n'), ROLE).problems[0]!.message).toBe('Missing metadata.name.');
    expect(checkResourceYaml(role('metadata:\n  labels: {}\n'), ROLE).problems[0]!.message).toBe('Missing metadata.name.');
    const empty = checkResourceYaml(role('metadata:\n  name: ""\n'), ROLE);
    expect(empty.problems[0]).toEqual(expect.objectContaining({ line: 4, message: 'metadata.name must be a non-empty text.' }));
    expect(checkResourceYaml(role('metadata:\n  name: 12\n'), ROLE).problems[0]!.message).toContain('non-empty text');
  });

  it('refuses a rename while editing, at the name', () => {
    const { problems, name } = checkResourceYaml(role('metadata:\n  name: other\n'), { ...ROLE, name: 'dev' });
    expect(name).toBe('other');
    expect(problems).toEqual([expect.objectContaining({ line: 4, message: expect.stringContaining('cannot change while editing') })]);
    expect(checkResourceYaml(role('metadata:\n  name: dev\n'), { ...ROLE, name: 'dev' }).problems).toEqual([]);
  });

  it('keeps hostile text as data and cuts a huge message', () => {
    const text = `kind: ${'<img src=x onerror=alert(1)>'.repeat(40)}\nmetadata:\n  name: a\n`;
    const { problems } = checkResourceYaml(text, ROLE);
    expect(problems[0]!.message.length).toBeLessThanOrEqual(301);
    expect(problems[0]!.message).toContain('<img src=x');
  });

  it('handles a 1 MB document', () => {
    const big = role(`metadata:\n  name: big\n  description: ${'x'.repeat(1024 * 1024)}\nspec: {}\n`);
    expect(checkResourceYaml(big, ROLE)).toEqual({ problems: [], name: 'big' });
  });
});

describe('templates', () => {
  const cases: [YamlResourceKind, string][] = [
    ['role', 'role'],
    ['github', 'GitHub connector'],
    ['trusted_cluster', 'trusted cluster'],
  ];
  it.each(cases)('the %s template parses and passes the checks', (kind, label) => {
    const text = templateFor(kind, { proxyAddress: 'teleport.example.com:3080' });
    const { problems, name } = checkResourceYaml(text, { kind, label });
    expect(problems).toEqual([]);
    expect(name).toBeTruthy();
  });

  it('puts the proxy address in the connector callback', () => {
    expect(templateFor('github', { proxyAddress: 'p.example.com' })).toContain(
      'redirect_url: https://p.example.com/v1/webapi/github/callback',
    );
  });
});
