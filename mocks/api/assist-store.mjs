// @ts-check
/**
 * The embedded default's assistant state: the user's conversations and their messages, and
 * whether Assist is on. Part of the store (mock-store.mjs, which registers the HTTP handlers and
 * makes a fresh state on every reset); the WebSocket mock's assistant and command sockets
 * (mocks/assist/assist-mock.mjs) read and write the same state through the mock's context
 * (mocks/context.mjs), as the terminal mock writes the audit log. Seeded from the contract's examples.
 *
 * Assist on or off: `enabled` is null by default (the web config is the contract example's, the
 * calls work), true (the web config says `assistEnabled: true`) or false (the web config says
 * false and every assist call and socket answers 403 `Assist is not enabled`). Tests and demos
 * set it with `POST /__mock/assist {"enabled": true|false|null}` (mocks/gateway/mock-mode.mjs).
 */
import { error, obj, ok, OK_MESSAGE } from './store-answers.mjs';
import { randomUUID } from 'node:crypto';
import { AssistMessageType, buildAssistMessage } from '../../src/shared/wire/assist-wire.mjs';

/** @typedef {import('./store-answers.mjs').StoreRequest} StoreRequest */
/** @typedef {import('./store-answers.mjs').StoreAnswer} StoreAnswer */
/** @typedef {{ type: string, created_time: string, payload: string }} StoredMessage */
/** @typedef {{ id: string, title: string, created_time: string, messages: StoredMessage[] }} Conversation */

export const ASSIST_DISABLED_MESSAGE = 'Assist is not enabled';
export const GREETING =
  "Hi, I'm the assistant of this demo cluster. Ask me about your servers, or ask me to run a command " + '(try "check the disk space").';

/**
 * @typedef {object} AssistState
 * @property {boolean | null} enabled      null: as the contract's examples say
 * @property {Map<string, Conversation>} conversations
 * @property {() => Date} now
 * @property {(id: string) => Conversation | undefined} get
 * @property {(id: string, message: StoredMessage) => void} append  ignored for an unknown conversation
 * @property {() => boolean} disabled
 */

/**
 * @param {{ seed?: (operationId: string) => unknown, now?: () => Date }} [options]
 * @returns {AssistState}
 */
export function createAssistState(options = {}) {
  const now = options.now ?? (() => new Date());
  /** @type {Map<string, Conversation>} */
  const conversations = new Map();
  if (options.seed) seedConversations(conversations, options.seed);
  /** @type {AssistState} */
  const state = {
    enabled: null,
    conversations,
    now,
    get: (id) => conversations.get(id),
    append(id, message) {
      conversations.get(id)?.messages.push(message);
    },
    disabled: () => state.enabled === false,
  };
  return state;
}

/**
 * The examples' three conversations: the first holds the example's messages (a command run on
 * two servers), the others a greeting (the second a question and an answer too).
 * @param {Map<string, Conversation>} conversations
 * @param {(operationId: string) => unknown} seed
 */
function seedConversations(conversations, seed) {
  const list = obj(seed('listAssistantConversations')).conversations;
  const messages = obj(seed('getAssistantConversation')).messages;
  (Array.isArray(list) ? list : []).forEach((c, i) => {
    const info = obj(c);
    if (typeof info.id !== 'string' || typeof info.created_time !== 'string') return;
    const created = info.created_time;
    const later = (/** @type {number} */ s) => new Date(Date.parse(created) + s * 1000);
    /** @type {StoredMessage[]} */
    let msgs = [buildAssistMessage(AssistMessageType.ASSISTANT, GREETING, later(0))];
    if (i === 0 && Array.isArray(messages)) {
      msgs = messages.map((m) => /** @type {StoredMessage} */ ({ ...obj(m) })).filter((m) => typeof m.type === 'string');
    }
    if (i === 1) {
      msgs.push(
        buildAssistMessage(AssistMessageType.USER, String(info.title ?? 'Why is nginx returning 502?'), later(20)),
        buildAssistMessage(
          AssistMessageType.ASSISTANT,
          'A **502 Bad Gateway** from nginx means the upstream did not answer. Check:\n\n' +
            '1. that the upstream service runs;\n2. the `proxy_pass` address;\n3. the error log:\n\n' +
            '```sh\nsudo tail -n 50 /var/log/nginx/error.log\n```',
          later(24),
        ),
      );
    }
    conversations.set(info.id, {
      id: info.id,
      title: typeof info.title === 'string' ? info.title : '',
      created_time: created,
      messages: msgs,
    });
  });
}

/** A short title from the first message, as the backend's summary does (mock: the first words). @param {string} message */
export function titleFor(message) {
  const words = message
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return 'New conversation';
  const title = words.slice(0, 6).join(' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/**
 * The store's handlers of the assistant calls, on `state`.
 * @param {AssistState} state
 * @returns {Record<string, (r: StoreRequest) => StoreAnswer>}
 */
export function assistHandlers(state) {
  /** @param {(r: StoreRequest) => StoreAnswer} handler @returns {(r: StoreRequest) => StoreAnswer} */
  const guarded = (handler) => (r) => (state.disabled() ? error(403, ASSIST_DISABLED_MESSAGE) : handler(r));
  /** @param {StoreRequest} r */
  const find = (r) => state.get(r.params.conversationId ?? '');
  /** @param {StoreRequest} r */
  const notFound = (r) => error(404, `conversation "${r.params.conversationId ?? ''}" is not found`);

  return {
    createAssistantConversation: guarded(() => {
      const id = randomUUID();
      const created = state.now().toISOString();
      state.conversations.set(id, { id, title: '', created_time: created, messages: [] });
      return ok({ id });
    }),
    // Newest first.
    listAssistantConversations: guarded(() =>
      ok({
        conversations: [...state.conversations.values()]
          .sort((a, b) => Date.parse(b.created_time) - Date.parse(a.created_time))
          .map((c) => ({ id: c.id, ...(c.title ? { title: c.title } : {}), created_time: c.created_time })),
      }),
    ),
    getAssistantConversation: guarded((r) => {
      const c = find(r);
      return c ? ok({ messages: c.messages.map((m) => ({ ...m })) }) : notFound(r);
    }),
    deleteAssistantConversation: guarded((r) => {
      if (!state.conversations.delete(r.params.conversationId ?? '')) return notFound(r);
      return ok(OK_MESSAGE);
    }),
    setAssistantConversationTitle: guarded((r) => {
      const c = find(r);
      if (!c) return notFound(r);
      const title = obj(r.body).title;
      if (typeof title !== 'string') return error(400, 'missing title');
      c.title = title;
      return ok(OK_MESSAGE);
    }),
    generateAssistantTitle: guarded((r) => {
      const message = obj(r.body).message;
      if (typeof message !== 'string') return error(400, 'missing message');
      return ok({ id: '', title: titleFor(message), created_time: '' });
    }),
  };
}
