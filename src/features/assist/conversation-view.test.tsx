// The open conversation against a fake WebSocket: what it sends is what the real web client sends
// (`{"payload": text}`), and an error message that leaves the socket open (the backend's rate
// limit) is shown in the transcript while the chat carries on: what the user is typing stays,
// Send works again on the same socket, and Retry resends the question.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { clearTokenRecord, saveTokenRecord } from '@/api/token-record';
import { RATE_LIMIT_TEXT, buildAssistMessage } from '@/shared/wire/assist-wire.mjs';
import { setStrictContract } from '@/api/contract-check';
import { ConversationView } from './conversation-view';

const T = '2024-05-01T10:00:00Z';

class FakeWebSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  static all: FakeWebSocket[] = [];
  readyState = 0;
  binaryType = 'blob';
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number; reason: string; wasClean: boolean }) => void) | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.all.push(this);
  }
  send(frame: string) {
    this.sent.push(frame);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(type: Parameters<typeof buildAssistMessage>[0], payload: string) {
    this.onmessage?.({ data: JSON.stringify(buildAssistMessage(type, payload, T)) });
  }
}

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  FakeWebSocket.all = [];
  // jsdom has no FontFaceSet; the message box (an autosizing textarea) listens to it.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/v1/webapi/assistant/conversations/conv-1') return json({ messages: [] });
    throw new Error(`unexpected call ${request.method} ${path}`);
  });
  saveTokenRecord({ accessToken: 'tok', expiresIn: 600, created: Date.now(), sessionExpires: '', sessionInactiveTimeout: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearTokenRecord();
});

async function openChat() {
  renderWithProviders(<ConversationView clusterId="c1" conversationId="conv-1" title="Disk space" />);
  await screen.findByText(/Ask about your infrastructure/);
  const ws = FakeWebSocket.all[0]!;
  expect(new URL(ws.url).searchParams.get('conversation_id')).toBe('conv-1');
  act(() => ws.open());
  return ws;
}

const box = () => screen.getByRole('textbox', { name: 'Message the assistant' });

function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
}

describe('ConversationView', () => {
  it('sends the question as {"payload": text}, with no type, as the real web client does', async () => {
    const ws = await openChat();
    type('How full is the disk?');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(ws.sent).toEqual(['{"payload":"How full is the disk?"}']);
    expect(box()).toHaveProperty('value', '');
  });

  it('an error that leaves the socket open: shown in the transcript, the draft kept, Send and Retry work on the same socket', async () => {
    const ws = await openChat();
    type('first question');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // While the assistant works, the user types the next question.
    type('my next question');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);

    act(() => ws.receive('CHAT_MESSAGE_ERROR', RATE_LIMIT_TEXT));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(RATE_LIMIT_TEXT);
    expect(screen.getByTestId('assist-user-message').textContent).toBe('first question');
    // Nothing typed is lost, and the chat goes on.
    expect(box()).toHaveProperty('value', 'my next question');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveProperty('disabled', false);

    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(ws.sent).toEqual(['{"payload":"first question"}', '{"payload":"first question"}']);
    act(() => ws.receive('CHAT_MESSAGE_ERROR', RATE_LIMIT_TEXT));
    expect(screen.getAllByRole('alert')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(ws.sent.at(-1)).toBe('{"payload":"my next question"}');
    act(() => {
      ws.receive('CHAT_PARTIAL_MESSAGE_ASSISTANT', 'The disk is 40% full.');
      ws.receive('CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE', '');
    });
    expect(screen.getByTestId('assist-answer').textContent).toContain('The disk is 40% full.');
    // One socket throughout: the error did not end the chat.
    expect(FakeWebSocket.all).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Reconnect' })).toBeNull();
  });

  it("a stored-messages answer of the wrong shape is the conversation's error with Try again, never a crash", async () => {
    setStrictContract(false);
    let answer: unknown = { messages: 5 };
    vi.stubGlobal('fetch', async () => json(answer));
    try {
      renderWithProviders(<ConversationView clusterId="c1" conversationId="conv-1" title="Disk space" />);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The conversation could not be loaded');
      expect(alert.textContent).toContain('messages');
      answer = { messages: [] };
      fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
      await screen.findByText(/Ask about your infrastructure/);
    } finally {
      setStrictContract(true);
    }
  });
});
