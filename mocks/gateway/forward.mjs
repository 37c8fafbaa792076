// @ts-check
/**
 * Forwarding, the same in both modes: HTTP requests streamed both ways to a target, WebSocket
 * (any Upgrade) requests as a raw TCP/TLS pipe. What differs by mode (request headers to add,
 * answers to rewrite) comes in as hooks.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import { HOP_BY_HOP, copyHeaders, describeError, joinPath, rawHttpError, sendJsonError } from './http-util.mjs';

/**
 * @typedef {object} Target
 * @property {URL} url
 * @property {http.Agent} agent
 * @property {string} name   for "… is not reachable" (e.g. "mock API server", "upstream proxy")
 *
 * @typedef {object} ForwardHooks
 * @property {(headers: Record<string, string|string[]>) => void} [requestHeaders]
 * @property {(upRes: http.IncomingMessage, res: http.ServerResponse) => boolean} [response]  true: handled
 * @property {(name: string) => boolean} [dropResponseHeader]
 */

/**
 * @param {URL} url
 * @param {boolean} insecure  accept any certificate (https targets)
 * @param {string} name
 * @returns {Target}
 */
export function createTarget(url, insecure, name) {
  const agent = url.protocol === 'https:' ? new https.Agent({ keepAlive: true, rejectUnauthorized: !insecure }) : new http.Agent({ keepAlive: true });
  return { url, agent, name };
}

/**
 * The request headers as forwarded: hop-by-hop dropped, Host set to the target, X-Forwarded-*.
 * @param {http.IncomingMessage} req
 * @param {URL} target
 * @param {boolean} secure  the gateway serves https
 */
export function forwardedHeaders(req, target, secure) {
  const headers = copyHeaders(req.headers);
  headers.host = target.host;
  const clientIp = req.socket.remoteAddress || '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${clientIp}` : clientIp;
  headers['x-forwarded-proto'] = secure ? 'https' : 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

/**
 * @param {Target} target
 * @param {{ method: string, path: string, headers: Record<string, string|string[]> }} o
 */
export function requestTo(target, o) {
  const t = target.url;
  const isHttps = t.protocol === 'https:';
  return (isHttps ? https : http).request({
    protocol: t.protocol,
    hostname: t.hostname,
    port: t.port || (isHttps ? 443 : 80),
    method: o.method,
    path: joinPath(t.pathname, o.path),
    headers: o.headers,
    agent: target.agent,
  });
}

/**
 * Forward an HTTP request, streaming both ways.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {Target} target
 * @param {string} targetPath  path + query on the target
 * @param {Record<string, string|string[]>} headers  from forwardedHeaders, adjusted by the mode
 * @param {ForwardHooks} [hooks]
 */
export function forward(req, res, target, targetPath, headers, hooks = {}) {
  const upReq = requestTo(target, { method: req.method || 'GET', path: targetPath, headers });
  upReq.on('response', (upRes) => {
    if (hooks.response?.(upRes, res)) return;
    /** @type {Record<string, string|string[]>} */
    const out = {};
    for (const [k, v] of Object.entries(upRes.headers)) {
      if (v === undefined || HOP_BY_HOP.has(k) || hooks.dropResponseHeader?.(k)) continue;
      out[k] = v;
    }
    res.writeHead(upRes.statusCode || 502, upRes.statusMessage, out);
    upRes.pipe(res);
    upRes.on('error', () => res.destroy());
  });
  upReq.on('error', (err) => {
    if (res.headersSent) return void res.destroy();
    sendJsonError(res, 502, `${target.name} is not reachable: ${describeError(err)}`);
  });
  res.on('close', () => {
    if (!res.writableFinished) upReq.destroy();
  });
  req.pipe(upReq);
}

/**
 * Pipe an Upgrade request to the target as raw TCP (or TLS).
 * @param {http.IncomingMessage} req
 * @param {import('node:stream').Duplex} socket
 * @param {Buffer} head
 * @param {{ target: URL, targetPath: string, insecure: boolean, secure: boolean, name: string,
 *   rewriteOrigin: boolean, track: (s: import('node:stream').Duplex) => void }} o
 */
export function pipeUpgrade(req, socket, head, o) {
  const wsUrl = o.target;
  const wsIsTls = wsUrl.protocol === 'https:' || wsUrl.protocol === 'wss:';
  const port = Number(wsUrl.port) || (wsIsTls ? 443 : 80);
  const upstream = wsIsTls
    ? tls.connect({
        host: wsUrl.hostname,
        port,
        servername: net.isIP(wsUrl.hostname) ? undefined : wsUrl.hostname,
        rejectUnauthorized: !o.insecure,
        ALPNProtocols: ['http/1.1'],
      })
    : net.connect({ host: wsUrl.hostname, port });
  o.track(upstream);

  let connected = false;
  upstream.once(wsIsTls ? 'secureConnect' : 'connect', () => {
    connected = true;
    const lines = [`${req.method} ${joinPath(wsUrl.pathname, o.targetPath)} HTTP/1.1`];
    const raw = req.rawHeaders;
    for (let i = 0; i < raw.length; i += 2) {
      const name = String(raw[i]).toLowerCase();
      if (name === 'host') continue;
      if (o.rewriteOrigin && name === 'origin') continue;
      if (name === 'x-forwarded-for' || name === 'x-forwarded-proto' || name === 'x-forwarded-host') continue;
      lines.push(`${raw[i]}: ${raw[i + 1]}`);
    }
    lines.push(`Host: ${wsUrl.host}`);
    if (o.rewriteOrigin && req.headers.origin) {
      lines.push(`Origin: ${wsUrl.protocol === 'http:' || wsUrl.protocol === 'ws:' ? 'http' : 'https'}://${wsUrl.host}`);
    }
    lines.push(`X-Forwarded-For: ${req.socket.remoteAddress || ''}`);
    lines.push(`X-Forwarded-Proto: ${o.secure ? 'https' : 'http'}`);
    if (req.headers.host) lines.push(`X-Forwarded-Host: ${req.headers.host}`);
    upstream.write(lines.join('\r\n') + '\r\n\r\n');
    if (head && head.length) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  upstream.on('error', (err) => {
    if (!connected) {
      const body = JSON.stringify({ error: { message: `${o.name} is not reachable: ${describeError(err)}` } }, null, 4);
      rawHttpError(socket, 502, 'application/json', body);
    } else socket.destroy();
  });
  socket.on('close', () => upstream.destroy());
  upstream.on('close', () => socket.destroy());
}
