// One conversation's chat socket, on the socket kit (src/shared/socket-session): JSON text frames
// `{type, created_time, payload}` both ways (/v1/webapi/sites/{site}/assistant?access_token=…&
// conversation_id=…). Frames are decoded by the shared wire module and folded into the chat by
// the pure reducer (chat-reducer.ts); the React side reads the state through useSocketSession.
// The browser sends only `{"payload": text}`, as the real web client does. An error message ends
// the exchange: after a failure the server closes the socket, after the rate limit it keeps it
// open and reads the next question (the session then carries on on the same socket). A lost
// socket keeps what arrived. Retry opens a new socket when needed and sends the last question again.
import { SocketSession, initialSocketState, type CloseOutcome, type SocketState } from '@/shared/socket-session/socket-session';
import { apiPath } from '@/api/path';
import { webapiSocketUrl } from '@/shared/socket-session/socket-url';
import type { CloseInfo, TransportFactory } from '@/shared/socket-session/transport';
import { AssistMessageType, buildUserFrame, decodeAssistMessage, type AssistEvent } from '@/shared/wire/assist-wire.mjs';
import { chatReducer, initialChatState, type ChatAction, type ChatState } from './chat-reducer';

export interface ChatSessionState extends SocketState {
  chat: ChatState;
}

export interface ChatSessionOptions {
  clusterId: string;
  conversationId: string;
  origin: string;
  accessToken: () => string | null;
  openTransport: TransportFactory<string>;
  now?: () => Date;
}

const KNOWN_TYPES = new Set<string>(Object.values(AssistMessageType));

export class ChatSession extends SocketSession<string, ChatSessionState> {
  constructor(private readonly o: ChatSessionOptions) {
    super({ openTransport: o.openTransport }, { ...initialSocketState(), chat: initialChatState() });
  }

  protected socketUrl(): string | { error: string } {
    const token = this.o.accessToken();
    if (!token) return { error: 'You are signed out.' };
    return webapiSocketUrl(this.o.origin, apiPath`/sites/${this.o.clusterId}/assistant`, {
      access_token: token,
      conversation_id: this.o.conversationId,
    });
  }

  protected onFrame(frame: string): void {
    // A frame after an error message: the socket stayed open (the rate limit), so a close that
    // comes later is not the end the error announced.
    this.cancelEnding();
    let json: unknown;
    try {
      json = JSON.parse(frame);
    } catch {
      return this.dispatch({ type: 'malformed', reason: 'not JSON' });
    }
    const decoded = decodeAssistMessage(json);
    if (!decoded.ok) {
      const kind = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : undefined;
      if (typeof kind === 'string' && !KNOWN_TYPES.has(kind))
        return this.dispatch({ type: 'malformed', reason: decoded.reason, kind: kind.slice(0, 60) });
      console.warn(`assistant: ${decoded.reason}`);
      return this.dispatch({ type: 'malformed', reason: decoded.reason });
    }
    if (decoded.value.type === 'CHAT_MESSAGE_ERROR') this.markEnding();
    this.dispatch({ type: 'received', event: decoded.value });
  }

  protected override onClosed(info: CloseInfo, outcome: CloseOutcome, reason: string): Partial<ChatSessionState> {
    void info;
    const chat = this.getState().chat;
    // A close while an answer was due (or streaming) breaks the exchange off; after an error
    // message the reducer has already said so.
    if (chat.working || outcome !== 'ended') {
      const text = outcome === 'ended' ? 'The assistant closed the conversation before answering.' : reason;
      return { chat: chatReducer(chat, { type: 'lost', reason: text }) };
    }
    return {};
  }

  /** The stored messages of the conversation (the transcript so far). */
  loadHistory(events: readonly AssistEvent[]): void {
    const chat = chatReducer(initialChatState(), { type: 'history', events });
    // Whatever arrived on the socket before the history loaded stays after it.
    let merged = chat;
    for (const item of this.getState().chat.items)
      if (!merged.items.some((i) => i.key === item.key)) merged = { ...merged, items: [...merged.items, item] };
    this.set({ chat: { ...merged, working: this.getState().chat.working } });
  }

  /** Sends a question; opens the socket first when it is not open. */
  ask(text: string): void {
    const trimmed = text.trim();
    if (!trimmed) return;
    this.dispatch({ type: 'sent', text: trimmed, time: (this.o.now?.() ?? new Date()).toISOString() });
    this.sendQuestion(trimmed);
  }

  /** Sends the last question again (after an error or a lost socket). */
  retry(): void {
    const question = this.getState().chat.lastQuestion;
    if (!question) return;
    this.dispatch({ type: 'retry' });
    this.sendQuestion(question);
  }

  private sendQuestion(text: string): void {
    const phase = this.getState().phase;
    if (phase !== 'active' && phase !== 'connecting') this.connect();
    // Still open after an error message (the rate limit): the server reads on, and so does the session.
    else this.cancelEnding();
    // The transport keeps frames sent before it opens and sends them once it does.
    if (!this.send(buildUserFrame(text))) {
      this.dispatch({ type: 'lost', reason: 'Could not reach the assistant.' });
    }
  }

  private dispatch(action: ChatAction): void {
    this.set({ chat: chatReducer(this.getState().chat, action) });
  }
}
