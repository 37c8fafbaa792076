// @ts-check
/** Small HTTP helpers the gateway's parts share. */
import http from 'node:http';
import { timingSafeEqual } from 'node:crypto';

export const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'SAMEORIGIN',
});

/** Hop-by-hop headers (RFC 9110 §7.6.1) never forwarded in either direction. */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** @param {string} p @param {string} prefix */
export function hasPrefix(p, prefix) {
  return p === prefix || p.startsWith(prefix + '/');
}

/** @param {string} a @param {string} b */
export function safeEqual(a, b) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** @param {string|undefined} cookieHeader @param {string} name */
export function hasCookie(cookieHeader, name) {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((c) => {
    const [k, ...v] = c.trim().split('=');
    return k === name && v.join('=') !== '';
  });
}

/** @param {unknown} err */
export function describeError(err) {
  const e = /** @type {NodeJS.ErrnoException} */ (err);
  if (e && e.code && e.message && !e.message.includes(e.code)) return `${e.code} ${e.message}`;
  return (e && e.message) || String(err);
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string,string>} [extra]
 */
export function sendText(res, status, text, extra = {}) {
  const body = Buffer.from(text);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    ...SECURITY_HEADERS,
    ...extra,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * JSON with the gateway's security headers; `indent` 4 is the real backend's error format.
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {unknown} value
 * @param {number} [indent]
 */
export function sendJson(res, status, value, indent) {
  const body = Buffer.from(JSON.stringify(value, null, indent));
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': String(body.length),
    ...SECURITY_HEADERS,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * The real backend's error shape: {"error":{"message":…}}, 4-space indent.
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
export function sendJsonError(res, status, message) {
  sendJson(res, status, { error: { message } }, 4);
}

/**
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {string} type
 * @param {string} body
 */
export function rawHttpError(socket, status, type, body) {
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: ${type}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  setTimeout(() => socket.destroy(), 500).unref();
}

/**
 * The whole body of a request or response.
 * @param {import('node:stream').Readable} stream
 * @returns {Promise<Buffer>}
 */
export function readAll(stream) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** @param {string} rawUrl @returns {{ rawPath: string, search: string }} */
export function splitUrl(rawUrl) {
  const q = rawUrl.indexOf('?');
  return q === -1 ? { rawPath: rawUrl, search: '' } : { rawPath: rawUrl.slice(0, q), search: rawUrl.slice(q) };
}
