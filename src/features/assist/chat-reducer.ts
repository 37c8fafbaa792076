// The conversation as the chat shows it, built by a pure reducer from the stored messages and the
// socket's frames (decoded by src/shared/wire/assist-wire.mjs). The rules, for frames as they really come:
// - partial answers append to the open streamed answer; a partial with none open starts a new one
//   (the next answer, or a late piece after a finalize: nothing that arrived is dropped);
// - a finalize closes the open answer; one with nothing open is ignored (a duplicate);
// - a complete answer that repeats what was streamed replaces the stream instead of doubling it;
// - a message already in the transcript (same kind, time and content) is not added twice;
// - the user's own message, shown as soon as it is sent, is confirmed when the server echoes it;
// - system messages are not shown; a malformed message or an unknown kind becomes a neutral note;
// - an error ends the exchange: its text is shown and the stream is closed; Retry resends;
// - a socket lost mid-answer keeps what arrived, marked interrupted.
import type {
  AssistEvent,
  CommandPayload,
  CommandResultPayload,
  CommandResultSummaryPayload,
  ProgressUpdatePayload,
} from '@/shared/wire/assist-wire.mjs';

export type ChatItem =
  | { kind: 'user'; key: string; text: string; time: string; pending: boolean }
  | { kind: 'assistant'; key: string; text: string; time: string; streaming: boolean; interrupted: boolean }
  | { kind: 'command'; key: string; command: CommandPayload; time: string }
  | { kind: 'command-result'; key: string; result: CommandResultPayload; time: string }
  | { kind: 'command-summary'; key: string; summary: CommandResultSummaryPayload; time: string }
  | { kind: 'error'; key: string; text: string; time: string }
  | { kind: 'note'; key: string; text: string; time: string };

export interface ChatState {
  items: ChatItem[];
  /** Steps the assistant reported while working on the current question (cleared by its answer). */
  progress: ProgressUpdatePayload[];
  /** Waiting for the assistant's answer. */
  working: boolean;
  /** The exchange failed (an error message, or the socket was lost): Retry resends `lastQuestion`. */
  failed: boolean;
  lastQuestion: string | null;
  /** Counter for keys of items the server gave no time for. */
  seq: number;
}

export type ChatAction =
  | { type: 'history'; events: readonly AssistEvent[] }
  | { type: 'received'; event: AssistEvent }
  | { type: 'malformed'; reason: string; kind?: string }
  | { type: 'sent'; text: string; time: string }
  | { type: 'retry' }
  | { type: 'lost'; reason: string };

export const initialChatState = (): ChatState => ({ items: [], progress: [], working: false, failed: false, lastQuestion: null, seq: 0 });

const isSystem = (e: AssistEvent) => e.type === 'CHAT_MESSAGE_SYSTEM';

/** The content an item is recognised by (for duplicates). */
function fingerprint(e: AssistEvent): string {
  if ('text' in e) return e.text;
  if ('command' in e) return JSON.stringify(e.command);
  if ('result' in e) return JSON.stringify(e.result);
  if ('summary' in e) return JSON.stringify(e.summary);
  return JSON.stringify(e.progress);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'history': {
      let next = initialChatState();
      for (const event of action.events) next = receive(next, event, true);
      // A stored conversation is complete: nothing is still streaming.
      return {
        ...next,
        items: next.items.map((i) => (i.kind === 'assistant' ? { ...i, streaming: false } : i)),
        working: false,
        progress: [],
      };
    }
    case 'received':
      return receive(state, action.event, false);
    case 'malformed':
      return addItem(state, {
        kind: 'note',
        text: action.kind
          ? `The assistant sent a message of a kind this console does not know (${action.kind}); it is not shown.`
          : `A message from the assistant could not be read and is not shown (${action.reason}).`,
        time: '',
      });
    case 'sent': {
      const next = addItem(state, { kind: 'user', text: action.text, time: action.time, pending: true });
      return { ...closeStream(next, false), working: true, failed: false, progress: [], lastQuestion: action.text };
    }
    case 'retry':
      return { ...state, working: true, failed: false, progress: [] };
    case 'lost': {
      if (!state.working && !hasOpenStream(state)) return state;
      const closed = closeStream(state, true);
      return { ...addItem(closed, { kind: 'error', text: action.reason, time: '' }), working: false, failed: true, progress: [] };
    }
  }
}

function receive(state: ChatState, event: AssistEvent, fromHistory: boolean): ChatState {
  if (isSystem(event)) return state;
  const key = `${event.type}|${event.createdTime}|${fingerprint(event)}`;
  const isDuplicate = event.createdTime !== '' && state.items.some((i) => i.key === key);
  switch (event.type) {
    case 'CHAT_PARTIAL_MESSAGE_ASSISTANT': {
      const open = openStreamIndex(state);
      if (open < 0) {
        const next = addItem(state, { kind: 'assistant', text: event.text, time: event.createdTime, streaming: true, interrupted: false });
        return { ...next, progress: [] };
      }
      return { ...updateAt(state, open, (i) => ({ ...i, text: i.text + event.text })), progress: [] };
    }
    case 'CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE': {
      const open = openStreamIndex(state);
      if (open < 0) return state;
      const next = updateAt(state, open, (i) => ({ ...i, text: i.text || event.text, streaming: false }));
      return { ...next, working: false, progress: [] };
    }
    case 'CHAT_MESSAGE_ASSISTANT': {
      if (isDuplicate) return state;
      const open = openStreamIndex(state);
      const streamed = open >= 0 ? (state.items[open] as Extract<ChatItem, { kind: 'assistant' }>) : null;
      if (streamed && event.text.startsWith(streamed.text)) {
        // The complete answer of what was streamed: it replaces the stream.
        const next = updateAt(state, open, (i) => ({ ...i, key, text: event.text, time: event.createdTime, streaming: false }));
        return { ...next, working: false, progress: [] };
      }
      const next = addItem(closeStream(state, false), {
        kind: 'assistant',
        key,
        text: event.text,
        time: event.createdTime,
        streaming: false,
        interrupted: false,
      });
      return { ...next, working: false, progress: [] };
    }
    case 'CHAT_MESSAGE_USER': {
      if (isDuplicate) return state;
      const pending = state.items.findIndex((i) => i.kind === 'user' && i.pending && i.text === event.text);
      if (pending >= 0) return updateAt(state, pending, (i) => ({ ...i, key, time: event.createdTime || i.time, pending: false }));
      const next = addItem(state, { kind: 'user', key, text: event.text, time: event.createdTime, pending: false });
      return fromHistory ? { ...next, lastQuestion: event.text } : next;
    }
    case 'CHAT_MESSAGE_ERROR': {
      const next = addItem(closeStream(state, true), { kind: 'error', key, text: event.text, time: event.createdTime });
      return { ...next, working: false, failed: !fromHistory, progress: [] };
    }
    case 'CHAT_MESSAGE_PROGRESS_UPDATE':
      if (fromHistory) return state;
      return {
        ...state,
        working: true,
        progress: [...state.progress.filter((p) => JSON.stringify(p) !== JSON.stringify(event.progress)), event.progress],
      };
    case 'COMMAND':
      if (isDuplicate) return state;
      return {
        ...addItem(closeStream(state, false), { kind: 'command', key, command: event.command, time: event.createdTime }),
        working: false,
        progress: [],
      };
    case 'COMMAND_RESULT':
      if (isDuplicate) return state;
      return addItem(state, { kind: 'command-result', key, result: event.result, time: event.createdTime });
    case 'COMMAND_RESULT_SUMMARY':
      if (isDuplicate) return state;
      return {
        ...addItem(state, { kind: 'command-summary', key, summary: event.summary, time: event.createdTime }),
        working: false,
        progress: [],
      };
    default:
      return state;
  }
}

type NewItem = ChatItem extends infer I ? (I extends ChatItem ? Omit<I, 'key'> & { key?: string } : never) : never;

function addItem(state: ChatState, item: NewItem): ChatState {
  const seq = state.seq + 1;
  return { ...state, seq, items: [...state.items, { ...item, key: item.key ?? `local-${seq}` } as ChatItem] };
}

function updateAt(state: ChatState, index: number, fn: (item: Extract<ChatItem, { kind: 'assistant' | 'user' }>) => ChatItem): ChatState {
  const items = state.items.slice();
  const current = items[index];
  if (!current || (current.kind !== 'assistant' && current.kind !== 'user')) return state;
  items[index] = fn(current as never);
  return { ...state, items };
}

function openStreamIndex(state: ChatState): number {
  for (let i = state.items.length - 1; i >= 0; i--) {
    const item = state.items[i];
    if (item?.kind === 'assistant' && item.streaming) return i;
  }
  return -1;
}

function hasOpenStream(state: ChatState): boolean {
  return openStreamIndex(state) >= 0;
}

/** Ends an open streamed answer (kept as it is; `interrupted` when the exchange broke off). */
function closeStream(state: ChatState, interrupted: boolean): ChatState {
  const open = openStreamIndex(state);
  if (open < 0) return state;
  return updateAt(
    state,
    open,
    (i) => ({ ...i, streaming: false, interrupted: interrupted || (i.kind === 'assistant' && i.interrupted) }) as ChatItem,
  );
}
