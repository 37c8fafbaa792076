import { describe, expect, it } from 'vitest';
import { fieldHelp as helpIn, fieldSuggestions } from '@/shared/yaml-editor/field-suggest';
import { cursorContext, linesOf } from '@/shared/yaml-editor/yaml-path';
import { ROLE_FIELDS } from './role-fields';

const fieldHelp = (path: readonly string[]) => helpIn(path, ROLE_FIELDS);

function suggestAt(marked: string) {
  const offset = marked.indexOf('|');
  const text = marked.slice(0, offset) + marked.slice(offset + 1);
  const { line, at } = linesOf(text);
  const { lineNo, column } = at(offset);
  const context = cursorContext(line, lineNo, column);
  return context ? fieldSuggestions(context, ROLE_FIELDS) : [];
}

const labels = (s: { label: string }[]) => s.map((x) => x.label);

describe('fieldSuggestions over the role fields', () => {
  it('offers the top-level keys, and spec’s three parts', () => {
    expect(labels(suggestAt('|'))).toEqual(['kind', 'version', 'metadata', 'spec']);
    expect(labels(suggestAt('spec:\n  |'))).toEqual(['allow', 'deny', 'options']);
  });

  it('offers conditions under allow with their type, and a key ready for its value', () => {
    const s = suggestAt('spec:\n  allow:\n    |');
    expect(labels(s)).toEqual(expect.arrayContaining(['logins', 'node_labels', 'rules', 'impersonate']));
    expect(s.find((x) => x.label === 'rules')).toMatchObject({ apply: 'rules:', detail: 'list of mappings' });
    expect(s.find((x) => x.label === 'node_labels_expression')).toMatchObject({ apply: 'node_labels_expression: ' });
  });

  it('offers option values and marks deprecated options', () => {
    expect(labels(suggestAt('spec:\n  options:\n    require_session_mfa: |'))).toContain('hardware_key_touch');
    expect(labels(suggestAt('spec:\n  options:\n    forward_agent: |'))).toEqual(['true', 'false']);
    expect(suggestAt('spec:\n  options:\n    |').find((x) => x.label === 'port_forwarding')?.detail).toBe('true or false, deprecated');
  });

  it('offers rule keys in a rule item and verbs in a flow list or a block list', () => {
    expect(labels(suggestAt('spec:\n  allow:\n    rules:\n    - |'))).toEqual(['resources', 'verbs', 'where', 'actions']);
    expect(labels(suggestAt('spec:\n  allow:\n    rules:\n    - resources: [role]\n      verbs: [list, |'))).toContain('readnosecrets');
    expect(labels(suggestAt('spec:\n  allow:\n    rules:\n    - resources:\n      - |'))).toContain('trusted_cluster');
  });

  it('offers nothing where the help knows nothing', () => {
    expect(suggestAt('spec:\n  allow:\n    node_labels:\n      env: |')).toEqual([]);
    expect(suggestAt('unknown:\n  |')).toEqual([]);
  });
});

describe('fieldHelp', () => {
  it('names the field, its type, help and allowed values', () => {
    expect(fieldHelp(['spec', 'options', 'record_session', 'ssh'])).toMatchObject({
      title: 'spec.options.record_session.ssh',
      values: ['best_effort', 'strict'],
    });
    expect(fieldHelp(['spec', 'allow', 'rules', '[]', 'verbs'])?.title).toBe('spec.allow.rules.verbs');
    expect(fieldHelp(['spec', 'options', 'create_host_user'])?.deprecated).toContain('create_host_user_mode');
    expect(fieldHelp(['nope'])).toBeNull();
  });
});
