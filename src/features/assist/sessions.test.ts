import { describe, expect, it } from 'vitest';
import { memoryTransports } from '@/shared/socket-session/test-transport';
import { encodeEnvelope } from '@/shared/wire/envelope.mjs';
import { RATE_LIMIT_TEXT, buildAssistMessage } from '@/shared/wire/assist-wire.mjs';
import { buildCommandOutput, parseExecutionParams } from '@/shared/wire/assist-exec-wire.mjs';
import { ChatSession } from './chat-session';
import { CommandSession } from './command-session';

const T = '2024-05-01T10:00:00Z';

function chat() {
  const t = memoryTransports<string>();
  const session = new ChatSession({
    clusterId: 'c1',
    conversationId: 'conv-1',
    origin: 'https://proxy.example.com',
    accessToken: () => 'tok',
    openTransport: t.factory,
  });
  return { t, session };
}

describe('ChatSession', () => {
  it('connects with the token and conversation, sends the question, streams the answer', () => {
    const { t, session } = chat();
    session.connect();
    const url = new URL(t.last().url);
    expect(url.pathname).toBe('/v1/webapi/sites/c1/assistant');
    expect(url.searchParams.get('conversation_id')).toBe('conv-1');
    expect(url.searchParams.get('access_token')).toBe('tok');
    t.last().open();
    session.ask('  check disk ');
    // What the real web client sends: the text in `payload`, no `type` (the server reads only `payload`).
    expect(t.last().frames).toEqual(['{"payload":"check disk"}']);
    t.last().receive(JSON.stringify(buildAssistMessage('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'Hello', T)));
    t.last().receive('{not json');
    t.last().receive(JSON.stringify({ type: 'CHAT_MESSAGE_HOLOGRAM', payload: 'x', created_time: T }));
    expect(session.getState().chat.items.map((i) => i.kind)).toEqual(['user', 'assistant', 'note', 'note']);
  });

  it('an error message closes the exchange; Retry opens a new socket and sends the same question', () => {
    const { t, session } = chat();
    session.connect();
    t.last().open();
    session.ask('why?');
    t.last().receive(JSON.stringify(buildAssistMessage('CHAT_MESSAGE_ERROR', 'An error has occurred.', T)));
    t.last().drop({ code: 1011, reason: 'error', wasClean: true });
    expect(session.getState().chat).toMatchObject({ failed: true, working: false });
    expect(session.getState().phase).toBe('ended');
    session.retry();
    expect(t.opened).toHaveLength(2);
    expect(t.last().frames.map((f) => JSON.parse(f).payload)).toEqual(['why?']);
    expect(session.getState().chat).toMatchObject({ failed: false, working: true });
    // One question in the transcript, not two.
    expect(session.getState().chat.items.filter((i) => i.kind === 'user')).toHaveLength(1);
  });

  it('a rate-limit error leaves the socket open: shown in the transcript, the question kept, the next one sent on the same socket', () => {
    const { t, session } = chat();
    session.connect();
    t.last().open();
    session.ask('first question');
    t.last().receive(JSON.stringify(buildAssistMessage('CHAT_MESSAGE_ERROR', RATE_LIMIT_TEXT, T)));
    expect(session.getState().phase).toBe('active');
    expect(session.getState().chat).toMatchObject({ failed: true, working: false, lastQuestion: 'first question' });
    expect(session.getState().chat.items.map((i) => [i.kind, 'text' in i ? i.text : ''])).toEqual([
      ['user', 'first question'],
      ['error', RATE_LIMIT_TEXT],
    ]);
    // The user asks again: same socket, no reconnect.
    session.ask('second question');
    expect(t.opened).toHaveLength(1);
    expect(t.last().frames.map((f) => JSON.parse(f) as unknown)).toEqual([{ payload: 'first question' }, { payload: 'second question' }]);
    expect(session.getState().chat).toMatchObject({ failed: false, working: true });
    t.last().receive(JSON.stringify(buildAssistMessage('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'Here', T)));
    t.last().receive(JSON.stringify(buildAssistMessage('CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE', '', T)));
    expect(session.getState().chat.items.map((i) => i.kind)).toEqual(['user', 'error', 'user', 'assistant']);
    expect(session.getState().chat.working).toBe(false);
    // A drop later is a drop, not the end the error message once announced.
    session.ask('third question');
    t.last().drop();
    expect(session.getState().phase).toBe('disconnected');
    expect(session.getState().chat).toMatchObject({ failed: true, working: false });
    expect(session.getState().chat.items.at(-1)).toMatchObject({ kind: 'error' });
    expect(session.getState().chat.items.at(-1)).not.toMatchObject({ text: 'The assistant closed the conversation before answering.' });
  });

  it('Retry after a rate-limit error resends the question on the open socket', () => {
    const { t, session } = chat();
    session.connect();
    t.last().open();
    session.ask('why?');
    t.last().receive(JSON.stringify(buildAssistMessage('CHAT_MESSAGE_ERROR', RATE_LIMIT_TEXT, T)));
    session.retry();
    expect(t.opened).toHaveLength(1);
    expect(t.last().frames).toEqual(['{"payload":"why?"}', '{"payload":"why?"}']);
    expect(session.getState().chat).toMatchObject({ failed: false, working: true });
  });

  it('a socket lost mid-answer keeps what arrived and offers Retry', () => {
    const { t, session } = chat();
    session.connect();
    t.last().open();
    session.ask('q');
    t.last().receive(JSON.stringify(buildAssistMessage('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'Half an ans', T)));
    t.last().drop();
    const chatState = session.getState().chat;
    expect(chatState.items[1]).toMatchObject({ kind: 'assistant', text: 'Half an ans', interrupted: true });
    expect(chatState.failed).toBe(true);
    expect(session.getState().phase).toBe('disconnected');
  });
});

describe('CommandSession', () => {
  it('opens the command socket with the params, folds per-server output and the summary', () => {
    const t = memoryTransports<Uint8Array>();
    const params = { command: 'df -h', login: 'root', query: 'name == "a"', conversation_id: 'conv-1', execution_id: 'exec-1' };
    const session = new CommandSession({
      clusterId: 'c1',
      origin: 'https://proxy.example.com',
      accessToken: () => 'tok',
      openTransport: t.factory,
      params,
    });
    session.connect();
    const url = new URL(t.last().url);
    expect(url.pathname).toBe('/v1/webapi/command/c1/execute');
    expect(parseExecutionParams(url.searchParams.get('params'))).toEqual({ ok: true, value: params });
    t.last().open();
    const env = (type: string, payload: string) => encodeEnvelope({ type, payload });
    t.last().receive(env('s', JSON.stringify({ session: { id: 's1', server_id: 'a', server_hostname: 'web-1', login: 'root' } })));
    const euro = new TextEncoder().encode('5€\n');
    t.last().receive(env('r', buildCommandOutput({ nodeId: 'a', type: 'stdout', data: euro.slice(0, 2) })));
    t.last().receive(env('r', buildCommandOutput({ nodeId: 'a', type: 'stdout', data: euro.slice(2) })));
    t.last().receive(env('r', buildCommandOutput({ nodeId: 'b', type: 'teleport-error', data: 'access denied' })));
    t.last().receive(env('c', JSON.stringify({ node_id: 'a' })));
    t.last().receive(env('r', buildCommandOutput({ nodeId: '', type: 'summary', data: 'Fine.' })));
    t.last().drop({ code: 1000, reason: '', wasClean: true });
    const run = session.getState().run;
    expect(run.status).toBe('finished');
    expect(run.nodes.map((n) => [n.name, n.runs.map((r) => `${r.stream}:${r.text}`), n.done])).toEqual([
      ['web-1', ['stdout:5€\n'], true],
      ['b', ['teleport-error:access denied'], true],
    ]);
    expect(run.summary).toBe('Fine.');
  });

  it('Cancel closes the socket', () => {
    const t = memoryTransports<Uint8Array>();
    const params = { command: 'sleep 100', login: 'root', query: 'name == "a"', conversation_id: 'c', execution_id: 'e' };
    const session = new CommandSession({
      clusterId: 'c1',
      origin: 'https://p',
      accessToken: () => 'tok',
      openTransport: t.factory,
      params,
    });
    session.connect();
    t.last().open();
    session.cancel();
    expect(t.last().closedWith?.code).toBe(1000);
    expect(session.getState().run.status).toBe('cancelled');
  });
});
