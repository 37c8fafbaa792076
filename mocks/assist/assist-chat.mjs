// @ts-check
/**
 * The assistant chat socket of the mock:
 *
 * GET /webapi/sites/{clusterId}/assistant?access_token=…&conversation_id=…
 *   - before the upgrade: no access_token → 403 `need auth`; Assist off → 403 `Assist is not
 *     enabled`; no conversation_id → 400 `conversation ID is required`
 *   - unknown conversation → CHAT_MESSAGE_ERROR, close 1011
 *   - a conversation without messages is greeted first (CHAT_MESSAGE_ASSISTANT, stored), as the
 *     backend does for a new conversation
 *   - each user frame `{payload}` (JSON text; a `type` sent along is ignored, as the backend reads
 *     only `payload`) is answered in turn (mocks/assist/assist-replies.mjs):
 *     progress updates, then either the answer word by word (CHAT_PARTIAL_MESSAGE_ASSISTANT a few
 *     ms apart, CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE; stored as one CHAT_MESSAGE_ASSISTANT) or
 *     a COMMAND (stored); the user message is stored first
 *   - "drop": half the answer, then the TCP connection is cut (no finalize, nothing stored)
 *   - "rate limit": CHAT_MESSAGE_ERROR `You have reached the rate limit…`, the socket stays open
 *     and the question is not stored (the backend's rate limiter answers so and reads on)
 *   - a malformed frame (not JSON, not an object, a payload or type that is not a string,
 *     binary) or the word "error" → CHAT_MESSAGE_ERROR, close 1011 (the backend ends the chat on
 *     any other error)
 */
import {
  AssistMessageType,
  GENERIC_ERROR_TEXT,
  RATE_LIMIT_TEXT,
  buildAssistMessage,
  buildCommandPayload,
  buildProgressUpdatePayload,
  parseUserFrame,
} from '../../src/shared/wire/assist-wire.mjs';
import { ASSIST_DISABLED_MESSAGE, GREETING } from '../api/assist-store.mjs';
import { reasoningFor, replyTo, words } from './assist-replies.mjs';

/**
 * @typedef {import('../ws/ws-mock.mjs').RouteContext} RouteContext
 * @typedef {import('ws').WebSocket} WebSocket
 * @typedef {{ stepMs?: number, totalMs?: number }} ChatTiming
 *   stepMs: pause between progress updates (default 150); totalMs: how long an answer takes to
 *   stream (default 1200, at least 4 ms a word)
 */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {(ctx: RouteContext, socket: import('node:stream').Duplex, status: number, message: string) => void} reject
 * @param {(ctx: RouteContext, onOpen: (ws: WebSocket) => void) => void} accept
 * @param {ChatTiming} [timing]
 * @returns {(ctx: RouteContext) => void}
 */
export function chatHandler(reject, accept, timing = {}) {
  const stepMs = timing.stepMs ?? 150;
  const totalMs = timing.totalMs ?? 1200;
  return (ctx) => {
    const { url, socket, options } = ctx;
    const assist = ctx.state.context.assist;
    if (!url.searchParams.get('access_token')) return reject(ctx, socket, 403, 'need auth');
    if (assist.disabled()) return reject(ctx, socket, 403, ASSIST_DISABLED_MESSAGE);
    const conversationId = url.searchParams.get('conversation_id') ?? '';
    if (!conversationId) return reject(ctx, socket, 400, 'conversation ID is required');

    accept(ctx, (ws) => {
      const keepAlive = setInterval(() => ws.readyState === ws.OPEN && ws.ping(), options.keepAliveMs ?? 30_000);
      keepAlive.unref();
      let closed = false;
      ws.on('error', () => ws.terminate());
      ws.on('close', () => {
        closed = true;
        clearInterval(keepAlive);
      });
      const now = () => assist.now();

      /** @param {string} type @param {string} payload */
      const send = (type, payload) => {
        if (closed || ws.readyState !== ws.OPEN) return false;
        ws.send(JSON.stringify(buildAssistMessage(/** @type {any} */ (type), payload, now())));
        return true;
      };
      /** @param {string} text */
      const fail = (text) => {
        send(AssistMessageType.ERROR, text);
        closed = true;
        if (ws.readyState === ws.OPEN) ws.close(1011, text.slice(0, 120));
      };
      /** @param {string} type @param {string} payload */
      const store = (type, payload) => assist.append(conversationId, buildAssistMessage(/** @type {any} */ (type), payload, now()));

      const conversation = assist.get(conversationId);
      if (!conversation) return fail(`conversation "${conversationId}" is not found`);
      if (conversation.messages.length === 0) {
        store(AssistMessageType.ASSISTANT, GREETING);
        send(AssistMessageType.ASSISTANT, GREETING);
      }

      /** @param {string} text */
      const answer = async (text) => {
        const reply = replyTo(text);
        if (reply.kind === 'rate-limit') {
          await sleep(stepMs);
          send(AssistMessageType.ERROR, RATE_LIMIT_TEXT);
          return;
        }
        if (reply.kind === 'error') {
          await sleep(stepMs);
          return fail(GENERIC_ERROR_TEXT);
        }
        store(AssistMessageType.USER, text);
        for (const action of reply.progress) {
          await sleep(stepMs);
          if (!send(AssistMessageType.PROGRESS_UPDATE, buildProgressUpdatePayload({ action, reasoning: reasoningFor(action) }))) return;
        }
        if (reply.kind === 'command') {
          const payload = buildCommandPayload(reply);
          store(AssistMessageType.COMMAND, payload);
          send(AssistMessageType.COMMAND, payload);
          return;
        }
        const pieces = words(reply.text);
        const pause = Math.max(4, Math.round(totalMs / pieces.length));
        for (const [i, piece] of pieces.entries()) {
          await sleep(pause);
          if (i === reply.dropAfter) {
            closed = true;
            ws.terminate(); // the connection is cut: no finalize, no close frame
            return;
          }
          // A socket that drops mid-answer leaves the answer unsaved (the user can ask again).
          if (!send(AssistMessageType.PARTIAL, piece)) return;
        }
        store(AssistMessageType.ASSISTANT, reply.text);
        send(AssistMessageType.PARTIAL_FINALIZE, '');
      };

      // One answer at a time, in the order the questions came.
      let queue = Promise.resolve();
      ws.on('message', (data, isBinary) => {
        if (closed) return;
        const frame = isBinary ? null : parseUserFrame(data.toString('utf8'));
        if (!frame || !frame.ok) return fail(frame ? `invalid message: ${frame.reason}` : 'invalid message: binary frame');
        const text = frame.value.text;
        queue = queue.then(() => (closed ? undefined : answer(text))).catch(() => ws.terminate());
      });
    });
  };
}
