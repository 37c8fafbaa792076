// @ts-check
/**
 * Forwarding, the same in both modes, by http-proxy-3: HTTP requests streamed both ways (Host set
 * to the target, X-Forwarded-*), WebSocket upgrades piped. What differs by mode comes in per call:
 * extra request headers, a request body already read, and `respond` to handle the target's answer
 * ourselves (mock mode: 401 -> 403, CORS stripped, own answers checked against the contract).
 */
import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';
import { HOP_BY_HOP, describeError, rawHttpError, sendJsonError } from './http-util.mjs';

/**
 * @typedef {object} Target
 * @property {URL} url
 * @property {http.Agent} agent
 * @property {string} name   for "… is not reachable" (e.g. "mock API server", "upstream proxy")
 *
 * @typedef {(upRes: http.IncomingMessage, res: http.ServerResponse) => void} Respond
 *
 * @typedef {object} ForwardOptions
 * @property {Record<string, string>} [headers]  request headers set over the browser's
 * @property {Buffer} [body]  the request body, already read (instead of streaming the request)
 * @property {Respond} [respond]  answer from the target's response ourselves
 *
 * @typedef {ReturnType<typeof createForwarder>} Forwarder
 */

/**
 * @param {URL} url
 * @param {boolean} insecure  accept any certificate (https targets)
 * @param {string} name
 * @returns {Target}
 */
export function createTarget(url, insecure, name) {
  // Plain http targets are the local mock servers: a fresh connection per request costs nothing on
  // loopback, while reusing an idle one races the server closing it (ECONNRESET, a 502 to the page).
  const agent =
    url.protocol === 'https:' ? new https.Agent({ keepAlive: true, rejectUnauthorized: !insecure }) : new http.Agent({ keepAlive: false });
  return { url, agent, name };
}

/**
 * Relay a target's response as it is, less hop-by-hop headers and those `drop` names.
 * @param {http.IncomingMessage} upRes
 * @param {http.ServerResponse} res
 * @param {(name: string) => boolean} [drop]
 */
export function relay(upRes, res, drop) {
  /** @type {Record<string, string|string[]>} */
  const out = {};
  for (const [k, v] of Object.entries(upRes.headers)) {
    if (v !== undefined && !HOP_BY_HOP.has(k) && !drop?.(k)) out[k] = v;
  }
  res.writeHead(upRes.statusCode || 502, upRes.statusMessage, out);
  upRes.pipe(res);
  upRes.on('error', () => res.destroy());
}

/**
 * A plain request to a target (not a forwarded one), e.g. proxy mode's GET /web/login.
 * @param {Target} target
 * @param {{ method: string, path: string, headers: Record<string, string> }} o
 */
export function requestTo(target, o) {
  const t = target.url;
  return (t.protocol === 'https:' ? https : http).request(new URL(t.pathname.replace(/\/+$/, '') + o.path, t), {
    method: o.method,
    headers: o.headers,
    agent: target.agent,
  });
}

/**
 * @param {{ insecure: boolean, track: (s: import('node:stream').Duplex) => void }} o
 *   insecure: accept any upstream certificate; track: each upstream WebSocket, to close with the gateway
 */
export function createForwarder({ insecure, track }) {
  const proxy = createProxyServer({ xfwd: true, changeOrigin: true, secure: !insecure });
  /** @type {WeakMap<http.IncomingMessage, Respond>} */
  const responders = new WeakMap();
  /** Client sockets whose upgrade the target answered (101 or not): errors after that just close. */
  const answered = new WeakSet();
  proxy.on('proxyRes', (upRes, req, res) => responders.get(req)?.(upRes, /** @type {http.ServerResponse} */ (res)));
  proxy.on('proxyReqWs', (proxyReq, _req, socket) => {
    proxyReq.once('upgrade', () => answered.add(socket));
    proxyReq.once('response', () => answered.add(socket));
  });
  proxy.on('open', (proxySocket) => track(proxySocket));
  // The library reports an error of the browser's WebSocket here (a reset tab, say): close it.
  proxy.on('error', (_err, _req, socketOrRes) => void socketOrRes.destroy());

  return {
    /**
     * Forward an HTTP request; `targetPath` (path + query on the target) replaces the request's.
     * @param {http.IncomingMessage} req
     * @param {http.ServerResponse} res
     * @param {Target} target
     * @param {string} targetPath
     * @param {ForwardOptions} [o]
     */
    web(req, res, target, targetPath, o = {}) {
      req.url = targetPath;
      if (o.respond) responders.set(req, o.respond);
      if (o.body) {
        delete req.headers['transfer-encoding'];
        if (o.body.length) req.headers['content-length'] = String(o.body.length);
        else delete req.headers['content-length'];
      }
      proxy.web(
        req,
        res,
        {
          target: target.url,
          agent: target.agent,
          headers: o.headers,
          selfHandleResponse: Boolean(o.respond),
          buffer: o.body ? Readable.from([o.body]) : undefined,
        },
        (err) => {
          if (res.headersSent) return void res.destroy();
          sendJsonError(res, 502, `${target.name} is not reachable: ${describeError(err)}`);
        },
      );
    },

    /**
     * Forward a WebSocket upgrade; a target that cannot be reached is a 502 with the error.
     * @param {http.IncomingMessage} req
     * @param {import('node:stream').Duplex} socket
     * @param {Buffer} head
     * @param {Target} target
     * @param {string} targetPath
     * @param {Record<string, string>} [headers]
     */
    ws(req, socket, head, target, targetPath, headers) {
      req.url = targetPath;
      proxy.ws(req, socket, head, { target: target.url, headers }, (err) => {
        if (answered.has(socket)) return void socket.destroy();
        const body = JSON.stringify({ error: { message: `${target.name} is not reachable: ${describeError(err)}` } }, null, 4);
        rawHttpError(socket, 502, 'application/json', body);
      });
    },
  };
}
