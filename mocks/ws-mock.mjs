// @ts-check
/**
 * WebSocket side of the mock backend (Prism cannot do WebSockets).
 *
 * `createWsMock()` returns an http.Server (not yet listening) whose `upgrade`
 * requests are dispatched through a per-path handler table ({@link defaultRoutes}).
 * Every route accepts the path with or without the `/v1` prefix, like the real
 * proxy (fact sheet §1.1).
 *
 * Implemented so far:
 *   GET /webapi/sites/{clusterId}/connect?access_token=…&params=…  (SSH terminal, §5.1)
 *     - no access_token           → 403 {"error":{"message":"need auth"}}  (before upgrade)
 *     - no / invalid `params`     → 400 {"error":{"message":"..."}}       (before upgrade)
 *     - after upgrade: `s` session envelope, `r` banner + prompt, echo of `r` input,
 *       `w` resize → `a` resize audit event, `c` closes, text frames end the session.
 *
 * A later task adds the fake shell: replace `createTerminalShell` (or pass
 * `options.createShell`) — the protocol plumbing stays here.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { WebSocketServer } from 'ws';
import { encodeEnvelope, decodeEnvelope, EnvelopeType } from './envelope.mjs';

/**
 * @typedef {import('ws').WebSocket} WebSocket
 * @typedef {import('node:stream').Duplex} Duplex
 *
 * @typedef {object} RouteContext
 * @property {http.IncomingMessage} req
 * @property {Duplex} socket
 * @property {Buffer} head
 * @property {URL} url                     parsed URL (path has /v1 stripped)
 * @property {Record<string,string>} params  named groups of the route pattern
 * @property {WebSocketServer} wss
 * @property {WsMockOptions} options
 *
 * @typedef {object} Route
 * @property {string} name
 * @property {RegExp} pattern   matched against the path without /v1; named groups become params
 * @property {(ctx: RouteContext) => void} handle  must either reject (see rejectUpgrade) or call acceptUpgrade
 *
 * @typedef {object} TerminalSession   snake_case session as sent in the `s` envelope (§2.7)
 * @property {string} kind
 * @property {string} id
 * @property {string} namespace
 * @property {Array<object>} parties
 * @property {{w:number,h:number}} terminal_params
 * @property {string} login
 * @property {string} created
 * @property {string} last_active
 * @property {string} server_id
 * @property {string} server_hostname
 * @property {number} server_hostport
 * @property {string} server_addr
 * @property {string} cluster_name
 * @property {string} kubernetes_cluster_name
 * @property {string} desktop_name
 * @property {string} database_name
 * @property {string} app_name
 * @property {string} owner
 * @property {boolean} moderated
 * @property {string[]} participantModes
 *
 * @typedef {object} TerminalShell     what a terminal session talks to
 * @property {() => string} banner     text sent as the first `r` envelope (should end with the prompt)
 * @property {(data: string) => string} input  returns the text to send back for `r` input ('' = nothing)
 * @property {() => void} [dispose]
 *
 * @typedef {object} WsMockOptions
 * @property {string} [clusterName]   used for `-current-` (default "localhost")
 * @property {string} [owner]         Teleport user reported as session owner (default "")
 * @property {Route[]} [routes]       override / extend the handler table
 * @property {(session: TerminalSession) => TerminalShell} [createShell]
 * @property {(serverId: string) => {hostname: string, addr?: string, port?: number}} [resolveServer]
 * @property {number} [keepAliveMs]   ws ping interval (default 30 s)
 * @property {(msg: string) => void} [log]
 */

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Answer an upgrade request with a plain HTTP error (before the WebSocket handshake)
 * using the real backend's JSON error shape (fact sheet §3, 4-space indent).
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
 * Default, minimal terminal: banner + prompt, echoes input, Enter prints a new prompt,
 * DEL erases one character. The later fake-shell task replaces this.
 * @param {TerminalSession} session
 * @returns {TerminalShell}
 */
export function createTerminalShell(session) {
  const prompt = `${session.login}@${session.server_hostname}:~$ `;
  return {
    banner: () =>
      `Connected to ${session.server_hostname} (${session.cluster_name}) — Teleport mock terminal\r\n` +
      'This is a demo session: input is echoed, nothing is executed.\r\n\r\n' +
      prompt,
    input: (data) =>
      data
        .replace(/\x7f/g, '\b \b')
        .replace(/\r\n?|\n/g, `\r\n${prompt}`),
  };
}

/**
 * @param {string} serverId
 * @returns {{hostname: string, addr: string, port: number}}
 */
function defaultResolveServer(serverId) {
  if (UUID_RE.test(serverId)) {
    return { hostname: `node-${serverId.slice(0, 8)}`, addr: '', port: 0 };
  }
  // hostname[:port]
  const m = /^(.*?)(?::(\d+))?$/.exec(serverId);
  const hostname = (m && m[1]) || serverId;
  const port = m && m[2] ? Number(m[2]) : 0;
  return { hostname, addr: port ? `${hostname}:${port}` : '', port };
}

/** @param {RouteContext} ctx */
function handleTerminal(ctx) {
  const { url, socket, options } = ctx;
  const accessToken = url.searchParams.get('access_token');
  if (!accessToken) return rejectUpgrade(socket, 403, 'need auth');
  const rawParams = url.searchParams.get('params');
  if (!rawParams) return rejectUpgrade(socket, 400, 'missing params');
  /** @type {any} */
  let params;
  try {
    params = JSON.parse(rawParams);
  } catch (err) {
    return rejectUpgrade(socket, 400, `failed to parse params: ${/** @type {Error} */ (err).message}`);
  }
  if (!params || typeof params !== 'object' || Array.isArray(params)) {
    return rejectUpgrade(socket, 400, 'params must be a JSON object');
  }
  if (typeof params.server_id !== 'string' || !params.server_id) {
    return rejectUpgrade(socket, 400, 'missing server_id');
  }
  if (typeof params.login !== 'string' || !params.login) {
    return rejectUpgrade(socket, 400, 'missing login');
  }
  const term = params.term && typeof params.term === 'object' ? params.term : {};
  const w = Number.isInteger(term.w) && term.w > 0 ? term.w : 80;
  const h = Number.isInteger(term.h) && term.h > 0 ? term.h : 25;

  const site = ctx.params.clusterId;
  const clusterName = site === '-current-' ? options.clusterName || 'localhost' : site;
  const server = (options.resolveServer || defaultResolveServer)(params.server_id);
  const now = new Date().toISOString();
  /** @type {TerminalSession} */
  const session = {
    kind: 'ssh',
    id: typeof params.sid === 'string' && params.sid ? params.sid : randomUUID(),
    namespace: 'default',
    parties: [],
    terminal_params: { w, h },
    login: params.login,
    created: now,
    last_active: now,
    server_id: params.server_id,
    server_hostname: server.hostname,
    server_hostport: server.port ?? 0,
    server_addr: server.addr ?? '',
    cluster_name: clusterName,
    kubernetes_cluster_name: '',
    desktop_name: '',
    database_name: '',
    app_name: '',
    owner: options.owner ?? '',
    moderated: false,
    participantModes: ['observer', 'moderator', 'peer'],
  };

  acceptUpgrade(ctx, (ws) => {
    const shell = (options.createShell || createTerminalShell)(session);
    const keepAlive = setInterval(() => ws.readyState === ws.OPEN && ws.ping(), options.keepAliveMs ?? 30_000);
    keepAlive.unref();
    ws.on('close', () => {
      clearInterval(keepAlive);
      shell.dispose?.();
    });
    ws.on('error', () => ws.terminate());

    sendEnvelope(ws, EnvelopeType.SESSION_DATA, JSON.stringify({ session }));
    sendEnvelope(ws, EnvelopeType.RAW, shell.banner());

    ws.on('message', (data, isBinary) => {
      if (!isBinary) {
        // Real server: non-binary frames end the session.
        ws.close(1003, 'expected binary frames');
        return;
      }
      let env;
      try {
        env = decodeEnvelope(/** @type {Buffer} */ (data));
      } catch {
        ws.close(1007, 'malformed envelope');
        return;
      }
      switch (env.type) {
        case EnvelopeType.RAW: {
          const out = shell.input(env.payload);
          if (out) sendEnvelope(ws, EnvelopeType.RAW, out);
          break;
        }
        case EnvelopeType.RESIZE: {
          let size = '';
          try {
            size = String(JSON.parse(env.payload).size || '');
          } catch {
            /* ignore */
          }
          const m = /^(\d+):(\d+)$/.exec(size);
          if (m) {
            session.terminal_params = { w: Number(m[1]), h: Number(m[2]) };
            sendEnvelope(
              ws,
              EnvelopeType.AUDIT,
              JSON.stringify({
                event: 'resize',
                code: 'T2002I',
                sid: session.id,
                size,
                login: session.login,
                server_id: session.server_id,
                time: new Date().toISOString(),
              }),
            );
          }
          break;
        }
        case EnvelopeType.CLOSE:
          ws.close(1000, 'session closed');
          break;
        default:
          // n / f / t: not implemented in the mock yet; ignored.
          break;
      }
    });
  });
}

/** @type {Route[]} */
export const defaultRoutes = [
  { name: 'terminal', pattern: /^\/webapi\/sites\/(?<clusterId>[^/]+)\/connect$/, handle: handleTerminal },
  // Later: /webapi/command/{site}/execute, /webapi/sites/{site}/assistant,
  //        /webapi/sites/{site}/desktops/{desktopName}/connect, /webapi/sites/{site}/desktopplayback/{sid}
];

/**
 * @param {WsMockOptions} [options]
 * @returns {http.Server}
 */
export function createWsMock(options = {}) {
  const routes = options.routes || defaultRoutes;
  const wss = new WebSocketServer({ noServer: true });
  /** @type {Set<Duplex>} */
  const sockets = new Set();

  const server = http.createServer((req, res) => {
    // Plain HTTP to a WebSocket endpoint.
    const body = JSON.stringify({ error: { message: 'websocket upgrade required' } }, null, 4);
    res.writeHead(req.url && matchRoute(routes, req.url) ? 400 : 404, { 'Content-Type': 'application/json' });
    res.end(body);
  });

  server.on('upgrade', (req, socket, head) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    const found = matchRoute(routes, req.url || '/');
    if (!found) {
      options.log?.(`ws-mock: no route for ${req.url}`);
      return rejectUpgrade(socket, 404, 'not found');
    }
    try {
      found.route.handle({ req, socket, head, url: found.url, params: found.params, wss, options });
    } catch (err) {
      options.log?.(`ws-mock: ${found.route.name} failed: ${/** @type {Error} */ (err).stack}`);
      rejectUpgrade(socket, 500, 'internal error');
    }
  });

  const close = server.close.bind(server);
  server.close = /** @type {any} */ (
    (/** @type {any} */ cb) => {
      for (const ws of wss.clients) ws.terminate();
      for (const s of sockets) s.destroy();
      wss.close();
      return close(cb);
    }
  );
  return server;
}

/**
 * @param {Route[]} routes
 * @param {string} rawUrl
 */
function matchRoute(routes, rawUrl) {
  let url;
  try {
    url = new URL(rawUrl, 'http://ws-mock.invalid');
  } catch {
    return null;
  }
  const path = url.pathname.replace(/^\/v1(?=\/)/, '');
  for (const route of routes) {
    const m = route.pattern.exec(path);
    if (m) {
      /** @type {Record<string,string>} */
      const params = {};
      for (const [k, v] of Object.entries(m.groups || {})) {
        try {
          params[k] = decodeURIComponent(v);
        } catch {
          params[k] = v;
        }
      }
      return { route, url, params };
    }
  }
  return null;
}
