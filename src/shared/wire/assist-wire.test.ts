// @vitest-environment node
import { describe, it, expect } from 'vitest';
import {
  AssistMessageType,
  buildAssistMessage,
  buildCommandPayload,
  buildCommandResultPayload,
  buildCommandResultSummaryPayload,
  buildProgressUpdatePayload,
  buildUserFrame,
  commandQuery,
  decodeAssistMessage,
  parseAssistMessage,
  parseCommandPayload,
  parseCommandResultPayload,
  parseCommandResultSummaryPayload,
  parseProgressUpdatePayload,
  parseUserFrame,
} from './assist-wire.mjs';
import { componentValidators } from '@/api/gen/validators';

const T = '2024-05-01T10:00:00Z';

describe('assist messages', () => {
  it('builds messages with an RFC 3339 time without fractions', () => {
    const m = buildAssistMessage(AssistMessageType.ASSISTANT, 'hi', new Date('2024-05-01T10:00:00.123Z'));
    expect(m).toEqual({ type: 'CHAT_MESSAGE_ASSISTANT', created_time: T, payload: 'hi' });
  });

  it('parses text and object input, ignoring unknown fields', () => {
    const text = JSON.stringify({ type: 'CHAT_MESSAGE_USER', created_time: T, payload: 'df', conversation_id: 'x' });
    expect(parseAssistMessage(text)).toEqual({ ok: true, value: { type: 'CHAT_MESSAGE_USER', createdTime: T, payload: 'df' } });
    expect(parseAssistMessage({ type: 'CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE' })).toEqual({
      ok: true,
      value: { type: 'CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE', createdTime: '', payload: '' },
    });
  });

  it('rejects malformed and unknown messages with a reason', () => {
    for (const bad of [
      '{',
      '[]',
      'null',
      '"x"',
      42,
      { type: 'NOPE', payload: '' },
      { type: 7, payload: '' },
      { type: 'COMMAND', payload: 5 },
      { type: 'COMMAND', payload: 'x', created_time: 3 },
    ]) {
      const r = parseAssistMessage(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.reason).toMatch(/\w/);
    }
  });

  it('the user frame is only {payload}, as the real web client sends it, and fits the contract', () => {
    const frame = JSON.parse(buildUserFrame('check disk')) as unknown;
    expect(frame).toEqual({ payload: 'check disk' });
    expect(componentValidators.AssistantUserMessage.safeParse(frame).success).toBe(true);
  });

  it('user frames are read as the backend reads them: payload only, a type ignored, wrong JSON types refused', () => {
    expect(parseUserFrame(buildUserFrame('check disk'))).toEqual({ ok: true, value: { text: 'check disk' } });
    expect(parseUserFrame('{"payload":"no type is fine"}')).toEqual({ ok: true, value: { text: 'no type is fine' } });
    expect(parseUserFrame('{"type":"COMMAND","payload":"x"}')).toEqual({ ok: true, value: { text: 'x' } });
    expect(parseUserFrame('{"type":"CHAT_MESSAGE_USER","payload":"old frames too"}')).toEqual({
      ok: true,
      value: { text: 'old frames too' },
    });
    expect(parseUserFrame('{}')).toEqual({ ok: true, value: { text: '' } });
    expect(parseUserFrame('{"type":5,"payload":"x"}').ok).toBe(false);
    expect(parseUserFrame('{"payload":1}').ok).toBe(false);
    expect(parseUserFrame('[1,2]').ok).toBe(false);
    expect(parseUserFrame('not json').ok).toBe(false);
  });
});

describe('payloads', () => {
  it('COMMAND round-trips and drops unknown fields', () => {
    const payload = buildCommandPayload({ command: 'df -h', nodes: ['web-1'], labels: [{ key: 'env', value: 'prod' }] });
    expect(JSON.parse(payload)).toEqual({ command: 'df -h', nodes: ['web-1'], labels: [{ key: 'env', value: 'prod' }] });
    const withExtra = JSON.stringify({ ...JSON.parse(payload), Prompt: 12, Completion: 3 });
    expect(parseCommandPayload(withExtra)).toEqual({
      ok: true,
      value: { command: 'df -h', nodes: ['web-1'], labels: [{ key: 'env', value: 'prod' }] },
    });
    expect(JSON.parse(buildCommandPayload({ command: 'ls', nodes: ['a'] }))).toEqual({ command: 'ls', nodes: ['a'] });
  });

  it('COMMAND rejects wrong types and a missing target', () => {
    expect(parseCommandPayload('{"command":"ls"}')).toEqual({ ok: false, reason: 'COMMAND has no target (nodes or labels)' });
    expect(parseCommandPayload('{"nodes":["a"]}').ok).toBe(false);
    expect(parseCommandPayload('{"command":1,"nodes":["a"]}').ok).toBe(false);
    expect(parseCommandPayload('{"command":"ls","nodes":"a"}').ok).toBe(false);
    expect(parseCommandPayload('{"command":"ls","nodes":[1]}').ok).toBe(false);
    expect(parseCommandPayload('{"command":"ls","labels":[{"key":"a"}]}').ok).toBe(false);
    expect(parseCommandPayload('ls -l').ok).toBe(false);
  });

  it('commandQuery builds the predicate the real client sends', () => {
    expect(commandQuery({ nodes: ['web-1', 'db "x"'], labels: [{ key: 'env', value: 'prod' }] })).toBe(
      'name == "web-1" || name == "db \\"x\\"" || labels["env"] == "prod"',
    );
    expect(commandQuery({})).toBe('');
  });

  it('COMMAND_RESULT round-trips; node_name is optional (older backends)', () => {
    const value = { executionId: 'e1', sessionId: 's1', nodeId: 'n1', nodeName: 'web-1' };
    expect(parseCommandResultPayload(buildCommandResultPayload(value))).toEqual({ ok: true, value });
    expect(parseCommandResultPayload('{"execution_id":"e","node_id":"n","session_id":"s"}')).toEqual({
      ok: true,
      value: { executionId: 'e', sessionId: 's', nodeId: 'n', nodeName: '' },
    });
    expect(parseCommandResultPayload('{"execution_id":"e"}').ok).toBe(false);
    expect(parseCommandResultPayload('{"execution_id":"e","node_id":2}').ok).toBe(false);
  });

  it('COMMAND_RESULT_SUMMARY round-trips and needs a summary', () => {
    const value = { executionId: 'e1', command: 'df -h', summary: 'Both servers have room.' };
    expect(parseCommandResultSummaryPayload(buildCommandResultSummaryPayload(value))).toEqual({ ok: true, value });
    expect(parseCommandResultSummaryPayload('{"execution_id":"e","command":"x"}').ok).toBe(false);
    expect(parseCommandResultSummaryPayload('{"summary":["x"]}').ok).toBe(false);
  });

  it('PROGRESS_UPDATE round-trips with defaults', () => {
    expect(parseProgressUpdatePayload(buildProgressUpdatePayload({ action: 'Nodes search' }))).toEqual({
      ok: true,
      value: { action: 'Nodes search', input: '', log: '', reasoning: '' },
    });
    expect(parseProgressUpdatePayload('{"action":"a","reasoning":"r","extra":true}')).toEqual({
      ok: true,
      value: { action: 'a', input: '', log: '', reasoning: 'r' },
    });
    expect(parseProgressUpdatePayload('{"reasoning":"r"}').ok).toBe(false);
    expect(parseProgressUpdatePayload('thinking').ok).toBe(false);
  });

  it('decodeAssistMessage decodes each kind and refuses a bad payload', () => {
    const cmd = buildAssistMessage(AssistMessageType.COMMAND, buildCommandPayload({ command: 'uptime', nodes: ['a'] }), T);
    expect(decodeAssistMessage(cmd)).toEqual({
      ok: true,
      value: { type: 'COMMAND', createdTime: T, command: { command: 'uptime', nodes: ['a'], labels: [] } },
    });
    const partial = buildAssistMessage(AssistMessageType.PARTIAL, 'Hel', T);
    expect(decodeAssistMessage(JSON.stringify(partial))).toEqual({
      ok: true,
      value: { type: 'CHAT_PARTIAL_MESSAGE_ASSISTANT', createdTime: T, text: 'Hel' },
    });
    const result = buildAssistMessage(
      AssistMessageType.COMMAND_RESULT,
      buildCommandResultPayload({ executionId: 'e', sessionId: 's', nodeId: 'n', nodeName: 'x' }),
      T,
    );
    expect(decodeAssistMessage(result).ok && decodeAssistMessage(result)).toMatchObject({ value: { result: { nodeName: 'x' } } });
    const summary = buildAssistMessage(
      AssistMessageType.COMMAND_RESULT_SUMMARY,
      buildCommandResultSummaryPayload({ executionId: 'e', command: 'c', summary: 'ok' }),
      T,
    );
    expect(decodeAssistMessage(summary)).toMatchObject({ ok: true, value: { summary: { summary: 'ok' } } });
    const progress = buildAssistMessage(AssistMessageType.PROGRESS_UPDATE, buildProgressUpdatePayload({ action: 'a' }), T);
    expect(decodeAssistMessage(progress)).toMatchObject({ ok: true, value: { progress: { action: 'a' } } });
    expect(decodeAssistMessage(buildAssistMessage(AssistMessageType.COMMAND, '{"command":"x"}', T)).ok).toBe(false);
    expect(decodeAssistMessage(buildAssistMessage(AssistMessageType.PROGRESS_UPDATE, 'plain', T)).ok).toBe(false);
  });
});
