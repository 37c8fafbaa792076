import { describe, it, expect, beforeAll } from 'vitest';
import { createMockStore, type MockStore } from './mock-store.mjs';
import { loadContractKit, type ContractKit } from './contract-kit.mjs';
import { titleFor } from './assist-store.mjs';

let kit: ContractKit;
beforeAll(async () => {
  kit = await loadContractKit();
});

/** Answers a call as the gateway would after Prism accepted it, and checks it against the contract. */
function call(store: MockStore, operationId: string, request: { params?: Record<string, string>; body?: unknown } = {}) {
  const answer = store.answer(operationId, { params: request.params ?? {}, body: request.body, upstream: undefined });
  const problem = answer.status < 300 ? kit.checkResponse(operationId, answer.body) : kit.checkErrorBody(answer.body);
  expect(problem, `${operationId} answered ${answer.status} ${JSON.stringify(answer.body)}`).toBeNull();
  return answer;
}

type Conversations = { conversations: { id: string; title?: string; created_time: string }[] };
type Messages = { messages: { type: string; payload: string; created_time: string }[] };
const SEEDED = '1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a';

describe('mock store: assistant conversations', () => {
  it('starts from the examples: three conversations, newest first, one without a title', () => {
    const store = createMockStore();
    const list = call(store, 'listAssistantConversations').body as Conversations;
    expect(list.conversations.map((c) => c.title)).toEqual(['Disk usage on web servers', 'Why is <b>nginx</b> returning 502?', undefined]);
    const seeded = call(store, 'getAssistantConversation', { params: { conversationId: SEEDED } }).body as Messages;
    expect(seeded.messages.map((m) => m.type)).toEqual([
      'CHAT_MESSAGE_ASSISTANT',
      'CHAT_MESSAGE_USER',
      'COMMAND',
      'COMMAND_RESULT',
      'COMMAND_RESULT_SUMMARY',
      'CHAT_MESSAGE_ASSISTANT',
    ]);
  });

  it('creates, titles, reads and deletes a conversation', () => {
    const store = createMockStore({ now: () => new Date('2030-01-02T03:04:05Z') });
    const { id } = call(store, 'createAssistantConversation').body as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    let list = call(store, 'listAssistantConversations').body as Conversations;
    expect(list.conversations[0]).toEqual({ id, created_time: '2030-01-02T03:04:05.000Z' });
    expect(call(store, 'getAssistantConversation', { params: { conversationId: id } }).body).toEqual({ messages: [] });

    const summary = call(store, 'generateAssistantTitle', { body: { message: 'how full are the disks on web servers?' } }).body;
    expect(summary).toEqual({ id: '', title: 'How full are the disks on', created_time: '' });
    expect(call(store, 'setAssistantConversationTitle', { params: { conversationId: id }, body: { title: 'Disks' } }).body).toEqual({
      message: 'ok',
    });
    list = call(store, 'listAssistantConversations').body as Conversations;
    expect(list.conversations[0]?.title).toBe('Disks');

    expect(call(store, 'deleteAssistantConversation', { params: { conversationId: id } }).status).toBe(200);
    expect(call(store, 'getAssistantConversation', { params: { conversationId: id } }).status).toBe(404);
    expect(call(store, 'deleteAssistantConversation', { params: { conversationId: id } }).status).toBe(404);
    expect(call(store, 'setAssistantConversationTitle', { params: { conversationId: id }, body: { title: 'x' } }).status).toBe(404);
  });

  it('the sockets write into the same conversations (the mock context), and a reset starts over', () => {
    const store = createMockStore();
    const { id } = call(store, 'createAssistantConversation').body as { id: string };
    store.context.assist.append(id, { type: 'CHAT_MESSAGE_USER', created_time: '2030-01-01T00:00:00Z', payload: 'hello' });
    expect((call(store, 'getAssistantConversation', { params: { conversationId: id } }).body as Messages).messages).toHaveLength(1);
    store.reset();
    expect(call(store, 'getAssistantConversation', { params: { conversationId: id } }).status).toBe(404);
    expect((call(store, 'listAssistantConversations').body as Conversations).conversations).toHaveLength(3);
  });

  it('answers 403 "Assist is not enabled" to every call while Assist is off, until a reset', () => {
    const store = createMockStore();
    store.context.assist.enabled = false;
    for (const op of [
      'createAssistantConversation',
      'listAssistantConversations',
      'getAssistantConversation',
      'deleteAssistantConversation',
    ]) {
      expect(call(store, op, { params: { conversationId: SEEDED } })).toEqual({
        status: 403,
        body: { error: { message: 'Assist is not enabled' } },
      });
    }
    expect(call(store, 'generateAssistantTitle', { body: { message: 'x' } }).status).toBe(403);
    store.reset();
    expect(store.context.assist.enabled).toBeNull();
    expect(call(store, 'listAssistantConversations').status).toBe(200);
  });

  it('refuses a body without the field it needs', () => {
    const store = createMockStore();
    expect(call(store, 'setAssistantConversationTitle', { params: { conversationId: SEEDED }, body: { name: 'x' } }).status).toBe(400);
    expect(call(store, 'generateAssistantTitle', { body: {} }).status).toBe(400);
  });

  it('titles are the first words of the message', () => {
    expect(titleFor('  check   the disk space!!  ')).toBe('Check the disk space');
    expect(titleFor('<<>>')).toBe('New conversation');
  });
});
