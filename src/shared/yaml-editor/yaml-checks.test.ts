import { describe, expect, it } from 'vitest';
import { checkResourceYaml } from './yaml-checks';

const WIDGET = { kind: 'widget', label: 'widget' };
const widget = (body: string) => `kind: widget\nversion: v1\n${body}`;

describe('checkResourceYaml', () => {
  it('accepts a widget with a name and gives the name back', () => {
    const result = checkResourceYaml(widget('metadata:\n  name: dev\nspec: {}\n'), WIDGET);
    expect(result).toEqual({ problems: [], name: 'dev' });
  });

  it('reports a syntax error at its line and stops there', () => {
    const text = 'kind: widget\nmetadata:\n  name: dev\nspec:\n  allow: [logins\n';
    const { problems, name } = checkResourceYaml(text, WIDGET);
    expect(name).toBeNull();
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]!.message).toMatch(/^YAML: /);
    expect(problems[0]!.line).toBeGreaterThanOrEqual(5);
  });

  it('reports a duplicate key at the second one', () => {
    const text = 'kind: widget\nmetadata:\n  name: a\n  name: b\n';
    const { problems } = checkResourceYaml(text, WIDGET);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(4);
    expect(problems[0]!.message).toContain('unique');
  });

  it('refuses an invalid escape and a second document', () => {
    expect(checkResourceYaml('kind: widget\nmetadata:\n  name: "a\\xZZ"\n', WIDGET).problems[0]!.message).toContain('escape');
    expect(checkResourceYaml('kind: widget\nmetadata: {name: a}\n---\nkind: widget\n', WIDGET).problems[0]!.message).toContain(
      'multiple documents',
    );
  });

  it('refuses a document that is not a mapping', () => {
    expect(checkResourceYaml('- a\n- b\n', WIDGET).problems[0]!.message).toContain('must be a mapping');
    expect(checkResourceYaml('', WIDGET).problems[0]!.message).toContain('must be a mapping');
  });

  it('marks a wrong kind on its line, and a missing one on line 1', () => {
    const wrong = checkResourceYaml('metadata:\n  name: a\nkind: gadget\n', WIDGET);
    expect(wrong.problems).toEqual([
      expect.objectContaining({ line: 3, message: 'kind is "gadget", but this page edits widgets (kind: widget).' }),
    ]);
    expect(wrong.name).toBe('a');
    const missing = checkResourceYaml('metadata:\n  name: a\n', WIDGET);
    expect(missing.problems).toEqual([expect.objectContaining({ line: 1, message: expect.stringContaining('Missing kind') })]);
  });

  it('needs metadata.name as a non-empty text', () => {
    expect(checkResourceYaml(widget('spec: {}\n'), WIDGET).problems[0]!.message).toBe('Missing metadata.name.');
    expect(checkResourceYaml(widget('metadata:\n  labels: {}\n'), WIDGET).problems[0]!.message).toBe('Missing metadata.name.');
    const empty = checkResourceYaml(widget('metadata:\n  name: ""\n'), WIDGET);
    expect(empty.problems[0]).toEqual(expect.objectContaining({ line: 4, message: 'metadata.name must be a non-empty text.' }));
    expect(checkResourceYaml(widget('metadata:\n  name: 12\n'), WIDGET).problems[0]!.message).toContain('non-empty text');
  });

  it('refuses a rename while editing, at the name', () => {
    const { problems, name } = checkResourceYaml(widget('metadata:\n  name: other\n'), { ...WIDGET, name: 'dev' });
    expect(name).toBe('other');
    expect(problems).toEqual([expect.objectContaining({ line: 4, message: expect.stringContaining('cannot change while editing') })]);
    expect(checkResourceYaml(widget('metadata:\n  name: dev\n'), { ...WIDGET, name: 'dev' }).problems).toEqual([]);
  });

  it('keeps hostile text as data and cuts a huge message', () => {
    const text = `kind: ${'<img src=x onerror=alert(1)>'.repeat(40)}\nmetadata:\n  name: a\n`;
    const { problems } = checkResourceYaml(text, WIDGET);
    expect(problems[0]!.message.length).toBeLessThanOrEqual(301);
    expect(problems[0]!.message).toContain('<img src=x');
  });

  it('handles a 1 MB document', () => {
    const big = widget(`metadata:\n  name: big\n  description: ${'x'.repeat(1024 * 1024)}\nspec: {}\n`);
    expect(checkResourceYaml(big, WIDGET)).toEqual({ problems: [], name: 'big' });
  });
});
