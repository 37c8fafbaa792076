import { describe, expect, it } from 'vitest';
import { cursorContext, keyAt, linesOf } from './yaml-path';

/** The context at the `|` of a text (the bar is removed). */
function at(marked: string) {
  const offset = marked.indexOf('|');
  const text = marked.slice(0, offset) + marked.slice(offset + 1);
  const { line, at: pos } = linesOf(text);
  const { lineNo, column } = pos(offset);
  return cursorContext(line, lineNo, column);
}

function keyUnder(marked: string) {
  const offset = marked.indexOf('|');
  const text = marked.slice(0, offset) + marked.slice(offset + 1);
  const { line, at: pos } = linesOf(text);
  const { lineNo, column } = pos(offset);
  return keyAt(line, lineNo, column)?.path ?? null;
}

describe('cursorContext', () => {
  it('finds a key at the root and under spec', () => {
    expect(at('kind: role\nver|')).toEqual({ path: [], position: 'key', partial: 'ver', fromColumn: 0 });
    expect(at('spec:\n  al|')).toMatchObject({ path: ['spec'], position: 'key', partial: 'al' });
    expect(at('spec:\n  allow:\n    |')).toMatchObject({ path: ['spec', 'allow'], position: 'key', partial: '' });
  });

  it('skips siblings, blank lines and comments on the way up', () => {
    const text = 'spec:\n  options:\n    forward_agent: true\n\n    # a comment\n    max_|';
    expect(at(text)).toMatchObject({ path: ['spec', 'options'], partial: 'max_' });
  });

  it('never puts a key with an inline value above the cursor', () => {
    expect(at('kind: role\nversion: v6\n    |')).toMatchObject({ path: [], position: 'key' });
  });

  it('leaves a deeper block for a shallower key', () => {
    expect(at('spec:\n  allow:\n    logins: [a]\n  opt|')).toMatchObject({ path: ['spec'], partial: 'opt' });
  });

  it('reads a value position, plain and in a flow sequence', () => {
    expect(at('spec:\n  options:\n    forward_agent: tr|')).toEqual({
      path: ['spec', 'options'],
      position: 'value',
      key: 'forward_agent',
      partial: 'tr',
      fromColumn: 19,
    });
    expect(at('spec:\n  allow:\n    rules:\n    - resources: [role]\n      verbs: [list, re|')).toMatchObject({
      path: ['spec', 'allow', 'rules', '[]'],
      position: 'value',
      key: 'verbs',
      partial: 're',
    });
  });

  it('understands sequence items at the key indent (as the backend writes them)', () => {
    const text = 'spec:\n  allow:\n    rules:\n    - resources:\n      - role\n      ver|';
    expect(at(text)).toMatchObject({ path: ['spec', 'allow', 'rules', '[]'], position: 'key', partial: 'ver' });
    expect(at('spec:\n  allow:\n    rules:\n    - |')).toMatchObject({
      path: ['spec', 'allow', 'rules', '[]'],
      position: 'key',
      partial: '',
    });
  });

  it('understands indented sequence items and scalar items', () => {
    const text = 'spec:\n  allow:\n    rules:\n      - resources: [role]\n        verbs:\n          - li|';
    expect(at(text)).toMatchObject({ path: ['spec', 'allow', 'rules', '[]', 'verbs', '[]'], position: 'key', partial: 'li' });
    const second = 'spec:\n  allow:\n    rules:\n      - resources: [role]\n      - |';
    expect(at(second)).toMatchObject({ path: ['spec', 'allow', 'rules', '[]'] });
  });

  it('keeps quoted keys and stops in comments and block scalars', () => {
    expect(at("spec:\n  allow:\n    node_labels:\n      'env': |")).toMatchObject({
      path: ['spec', 'allow', 'node_labels'],
      position: 'value',
      key: 'env',
    });
    expect(at('spec:\n  # al|')).toBeNull();
    expect(at('metadata:\n  description: |')).toMatchObject({ position: 'value', key: 'description', partial: '' });
    expect(at('metadata:\n  description: >|')).toBeNull();
  });
});

describe('keyAt', () => {
  it('gives the full path of the key under the cursor', () => {
    expect(keyUnder('spec:\n  options:\n    for|ward_agent: true')).toEqual(['spec', 'options', 'forward_agent']);
    expect(keyUnder('spec:\n  allow:\n    rules:\n    - re|sources: [role]')).toEqual(['spec', 'allow', 'rules', '[]', 'resources']);
    expect(keyUnder('spec:\n  allow:\n    rules:\n    - resources: [role]\n      ve|rbs: [list]')).toEqual([
      'spec',
      'allow',
      'rules',
      '[]',
      'verbs',
    ]);
  });

  it('is null off a key', () => {
    expect(keyUnder('spec:\n  options:\n    forward_agent: tr|ue')).toBeNull();
    expect(keyUnder('spec:\n  allow:\n    logins:\n    - ro|ot')).toBeNull();
  });
});
