// @ts-check
/**
 * Single-origin dev/demo gateway for the web console ("embedded default" stack). It plays the
 * part of the real proxy's web handler (see "Wire facts of the real backend" in openapi/README.md):
 *
 *   GET /                     → 302 /web
 *   /web/config.js            → the API target (Prism serves it from the contract)
 *   /web/app/*, other files   → static files from distDir, by sirv     (gateway/static.mjs)
 *   other /web, /web/...      → distDir/index.html, placeholders filled (gateway/static.mjs)
 *   /v1/...                   → /v1 stripped, then like /webapi
 *   /webapi/..., /scripts/... → the mode's API handling
 *   WebSocket /v1/webapi/..., /webapi/... → the WebSocket target, by http-proxy-3 (gateway/forward.mjs)
 *   anything else             → plain-text 404
 *
 * mode 'mock'  (gateway/mock-mode.mjs): apiTarget is Prism, wsTarget the WebSocket mock; own
 *   answers from the store and the WebSocket mock, checked against the contract; the real proxy's
 *   rules played on top of Prism (gateway/proxy-rules.mjs).
 * mode 'proxy' (gateway/proxy-mode.mjs): apiTarget/wsTarget is a real Teleport-class proxy.
 */
import http from 'node:http';
import https from 'node:https';
import { createStaticSite } from './static.mjs';
import { createForwarder, createTarget } from './forward.mjs';
import { hasPrefix, rawHttpError, sendText, splitUrl } from './http-util.mjs';
import { createMockMode } from './mock-mode.mjs';
import { createProxyMode } from './proxy-mode.mjs';
import { loadContractKit } from '../api/contract-kit.mjs';
import { createMockStore } from '../api/mock-store.mjs';

export { renderIndex } from './static.mjs';

/**
 * @typedef {object} GatewayOptions
 * @property {string} distDir     Vite build output (index.html + app/...)
 * @property {string} apiTarget   base URL for HTTP forwarding, e.g. http://127.0.0.1:4010
 * @property {string} [wsTarget]  base URL for WebSocket forwarding (default: apiTarget); in mock
 *                                mode also the WebSocket mock's HTTP side
 * @property {'mock'|'proxy'} [mode]  default 'mock'
 * @property {{cert: string|Buffer, key: string|Buffer}} [tls]  serve https instead of http
 * @property {boolean} [insecureSkipVerify]  proxy mode: accept any upstream certificate
 *                                            (default: env INSECURE_SKIP_VERIFY === '1')
 * @property {boolean} [checkCsrf]  mock mode: enforce X-CSRF-Token on login (default true)
 * @property {import('../api/mock-store.mjs').MockStore} [store]  mock mode: default a fresh store
 * @property {boolean} [strict]  mock mode: an own answer that breaks the contract becomes a 500
 *                               (default: env MOCK_STRICT === '1')
 * @property {(line: string) => void} [log]
 *
 * @typedef {http.Server & { contractViolations: import('./mock-mode.mjs').Violation[] }} Gateway
 */

/**
 * @param {GatewayOptions} options
 * @returns {Gateway}
 */
export function createGateway(options) {
  const { distDir, apiTarget, mode = 'mock' } = options;
  if (!distDir) throw new Error('createGateway: distDir is required');
  if (!apiTarget) throw new Error('createGateway: apiTarget is required');
  if (mode !== 'mock' && mode !== 'proxy') throw new Error(`createGateway: unknown mode ${mode}`);
  const insecure = options.insecureSkipVerify ?? process.env.INSECURE_SKIP_VERIFY === '1';
  const secure = Boolean(options.tls);
  const log = options.log || (() => {});
  const isMock = mode === 'mock';
  const wsUrl = new URL(options.wsTarget || apiTarget);
  const api = createTarget(new URL(apiTarget), insecure, isMock ? 'mock API server' : 'upstream proxy');
  const wsHttp = isMock && options.wsTarget && wsUrl.protocol === 'http:' ? createTarget(wsUrl, false, 'mock WebSocket server') : null;
  const wsTarget = wsHttp ?? createTarget(wsUrl, insecure, isMock ? 'mock WebSocket server' : 'upstream proxy');
  /** @type {import('./mock-mode.mjs').Violation[]} */
  const violations = [];
  /** @type {Set<import('node:stream').Duplex>} */
  const upgraded = new Set();
  /** @param {import('node:stream').Duplex} s */
  const track = (s) => {
    upgraded.add(s);
    s.on('close', () => upgraded.delete(s));
  };
  const forward = createForwarder({ insecure, track });

  const modeImpl = isMock
    ? createMockMode({
        forward,
        api,
        ws: wsHttp,
        secure,
        checkCsrf: options.checkCsrf !== false,
        contract: loadContractKit(),
        store: options.store ?? createMockStore(),
        strict: options.strict ?? process.env.MOCK_STRICT === '1',
        violations,
        log,
      })
    : createProxyMode({ api, forward });
  const site = createStaticSite(distDir, modeImpl.indexMeta);

  /**
   * @param {http.IncomingMessage} req
   * @param {http.ServerResponse} res
   */
  async function handleRequest(req, res) {
    const rawUrl = req.url || '/';
    const { rawPath, search } = splitUrl(rawUrl);
    if (!rawPath.startsWith('/')) return sendText(res, 400, 'bad request\n');
    if (rawPath === '/') {
      res.writeHead(302, {
        Location: '/web',
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'same-origin',
        'X-Frame-Options': 'SAMEORIGIN',
        'Content-Length': '0',
      });
      return void res.end();
    }
    if (modeImpl.resetPath && rawPath === modeImpl.resetPath && req.method === 'POST') {
      req.resume();
      modeImpl.reset?.();
      res.writeHead(204);
      return void res.end();
    }
    if (modeImpl.control && rawPath.startsWith('/__mock/') && modeImpl.control(req, res, rawPath)) return;
    if (rawPath === '/web/config.js') return modeImpl.api(req, res, rawUrl);
    if (rawPath === '/v1' || rawPath.startsWith('/v1/')) return modeImpl.api(req, res, (rawPath.slice(3) || '/') + search);
    if (hasPrefix(rawPath, '/webapi') || hasPrefix(rawPath, '/scripts')) return modeImpl.api(req, res, rawUrl);
    if (hasPrefix(rawPath, '/web')) return site.serveWeb(req, res, rawPath);
    return sendText(res, 404, '404 page not found\n');
  }

  /** @type {http.RequestListener} */
  const onRequest = (req, res) => {
    handleRequest(req, res).catch((err) => {
      log(`gateway: ${req.method} ${req.url} failed: ${err && err.stack}`);
      if (!res.headersSent) sendText(res, 500, 'internal gateway error\n');
      else res.destroy();
    });
  };

  /**
   * WebSocket upgrades: to wsTarget (the /v1 stripped).
   * @param {http.IncomingMessage} req
   * @param {import('node:stream').Duplex} socket
   * @param {Buffer} head
   */
  function onUpgrade(req, socket, head) {
    track(socket);
    socket.on('error', () => socket.destroy());
    const rawUrl = req.url || '/';
    const { rawPath } = splitUrl(rawUrl);
    let targetPath;
    if (rawPath.startsWith('/v1/webapi/')) targetPath = rawUrl.slice(3);
    else if (rawPath.startsWith('/webapi/')) targetPath = rawUrl;
    else return rawHttpError(socket, 404, 'text/plain; charset=utf-8', '404 page not found\n');
    const origin =
      modeImpl.rewriteUpgradeOrigin && req.headers.origin
        ? `${/^(http|ws):$/.test(wsUrl.protocol) ? 'http' : 'https'}://${wsUrl.host}`
        : null;
    forward.ws(req, socket, head, wsTarget, targetPath, origin ? { origin } : {});
  }

  const server = /** @type {Gateway} */ (
    options.tls
      ? /** @type {unknown} */ (https.createServer({ cert: options.tls.cert, key: options.tls.key }, onRequest))
      : http.createServer(onRequest)
  );
  server.contractViolations = violations;
  server.on('upgrade', onUpgrade);

  // Dev server: closing it drops open connections, piped WebSockets and upstream keep-alives.
  const originalClose = server.close.bind(server);
  server.close = /** @type {any} */ (
    (/** @type {any} */ cb) => {
      for (const s of upgraded) s.destroy();
      api.agent.destroy();
      wsTarget.agent.destroy();
      const r = originalClose(cb);
      server.closeAllConnections?.();
      return r;
    }
  );
  return server;
}
