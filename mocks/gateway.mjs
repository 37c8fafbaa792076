// @ts-check
/**
 * Single-origin dev/demo gateway for the web console ("embedded default" stack).
 *
 * It plays the part of the real proxy's web handler (fact sheet §1.1, §4):
 *
 *   GET /                     → 302 /web
 *   /web/config.js            → forwarded to the API target (Prism serves it from the contract)
 *   /web/app/*, other files   → static files from distDir (gzip, immutable cache for /web/app)
 *   other /web, /web/...      → distDir/index.html with the CSRF/bearer placeholders filled in
 *   /v1/...                   → /v1 stripped, forwarded to the API target
 *   /webapi/..., /scripts/... → forwarded as is
 *   WebSocket /v1/webapi/..., /webapi/... → raw TCP pipe to the WebSocket target
 *   mock mode only: the HTTP calls the ws mock answers from its live state (active sessions,
 *   scp upload/download moving real bytes; WS_MOCK_HTTP_PATHS) → the WebSocket target
 *   anything else             → plain-text 404
 *
 * mode 'mock'  — apiTarget is Prism, wsTarget the ws mock (mocks/ws-mock.mjs).
 *   Prism is stateless and has no cookie jar, so the gateway bridges the gaps:
 *   (a) a request with `Authorization: Bearer …` but no `__Host-session` cookie gets
 *       `Cookie: __Host-session=<mock>` added (the real proxy sets that HttpOnly cookie
 *       at login; over plain http the browser would refuse a `__Host-` cookie anyway);
 *       an `access_token` query parameter counts as a bearer token (real proxy: §4).
 *   (b) Prism answers a missing credential with 401; the real backend never sends 401,
 *       so it is rewritten to 403 `{"error":{"message":…}}` with the message the real
 *       proxy would use (`missing session cookie` / `need auth` / `bad bearer token`).
 *   (c) CORS headers that Prism adds are dropped (the real proxy sends none).
 *   (d) Like the real proxy, login (POST /webapi/sessions/web) and PUT
 *       /webapi/users/password/token need `X-CSRF-Token` equal to the token served in
 *       index.html; otherwise 403 `access denied` without asking Prism (option
 *       `checkCsrf: false` / env MOCK_CSRF_CHECK=0 in stack.mjs turns this off; a page not
 *       served by this gateway, e.g. Vite's dev index.html, must copy the token from
 *       GET /web/login's grv_csrf_token meta).
 *
 * mode 'proxy' — apiTarget/wsTarget is a real Teleport-class proxy (http or https).
 *   Requests, cookies and WebSockets are forwarded unchanged (Host is set to the
 *   upstream; an `Origin` header is rewritten to the upstream origin so origin checks
 *   pass). index.html is still served from distDir, but for every page load the
 *   gateway GETs upstream `/web/login` with the browser's cookies, copies the
 *   `grv_csrf_token` and `grv_bearer_token` meta values into our index.html and passes
 *   the upstream's Set-Cookie headers (`__Host-grv_csrf`, …) through.
 *   LIMITS (kept simple on purpose):
 *   - The upstream's cookies are `__Host-…; Secure`. Browsers only store those over
 *     https, so login only sticks when the gateway itself serves https: pass
 *     `tls: { cert, key }` (stack.mjs reads GATEWAY_TLS_CERT / GATEWAY_TLS_KEY).
 *     Browsers treat http://localhost as a secure context for some purposes, but
 *     `Secure` cookie acceptance over plain http is not something to rely on.
 *   - Upstream certificates are verified unless INSECURE_SKIP_VERIFY=1.
 *   - No SSO redirects are rewritten (Location headers pointing at the upstream host
 *     are passed through), application access (app FQDNs) is not supported, and
 *     one extra upstream round trip is made per index.html load.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';

/**
 * @typedef {object} GatewayOptions
 * @property {string} distDir     Vite build output (index.html + app/...)
 * @property {string} apiTarget   base URL for HTTP forwarding, e.g. http://127.0.0.1:4010
 * @property {string} [wsTarget]  base URL for WebSocket forwarding (default: apiTarget)
 * @property {'mock'|'proxy'} [mode]  default 'mock'
 * @property {{cert: string|Buffer, key: string|Buffer}} [tls]  serve https instead of http
 * @property {boolean} [insecureSkipVerify]  proxy mode: accept any upstream certificate
 *                                            (default: env INSECURE_SKIP_VERIFY === '1')
 * @property {boolean} [checkCsrf]  mock mode: enforce X-CSRF-Token on login (default true)
 * @property {(line: string) => void} [log]
 */

/** Mock `__Host-session` value; real format is hex(JSON{user,sid}) (§4). */
const MOCK_SESSION_COOKIE = Buffer.from(JSON.stringify({ user: 'mock', sid: 'mock-session' })).toString('hex');

const SECURITY_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'SAMEORIGIN',
});

const INDEX_CSP =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; " +
  "connect-src 'self' ws: wss:; frame-ancestors 'self'; base-uri 'self'; object-src 'none'";

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|wasm)|image\/svg\+xml|font\/(ttf|otf))/;
const MIN_GZIP_BYTES = 256;
const gzipAsync = promisify(zlib.gzip);

/**
 * Mock mode: plain-HTTP paths (without /v1) answered by the WebSocket mock instead of Prism,
 * because they need its live sessions or move real bytes (mocks/mock-http.mjs).
 */
export const WS_MOCK_HTTP_PATHS = Object.freeze([
  /^\/webapi\/sites\/[^/]+\/sessions$/,
  /^\/webapi\/sites\/[^/]+\/nodes\/[^/]+\/[^/]+\/scp$/,
]);

/** Hop-by-hop headers (RFC 9110 §7.6.1) never forwarded in either direction. */
const HOP_BY_HOP = new Set([
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

/**
 * @param {GatewayOptions} options
 * @returns {http.Server}
 */
export function createGateway(options) {
  const { distDir: distDirOpt, apiTarget, mode = 'mock' } = options;
  if (!distDirOpt) throw new Error('createGateway: distDir is required');
  if (!apiTarget) throw new Error('createGateway: apiTarget is required');
  if (mode !== 'mock' && mode !== 'proxy') throw new Error(`createGateway: unknown mode ${mode}`);
  const distDir = path.resolve(distDirOpt);
  const api = new URL(apiTarget);
  const wsUrl = new URL(options.wsTarget || apiTarget);
  const insecure = options.insecureSkipVerify ?? process.env.INSECURE_SKIP_VERIFY === '1';
  const secure = Boolean(options.tls);
  const log = options.log || (() => {});
  const isMock = mode === 'mock';

  const apiIsHttps = api.protocol === 'https:';
  const agent = apiIsHttps
    ? new https.Agent({ keepAlive: true, rejectUnauthorized: !insecure })
    : new http.Agent({ keepAlive: true });
  // Mock mode: the ws mock's own HTTP calls (WS_MOCK_HTTP_PATHS) go to wsTarget over plain http.
  const wsMockHttp = isMock && options.wsTarget && wsUrl.protocol === 'http:' ? wsUrl : null;
  const wsAgent = new http.Agent({ keepAlive: true });

  // One CSRF token per gateway instance (mock mode). 32 random bytes, hex → 64 chars (§4).
  const csrfToken = randomBytes(32).toString('hex');
  // The real proxy uses `__Host-grv_csrf` (Secure, SameSite=None). Browsers refuse
  // `__Host-`/Secure cookies over plain http, so the http gateway uses a plain name.
  // Nothing in the mock checks it; the UI only reads the meta tag.
  const csrfCookie = secure
    ? `__Host-grv_csrf=${csrfToken}; Path=/; HttpOnly; Secure; SameSite=Strict`
    : `grv_csrf=${csrfToken}; Path=/; HttpOnly; SameSite=Strict`;

  const files = createFileCache();
  // Compress the built assets in the background so even the first page load gets gzip
  // without waiting for level-9 compression of a large bundle.
  setImmediate(() => files.prewarm(distDir).catch(() => {}));
  /** @type {Set<import('node:stream').Duplex>} */
  const upgraded = new Set();

  /** @type {http.RequestListener} */
  const onRequest = (req, res) => {
    handleRequest(req, res).catch((err) => {
      log(`gateway: ${req.method} ${req.url} failed: ${err && err.stack}`);
      if (!res.headersSent) sendText(res, 500, 'internal gateway error\n');
      else res.destroy();
    });
  };

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handleRequest(req, res) {
    const rawUrl = req.url || '/';
    const qIndex = rawUrl.indexOf('?');
    const rawPath = qIndex === -1 ? rawUrl : rawUrl.slice(0, qIndex);
    const search = qIndex === -1 ? '' : rawUrl.slice(qIndex);

    if (!rawPath.startsWith('/')) return sendText(res, 400, 'bad request\n');

    if (rawPath === '/') {
      res.writeHead(302, { Location: '/web', ...SECURITY_HEADERS, 'Content-Length': '0' });
      return void res.end();
    }
    if (rawPath === '/web/config.js') return forward(req, res, rawPath + search);
    const apiPath = rawPath.startsWith('/v1/') ? rawPath.slice(3) : rawPath;
    if (wsMockHttp && WS_MOCK_HTTP_PATHS.some((re) => re.test(apiPath))) return forward(req, res, apiPath + search, wsMockHttp);
    if (rawPath === '/v1' || rawPath.startsWith('/v1/')) return forward(req, res, (rawPath.slice(3) || '/') + search);
    if (hasPrefix(rawPath, '/webapi') || hasPrefix(rawPath, '/scripts')) return forward(req, res, rawUrl);
    if (hasPrefix(rawPath, '/web')) return serveWeb(req, res, rawPath);
    return sendText(res, 404, '404 page not found\n');
  }

  /**
   * Serve a static file under distDir, or index.html for SPA routes.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} rawPath  starts with /web
   */
  async function serveWeb(req, res, rawPath) {
    const rel = rawPath.slice('/web'.length); // '' or '/...'
    let decoded;
    try {
      decoded = decodeURIComponent(rel);
    } catch {
      return sendText(res, 400, 'bad request\n');
    }
    if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((s) => s === '..')) {
      return sendText(res, 400, 'bad request\n');
    }
    const isGet = req.method === 'GET' || req.method === 'HEAD';
    const relFile = decoded.replace(/^\/+/, '');
    const isIndex = relFile === '' || relFile === 'index.html';

    if (!isIndex) {
      const filePath = path.resolve(distDir, relFile);
      if (!filePath.startsWith(distDir + path.sep)) return sendText(res, 400, 'bad request\n');
      const entry = await files.get(filePath, distDir);
      if (entry) {
        if (!isGet) return sendText(res, 405, 'method not allowed\n', { Allow: 'GET, HEAD' });
        const immutable = relFile.startsWith('app/');
        return sendEntry(req, res, entry, {
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          ...SECURITY_HEADERS,
        });
      }
      // Real proxy: /web/app/... is a file server (404 when missing), never the SPA.
      if (relFile.startsWith('app/')) return sendText(res, 404, '404 page not found\n');
    }
    if (!isGet) return sendText(res, 405, 'method not allowed\n', { Allow: 'GET, HEAD' });
    return serveIndex(req, res);
  }

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function serveIndex(req, res) {
    const indexPath = path.join(distDir, 'index.html');
    const template = await files.get(indexPath, distDir, { noCompress: true });
    if (!template) {
      return sendText(
        res,
        503,
        `The web console has not been built: ${indexPath} does not exist.\nRun \`npm run build\` (or \`npm start\`, which builds first) and reload.\n`,
      );
    }
    /** @type {Record<string, string|string[]>} */
    const headers = {
      'Cache-Control': 'no-store',
      'Content-Security-Policy': INDEX_CSP,
      ...SECURITY_HEADERS,
    };
    let token = csrfToken;
    let bearer = '';
    if (isMock) {
      headers['Set-Cookie'] = csrfCookie;
    } else {
      let up;
      try {
        up = await fetchUpstreamIndexMeta(req);
      } catch (err) {
        return sendJsonError(res, 502, `upstream proxy is not reachable: ${describeError(err)}`);
      }
      token = up.csrf;
      bearer = up.bearer;
      if (up.setCookies.length) headers['Set-Cookie'] = up.setCookies;
    }
    const html = renderIndex(template.raw.toString('utf8'), token, bearer);
    const entry = files.rendered(html, token + '\0' + bearer + '\0' + template.etag);
    return sendEntry(req, res, entry, headers, { etag: false });
  }

  /**
   * Proxy mode: GET upstream /web/login with the browser's cookies; return its meta values.
   * @param {http.IncomingMessage} req
   * @returns {Promise<{csrf: string, bearer: string, setCookies: string[]}>}
   */
  function fetchUpstreamIndexMeta(req) {
    return new Promise((resolve, reject) => {
      const mod = apiIsHttps ? https : http;
      /** @type {Record<string,string>} */
      const headers = { Host: api.host, Accept: 'text/html', 'User-Agent': String(req.headers['user-agent'] || 'gateway') };
      if (req.headers.cookie) headers.Cookie = req.headers.cookie;
      const upReq = mod.request(
        {
          protocol: api.protocol,
          hostname: api.hostname,
          port: api.port || (apiIsHttps ? 443 : 80),
          method: 'GET',
          path: joinPath(api.pathname, '/web/login'),
          headers,
          agent,
          timeout: 15_000,
        },
        (upRes) => {
          /** @type {Buffer[]} */
          const chunks = [];
          upRes.on('data', (c) => chunks.push(c));
          upRes.on('error', reject);
          upRes.on('end', () => {
            const html = Buffer.concat(chunks).toString('utf8');
            const csrf = readMeta(html, 'grv_csrf_token');
            if (!csrf) {
              return reject(new Error(`GET /web/login answered ${upRes.statusCode} without a grv_csrf_token meta tag`));
            }
            const sc = upRes.headers['set-cookie'] || [];
            resolve({ csrf, bearer: readMeta(html, 'grv_bearer_token') || '', setCookies: sc });
          });
        },
      );
      upReq.on('timeout', () => upReq.destroy(new Error('timeout')));
      upReq.on('error', reject);
      upReq.end();
    });
  }

  /**
   * Forward an HTTP request to the API target, streaming both ways.
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   * @param {string} targetPath  path + query on the target
   * @param {URL} [target]  default: the API target
   */
  function forward(req, res, targetPath, target = api) {
    const headers = copyHeaders(req.headers);
    headers.host = target.host;
    const clientIp = req.socket.remoteAddress || '';
    headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${clientIp}` : clientIp;
    headers['x-forwarded-proto'] = secure ? 'https' : 'http';
    if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;

    // Routes where the real proxy checks X-CSRF-Token against the CSRF cookie (§4).
    const pathOnly = targetPath.split('?')[0];
    const csrfRoute =
      (req.method === 'POST' && pathOnly === '/webapi/sessions/web') ||
      (req.method === 'PUT' && pathOnly === '/webapi/users/password/token');
    if (isMock && csrfRoute && options.checkCsrf !== false) {
      const sent = req.headers['x-csrf-token'];
      // The mock's CSRF cookie always holds this instance's token, so compare with that.
      if (typeof sent !== 'string' || !safeEqual(sent, csrfToken)) {
        req.resume();
        return sendJsonError(res, 403, 'access denied');
      }
    }

    /** @type {'none'|'bearer'} */
    let bearerState = 'none';
    const hadSessionCookie = hasCookie(req.headers.cookie, '__Host-session');
    if (isMock) {
      const auth = String(req.headers.authorization || '');
      let hasBearer = /^bearer\s+\S/i.test(auth);
      if (!auth) {
        // The real proxy also accepts ?access_token= (checked first, §4); Prism only knows the header.
        const q = targetPath.indexOf('?');
        const token = q === -1 ? null : new URLSearchParams(targetPath.slice(q + 1)).get('access_token');
        if (token) {
          headers.authorization = `Bearer ${token}`;
          hasBearer = true;
        }
      }
      if (hasBearer) {
        bearerState = 'bearer';
        if (!hadSessionCookie) {
          const c = `__Host-session=${MOCK_SESSION_COOKIE}`;
          headers.cookie = headers.cookie ? `${headers.cookie}; ${c}` : c;
        }
      }
    } else if (headers.origin) {
      headers.origin = api.origin;
    }

    const targetIsHttps = target.protocol === 'https:';
    const mod = targetIsHttps ? https : http;
    const upReq = mod.request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port || (targetIsHttps ? 443 : 80),
      method: req.method,
      path: joinPath(target.pathname, targetPath),
      headers,
      agent: target === api ? agent : wsAgent,
    });

    upReq.on('response', (upRes) => {
      const status = upRes.statusCode || 502;
      if (isMock && status === 401) {
        upRes.resume();
        // Same order of checks as the real proxy: cookie, then bearer presence, then bearer value.
        const message = csrfRoute
          ? 'access denied'
          : bearerState === 'bearer'
            ? 'bad bearer token'
            : hadSessionCookie
              ? 'need auth'
              : 'missing session cookie';
        return sendJsonError(res, 403, message);
      }
      /** @type {Record<string, string|string[]>} */
      const out = {};
      for (const [k, v] of Object.entries(upRes.headers)) {
        if (v === undefined || HOP_BY_HOP.has(k)) continue;
        if (isMock && k.startsWith('access-control-')) continue;
        out[k] = v;
      }
      res.writeHead(status, upRes.statusMessage, out);
      upRes.pipe(res);
      upRes.on('error', () => res.destroy());
    });
    upReq.on('error', (err) => {
      if (res.headersSent) return void res.destroy();
      const what = isMock ? 'mock API server' : 'upstream proxy';
      sendJsonError(res, 502, `${what} is not reachable: ${describeError(err)}`);
    });
    res.on('close', () => {
      if (!res.writableFinished) upReq.destroy();
    });
    req.pipe(upReq);
  }

  /**
   * WebSocket (or any Upgrade) requests: raw TCP pipe to wsTarget.
   * @param {http.IncomingMessage} req
   * @param {import('node:stream').Duplex} socket
   * @param {Buffer} head
   */
  function onUpgrade(req, socket, head) {
    upgraded.add(socket);
    socket.on('close', () => upgraded.delete(socket));
    socket.on('error', () => socket.destroy());
    const rawUrl = req.url || '/';
    const qIndex = rawUrl.indexOf('?');
    const rawPath = qIndex === -1 ? rawUrl : rawUrl.slice(0, qIndex);
    let targetPath;
    if (rawPath.startsWith('/v1/webapi/')) targetPath = rawUrl.slice(3);
    else if (rawPath.startsWith('/webapi/')) targetPath = rawUrl;
    else return rawHttpError(socket, 404, 'text/plain; charset=utf-8', '404 page not found\n');

    const wsIsTls = wsUrl.protocol === 'https:' || wsUrl.protocol === 'wss:';
    const port = Number(wsUrl.port) || (wsIsTls ? 443 : 80);
    const upstream = wsIsTls
      ? tls.connect({ host: wsUrl.hostname, port, servername: net.isIP(wsUrl.hostname) ? undefined : wsUrl.hostname, rejectUnauthorized: !insecure, ALPNProtocols: ['http/1.1'] })
      : net.connect({ host: wsUrl.hostname, port });
    upgraded.add(upstream);
    upstream.on('close', () => upgraded.delete(upstream));

    let connected = false;
    upstream.once(wsIsTls ? 'secureConnect' : 'connect', () => {
      connected = true;
      const lines = [`${req.method} ${joinPath(wsUrl.pathname, targetPath)} HTTP/1.1`];
      const raw = req.rawHeaders;
      for (let i = 0; i < raw.length; i += 2) {
        const name = raw[i].toLowerCase();
        if (name === 'host') continue;
        if (!isMock && name === 'origin') continue;
        if (name === 'x-forwarded-for' || name === 'x-forwarded-proto' || name === 'x-forwarded-host') continue;
        lines.push(`${raw[i]}: ${raw[i + 1]}`);
      }
      lines.push(`Host: ${wsUrl.host}`);
      if (!isMock && req.headers.origin) lines.push(`Origin: ${wsUrl.protocol === 'http:' || wsUrl.protocol === 'ws:' ? 'http' : 'https'}://${wsUrl.host}`);
      lines.push(`X-Forwarded-For: ${req.socket.remoteAddress || ''}`);
      lines.push(`X-Forwarded-Proto: ${secure ? 'https' : 'http'}`);
      if (req.headers.host) lines.push(`X-Forwarded-Host: ${req.headers.host}`);
      upstream.write(lines.join('\r\n') + '\r\n\r\n');
      if (head && head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', (err) => {
      if (!connected) {
        const what = isMock ? 'mock WebSocket server' : 'upstream proxy';
        const body = JSON.stringify({ error: { message: `${what} is not reachable: ${describeError(err)}` } }, null, 4);
        rawHttpError(socket, 502, 'application/json', body);
      } else socket.destroy();
    });
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  }

  const server = options.tls
    ? /** @type {http.Server} */ (/** @type {unknown} */ (https.createServer({ cert: options.tls.cert, key: options.tls.key }, onRequest)))
    : http.createServer(onRequest);
  server.on('upgrade', onUpgrade);

  // Dev server: closing it drops open connections, piped WebSockets and upstream keep-alives.
  const originalClose = server.close.bind(server);
  server.close = /** @type {any} */ (
    (/** @type {any} */ cb) => {
      for (const s of upgraded) s.destroy();
      agent.destroy();
      wsAgent.destroy();
      const r = originalClose(cb);
      server.closeAllConnections?.();
      return r;
    }
  );
  return server;
}

// ---------------------------------------------------------------------------
// helpers

/**
 * @param {string} p
 * @param {string} prefix
 */
function hasPrefix(p, prefix) {
  return p === prefix || p.startsWith(prefix + '/');
}

/**
 * Join a target base path (from the target URL) with a request path.
 * @param {string} base
 * @param {string} p
 */
function joinPath(base, p) {
  const b = base.replace(/\/+$/, '');
  return b + p;
}

/** @param {http.IncomingHttpHeaders} h */
function copyHeaders(h) {
  /** @type {Record<string, string|string[]>} */
  const out = {};
  const connectionTokens = String(h.connection || '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const [k, v] of Object.entries(h)) {
    if (v === undefined || HOP_BY_HOP.has(k) || connectionTokens.includes(k)) continue;
    out[k] = v;
  }
  return out;
}

/**
 * @param {string} a
 * @param {string} b
 */
function safeEqual(a, b) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * @param {string|undefined} cookieHeader
 * @param {string} name
 */
function hasCookie(cookieHeader, name) {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((c) => {
    const [k, ...v] = c.trim().split('=');
    return k === name && v.join('=') !== '';
  });
}

/**
 * @param {string} html
 * @param {string} name
 */
function readMeta(html, name) {
  for (const m of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = m[0];
    const n = /\bname\s*=\s*["']([^"']*)["']/i.exec(tag);
    if (!n || n[1] !== name) continue;
    const c = /\bcontent\s*=\s*"([^"]*)"|\bcontent\s*=\s*'([^']*)'/i.exec(tag);
    if (c) return decodeHtml(c[1] ?? c[2] ?? '');
  }
  return null;
}

/** @param {string} s */
function decodeHtml(s) {
  return s
    .replace(/&#(\d+);/g, (_, d) => String.fromCharCode(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** @param {string} s */
function escapeHtmlAttr(s) {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Fill the Go-template placeholders the real proxy fills in index.html.
 * @param {string} html
 * @param {string} csrf
 * @param {string} session
 */
export function renderIndex(html, csrf, session) {
  return html
    .replace(/\{\{\s*\.XCSRF\s*\}\}/g, escapeHtmlAttr(csrf))
    .replace(/\{\{\s*\.Session\s*\}\}/g, escapeHtmlAttr(session));
}

/** @param {unknown} err */
function describeError(err) {
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
function sendText(res, status, text, extra = {}) {
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
 * The real backend's error shape (§3): {"error":{"message":…}}, 4-space indent.
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function sendJsonError(res, status, message) {
  const body = Buffer.from(JSON.stringify({ error: { message } }, null, 4));
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': String(body.length),
    ...SECURITY_HEADERS,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {string} type
 * @param {string} body
 */
function rawHttpError(socket, status, type, body) {
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: ${type}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  setTimeout(() => socket.destroy(), 500).unref();
}

/**
 * @typedef {object} FileEntry
 * @property {Buffer} raw
 * @property {Buffer|null|undefined} gz  gzip bytes; undefined = not computed yet, null = not worth it
 * @property {boolean} compressible
 * @property {string} type
 * @property {string} etag
 * @property {number} mtimeMs
 * @property {number} size
 */

/**
 * Parse Accept-Encoding and say whether gzip is acceptable.
 * @param {string|string[]|undefined} header
 */
export function acceptsGzip(header) {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  let star = false;
  for (const part of value.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const ok = !q || Number(q.slice(2)) > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return ok;
    if (coding === '*') star = ok;
  }
  return star;
}

/**
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {FileEntry} entry
 * @param {Record<string, string|string[]>} headers
 * @param {{etag?: boolean}} [opts]
 */
function sendEntry(req, res, entry, headers, opts = {}) {
  const useEtag = opts.etag !== false;
  /** @type {Record<string, string|string[]>} */
  const h = { 'Content-Type': entry.type, ...headers };
  if (useEtag) h.ETag = entry.etag;
  if (entry.compressible) h.Vary = 'Accept-Encoding';
  if (useEtag && req.headers['if-none-match'] === entry.etag) {
    delete h['Content-Type'];
    res.writeHead(304, h);
    return void res.end();
  }
  let body = entry.raw;
  if (entry.compressible && acceptsGzip(req.headers['accept-encoding'])) {
    if (entry.gz === undefined) {
      // Compressed once per file version and kept in memory.
      const gz = entry.raw.length >= MIN_GZIP_BYTES ? zlib.gzipSync(entry.raw, { level: 9 }) : null;
      entry.gz = gz && gz.length < entry.raw.length ? gz : null;
    }
    if (entry.gz) {
      body = entry.gz;
      h['Content-Encoding'] = 'gzip';
    }
  }
  h['Content-Length'] = String(body.length);
  res.writeHead(200, h);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * In-memory cache of files under distDir (raw + gzip), revalidated by stat so
 * a rebuild is picked up without restarting.
 */
function createFileCache() {
  /** @type {Map<string, FileEntry>} */
  const cache = new Map();
  /** @type {Map<string, FileEntry>} */
  const renderedCache = new Map();
  /** @type {Map<string, string|null>} */
  const realRoots = new Map();

  /** @param {string} root */
  async function realRoot(root) {
    if (!realRoots.has(root)) {
      try {
        realRoots.set(root, await fs.promises.realpath(root));
      } catch {
        return null;
      }
    }
    return realRoots.get(root) ?? null;
  }

  return {
    /**
     * @param {string} filePath absolute, already checked to be inside root
     * @param {string} root
     * @param {{noCompress?: boolean}} [opts]
     * @returns {Promise<FileEntry|null>}
     */
    async get(filePath, root, opts = {}) {
      let st;
      try {
        st = await fs.promises.stat(filePath);
      } catch {
        return null;
      }
      if (!st.isFile()) return null;
      const hit = cache.get(filePath);
      if (hit && hit.mtimeMs === st.mtimeMs && hit.size === st.size) return hit;
      // Symlinks must not lead outside distDir.
      const rr = await realRoot(root);
      let real;
      try {
        real = await fs.promises.realpath(filePath);
      } catch {
        return null;
      }
      if (!rr || !(real === rr || real.startsWith(rr + path.sep))) return null;
      const raw = await fs.promises.readFile(filePath);
      const type = CONTENT_TYPES[path.extname(filePath).toLowerCase()] || 'application/octet-stream';
      /** @type {FileEntry} */
      const entry = {
        raw,
        gz: undefined,
        compressible: !opts.noCompress && COMPRESSIBLE.test(type),
        type,
        etag: `"${createHash('sha1').update(raw).digest('base64url').slice(0, 22)}"`,
        mtimeMs: st.mtimeMs,
        size: st.size,
      };
      cache.set(filePath, entry);
      return entry;
    },
    /**
     * Load and gzip (asynchronously) every compressible file under root/app.
     * @param {string} root
     */
    async prewarm(root) {
      const appDir = path.join(root, 'app');
      /** @type {string[]} */
      let names;
      try {
        names = /** @type {string[]} */ (await fs.promises.readdir(appDir, { recursive: true }));
      } catch {
        return;
      }
      for (const name of names) {
        const entry = await this.get(path.join(appDir, name), root).catch(() => null);
        if (!entry || !entry.compressible || entry.gz !== undefined) continue;
        if (entry.raw.length < MIN_GZIP_BYTES || entry.raw.length > 20 * 1024 * 1024) continue;
        const gz = await gzipAsync(entry.raw, { level: 9 });
        if (entry.gz === undefined) entry.gz = gz.length < entry.raw.length ? gz : null;
      }
    },
    /**
     * Cache rendered index.html variants (and their gzip) by key.
     * @param {string} html
     * @param {string} key
     * @returns {FileEntry}
     */
    rendered(html, key) {
      const hit = renderedCache.get(key);
      if (hit) return hit;
      if (renderedCache.size > 50) renderedCache.clear();
      const raw = Buffer.from(html);
      /** @type {FileEntry} */
      const entry = {
        raw,
        gz: undefined,
        compressible: true,
        type: CONTENT_TYPES['.html'],
        etag: '',
        mtimeMs: 0,
        size: raw.length,
      };
      renderedCache.set(key, entry);
      return entry;
    },
  };
}
