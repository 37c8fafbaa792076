// @ts-check
/**
 * The assistant's two WebSockets in the mock's route table (mocks/ws/ws-mock.mjs `defaultRoutes`):
 * the chat (assist-chat.mjs) and the command execution (assist-command.mjs). Their state (the
 * conversations, Assist on or off) is the store's (mocks/api/assist-store.mjs).
 */
import { chatHandler } from './assist-chat.mjs';
import { commandHandler } from './assist-command.mjs';

/**
 * @typedef {import('../ws/ws-mock.mjs').Route} Route
 * @typedef {import('../ws/ws-mock.mjs').RouteContext} RouteContext
 * @typedef {import('./assist-chat.mjs').ChatTiming & import('./assist-command.mjs').CommandTiming} AssistTiming
 */

/**
 * Answer before the upgrade with the backend's JSON error, or complete the handshake. (Kept here
 * rather than imported from ws-mock.mjs, which imports this module.)
 * @param {RouteContext} ctx
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {string} message
 */
function reject(ctx, socket, status, message) {
  const body = JSON.stringify({ error: { message } }, null, 4);
  const reason = { 400: 'Bad Request', 403: 'Forbidden' }[status] ?? 'Error';
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.once('finish', () => socket.destroy());
  setTimeout(() => socket.destroy(), 1000).unref();
}

/** @param {RouteContext} ctx @param {(ws: import('ws').WebSocket) => void} onOpen */
function accept(ctx, onOpen) {
  ctx.wss.handleUpgrade(ctx.req, ctx.socket, ctx.head, (ws) => {
    ctx.wss.emit('connection', ws, ctx.req);
    onOpen(ws);
  });
}

/**
 * The routes, with their pace (tests make it fast).
 * @param {AssistTiming} [timing]
 * @returns {Route[]}
 */
export function createAssistRoutes(timing = {}) {
  return [
    { name: 'assistant', pattern: /^\/webapi\/sites\/(?<clusterId>[^/]+)\/assistant$/, handle: chatHandler(reject, accept, timing) },
    {
      name: 'command-execute',
      pattern: /^\/webapi\/command\/(?<clusterId>[^/]+)\/execute$/,
      handle: commandHandler(reject, accept, timing),
    },
  ];
}

export const assistRoutes = createAssistRoutes();
