// @ts-check
/**
 * The upgrade helpers every socket route of the WebSocket mock shares (mocks/ws/ws-mock.mjs routes
 * the upgrades; the terminal, desktop and assistant handlers answer them): refuse before the
 * handshake with the backend's JSON error, complete the handshake, send one envelope, and the
 * WebAuthn relying party of the page that opened the socket.
 */
import http from 'node:http';
import { encodeEnvelope } from '../../src/shared/wire/envelope.mjs';

/**
 * @typedef {import('ws').WebSocket} WebSocket
 * @typedef {import('node:stream').Duplex} Duplex
 * @typedef {import('./ws-mock.mjs').RouteContext} RouteContext
 */

/**
 * Answer an upgrade request with a plain HTTP error (before the WebSocket handshake)
 * using the real backend's JSON error shape ({"error":{"message":…}}, 4-space indent).
 * @param {Duplex} socket
 * @param {number} status
 * @param {string} message
 */
export function rejectUpgrade(socket, status, message) {
  const body = JSON.stringify({ error: { message } }, null, 4);
  const reason = http.STATUS_CODES[status] || 'Error';
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\n` +
        'Content-Type: application/json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.once('finish', () => socket.destroy());
  setTimeout(() => socket.destroy(), 1000).unref();
}

/**
 * Complete the handshake and hand the WebSocket to `onOpen`.
 * @param {RouteContext} ctx
 * @param {(ws: WebSocket) => void} onOpen
 */
export function acceptUpgrade(ctx, onOpen) {
  ctx.wss.handleUpgrade(ctx.req, ctx.socket, ctx.head, (ws) => {
    ctx.wss.emit('connection', ws, ctx.req);
    onOpen(ws);
  });
}

/**
 * Send one Envelope as a binary frame.
 * @param {WebSocket} ws
 * @param {string} type
 * @param {string} [payload]
 */
export function sendEnvelope(ws, type, payload = '') {
  if (ws.readyState !== ws.OPEN) return;
  ws.send(encodeEnvelope({ version: '1', type, payload }), { binary: true });
}

/**
 * The page origin of an upgrade request and the WebAuthn relying party that goes with it.
 * @param {http.IncomingMessage} req
 */
export function relyingParty(req) {
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : '';
  try {
    if (origin) return { rpId: new URL(origin).hostname, origins: [origin] };
  } catch {
    /* fall through */
  }
  const host = String(req.headers['x-forwarded-host'] || req.headers.host || 'localhost');
  return { rpId: host.replace(/:\d+$/, ''), origins: [] };
}
