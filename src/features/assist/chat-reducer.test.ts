import { describe, expect, it } from 'vitest';
import {
  buildAssistMessage,
  buildCommandPayload,
  buildCommandResultPayload,
  buildCommandResultSummaryPayload,
  buildProgressUpdatePayload,
  decodeAssistMessage,
  type AssistEvent,
  type AssistMessageTypeName,
} from '@/shared/wire/assist-wire.mjs';
import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chat-reducer';

const T = '2024-05-01T10:00:00Z';
function ev(type: AssistMessageTypeName, payload: string, time = T): AssistEvent {
  const r = decodeAssistMessage(buildAssistMessage(type, payload, time));
  if (!r.ok) throw new Error(r.reason);
  return r.value;
}
const recv = (event: AssistEvent): ChatAction => ({ type: 'received', event });
const run = (actions: ChatAction[], from: ChatState = initialChatState()) => actions.reduce(chatReducer, from);
const texts = (s: ChatState) => s.items.map((i) => `${i.kind}:${'text' in i ? i.text : ''}`);

describe('chatReducer', () => {
  it('streams partials into one answer, finalized by the finalize message', () => {
    let s = run([{ type: 'sent', text: 'check disk', time: T }]);
    expect(s.working).toBe(true);
    s = run([recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'Here ')), recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'is '))], s);
    expect(s.items[1]).toMatchObject({ kind: 'assistant', text: 'Here is ', streaming: true });
    s = run([recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'it.')), recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE', ''))], s);
    expect(s.items[1]).toMatchObject({ kind: 'assistant', text: 'Here is it.', streaming: false });
    expect(s.working).toBe(false);
  });

  it('keeps a partial that arrives after the finalize as the start of the next answer, and ignores a second finalize', () => {
    const s = run([
      recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'One.')),
      recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE', '')),
      recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE', '')),
      recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'late')),
    ]);
    expect(texts(s)).toEqual(['assistant:One.', 'assistant:late']);
    expect(s.items[1]).toMatchObject({ streaming: true });
  });

  it('a finalize before any partial changes nothing; a complete answer replaces what was streamed', () => {
    let s = run([recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE', ''))]);
    expect(s.items).toEqual([]);
    s = run([recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'Both servers')), recv(ev('CHAT_MESSAGE_ASSISTANT', 'Both servers are fine.'))], s);
    expect(texts(s)).toEqual(['assistant:Both servers are fine.']);
    expect(s.items[0]).toMatchObject({ streaming: false });
  });

  it('drops duplicates of stored messages and confirms the pending user message', () => {
    const user = ev('CHAT_MESSAGE_USER', 'hello');
    const answer = ev('CHAT_MESSAGE_ASSISTANT', 'Hi!');
    let s = run([{ type: 'sent', text: 'hello', time: 'local' }, recv(user), recv(user), recv(answer), recv(answer)]);
    expect(texts(s)).toEqual(['user:hello', 'assistant:Hi!']);
    expect(s.items[0]).toMatchObject({ pending: false, time: T });
    s = chatReducer(s, { type: 'history', events: [user, answer, user] });
    expect(texts(s)).toEqual(['user:hello', 'assistant:Hi!']);
  });

  it('decodes commands, results and summaries, hides system messages', () => {
    const s = run([
      recv(ev('CHAT_MESSAGE_SYSTEM', 'you are a bot')),
      recv(ev('COMMAND', buildCommandPayload({ command: 'df -h', nodes: ['web-1', 'db-1'] }))),
      recv(ev('COMMAND_RESULT', buildCommandResultPayload({ executionId: 'e', sessionId: 's', nodeId: 'n', nodeName: 'web-1' }))),
      recv(ev('COMMAND_RESULT_SUMMARY', buildCommandResultSummaryPayload({ executionId: 'e', command: 'df -h', summary: 'Fine.' }))),
    ]);
    expect(s.items.map((i) => i.kind)).toEqual(['command', 'command-result', 'command-summary']);
    expect(s.items[0]).toMatchObject({ command: { command: 'df -h', nodes: ['web-1', 'db-1'] } });
  });

  it('shows progress while working and clears it with the answer', () => {
    let s = run([
      { type: 'sent', text: 'q', time: T },
      recv(ev('CHAT_MESSAGE_PROGRESS_UPDATE', buildProgressUpdatePayload({ action: 'Nodes search' }))),
      recv(ev('CHAT_MESSAGE_PROGRESS_UPDATE', buildProgressUpdatePayload({ action: 'Nodes search' }))),
      recv(ev('CHAT_MESSAGE_PROGRESS_UPDATE', buildProgressUpdatePayload({ action: 'Thinking' }))),
    ]);
    expect(s.progress.map((p) => p.action)).toEqual(['Nodes search', 'Thinking']);
    s = chatReducer(s, recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'ok')));
    expect(s.progress).toEqual([]);
  });

  it('an error ends the exchange: the stream closes, Retry is offered for the last question', () => {
    let s = run([
      { type: 'sent', text: 'why?', time: T },
      recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'Because')),
      recv(ev('CHAT_MESSAGE_ERROR', 'An error has occurred. Please try again later.')),
    ]);
    expect(s.items[1]).toMatchObject({ kind: 'assistant', text: 'Because', streaming: false, interrupted: true });
    expect(s.items[2]).toMatchObject({ kind: 'error' });
    expect(s).toMatchObject({ failed: true, working: false, lastQuestion: 'why?' });
    s = chatReducer(s, { type: 'retry' });
    expect(s).toMatchObject({ failed: false, working: true });
  });

  it('a lost socket mid-answer keeps what arrived; a lost idle socket changes nothing', () => {
    const idle = initialChatState();
    expect(chatReducer(idle, { type: 'lost', reason: 'gone' })).toBe(idle);
    const s = run([
      { type: 'sent', text: 'q', time: T },
      recv(ev('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'Partial answer')),
      { type: 'lost', reason: 'The connection to the server was lost.' },
    ]);
    expect(texts(s)).toEqual(['user:q', 'assistant:Partial answer', 'error:The connection to the server was lost.']);
    expect(s.failed).toBe(true);
  });

  it('notes malformed messages and unknown kinds neutrally', () => {
    const s = run([
      { type: 'malformed', reason: 'COMMAND: not JSON' },
      { type: 'malformed', reason: 'unknown type', kind: 'CHAT_MESSAGE_FUTURE' },
    ]);
    expect(s.items.map((i) => i.kind)).toEqual(['note', 'note']);
    expect(texts(s)[1]).toContain('CHAT_MESSAGE_FUTURE');
  });
});
