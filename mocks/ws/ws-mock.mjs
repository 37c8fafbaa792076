// @ts-check
/**
 * WebSocket side of the mock backend (Prism cannot do WebSockets), plus the few plain-HTTP
 * calls that need its live state (mocks/api/mock-http.mjs: active sessions, scp).
 *
 * `createWsMock()` returns an http.Server (not yet listening). Every request, upgrade or plain,
 * is found by its contract operation: the method and path (with or without the `/v1` prefix, like
 * the real proxy, which strips `/v1` before routing) name an operation of the generated
 * operations table (mocks/api/contract-kit.mjs), and the route tables ({@link defaultRoutes},
 * mock-http.mjs's httpRoutes) hold a handler per operationId. No path pattern of its own.
 *
 * GET /webapi/sites/{clusterId}/connect?access_token=…&params=…[&traceparent=…]  (SSH terminal)
 *   - no access_token → 403 {"error":{"message":"need auth"}}; no/invalid params → 400 (before upgrade)
 *   - a node demanding per-session MFA first sends an `n` challenge and waits for the WebAuthn answer
 *   - `s` session metadata, then `r` output of the fake shell (mocks/terminal/fake-shell.mjs)
 *   - `r` input (peers only), `w` resize → `a` resize audit event to every party, `c` leaves,
 *     `f`/`t` file-transfer request and decision (moderated sessions), text frames end the socket
 *   - `sid` + `mode` join a running session (mocks/terminal/terminal-sessions.mjs enforces the modes)
 *   - errors after the upgrade: an `e` envelope with the text, then close 1000
 */
import http from 'node:http';
import { WebSocketServer } from 'ws';
import { decodeEnvelope, EnvelopeType } from '../../src/shared/wire/envelope.mjs';
import { createDisks, resolveNode, DEMO_USER, NODES } from '../terminal/demo-shells.mjs';
import { createSessionRegistry } from '../terminal/terminal-sessions.mjs';
import { createMfaChallenge, verifyAssertion } from '../api/webauthn-mock.mjs';
import { httpRoutes as defaultHttpRoutes, sendError } from '../api/mock-http.mjs';
import { createRecordingStore } from '../recordings/recordings.mjs';
import { sendPlainError } from '../recordings/recordings-http.mjs';
import { handleDesktopConnect, handleDesktopPlayback } from '../desktop/routes.mjs';
import { acceptUpgrade, rejectUpgrade, relyingParty, sendEnvelope } from './upgrade.mjs';
import { assistRoutes } from '../assist/assist-mock.mjs';
import { loadContractKit, pathParams } from '../api/contract-kit.mjs';
import { createMockContext } from '../context.mjs';

/**
 * @typedef {import('ws').WebSocket} WebSocket
 * @typedef {import('node:stream').Duplex} Duplex
 * @typedef {import('../terminal/terminal-sessions.mjs').SessionRegistry} SessionRegistry
 *
 * @typedef {object} RouteContext
 * @property {http.IncomingMessage} req
 * @property {Duplex} socket
 * @property {Buffer} head
 * @property {URL} url                     parsed URL (path has /v1 stripped)
 * @property {Record<string,string>} params  path parameters of the operation (its template's names)
 * @property {WebSocketServer} wss
 * @property {WsMockOptions} options
 * @property {MockState} state
 *
 * @typedef {object} Route
 * @property {import('../../src/api/gen/operations').OperationId} operationId  the contract's socket operation it answers
 * @property {(ctx: RouteContext) => void} handle  must either reject (see rejectUpgrade) or call acceptUpgrade
 *
 * @typedef {object} MockState
 * @property {string} clusterName
 * @property {string} user        the Teleport user behind every bearer token
 * @property {SessionRegistry} registry
 * @property {import('../terminal/demo-shells.mjs').Disks} disks
 * @property {import('../recordings/recordings.mjs').RecordingStore} recordings  every session is recorded
 * @property {import('../context.mjs').MockContext} context  the mock world it shares with the store
 *
 * @typedef {object} TerminalSession   snake_case session as sent in the `s` envelope (schema `Session`)
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
 * @typedef {object} WsMockOptions
 * @property {string} [clusterName]   what `-current-` means (default "localhost")
 * @property {string} [owner]         the Teleport user behind every token (default "alice")
 * @property {Route[]} [routes]       override / extend the WebSocket handler table
 * @property {import('../api/mock-http.mjs').HttpRoute[]} [httpRoutes]  override the plain-HTTP table
 * @property {import('../recordings/recordings.mjs').RecordingStore} [recordings]  where sessions are recorded (default: a new store)
 * @property {import('../context.mjs').MockContext} [context]  the mock world shared with the store (default: one of its own)
 * @property {boolean} [seed]         start bob's session on db-1 (default true)
 * @property {number} [keepAliveMs]   ws ping interval (default 30 s)
 * @property {number} [lingerMs]      how long a session whose last party dropped stays joinable (default 60 s)
 * @property {number} [mfaTimeoutMs]  how long the MFA challenge waits (default 120 s)
 * @property {(msg: string) => void} [log]
 */

const MODES = ['observer', 'moderator', 'peer'];

/**
 * An error after the upgrade: the text in an `e` envelope, then a normal close.
 * @param {WebSocket} ws
 * @param {string} message
 */
function failSession(ws, message) {
  sendEnvelope(ws, EnvelopeType.ERROR, message);
  if (ws.readyState === ws.OPEN) ws.close(1000, 'error');
}

/** @param {RouteContext} ctx */
function handleTerminal(ctx) {
  const { url, socket, options, state, req } = ctx;
  if (!url.searchParams.get('access_token')) return rejectUpgrade(socket, 403, 'need auth');
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
  const joinSid = typeof params.sid === 'string' ? params.sid : '';
  if (!joinSid && (typeof params.server_id !== 'string' || !params.server_id)) return rejectUpgrade(socket, 400, 'missing server_id');
  if (!joinSid && (typeof params.login !== 'string' || !params.login)) return rejectUpgrade(socket, 400, 'missing login');
  if (params.mode !== undefined && params.mode !== '' && !MODES.includes(params.mode)) {
    return rejectUpgrade(socket, 400, `unknown participant mode "${String(params.mode)}"`);
  }
  const term = params.term && typeof params.term === 'object' ? params.term : {};
  const w = Number.isInteger(term.w) && term.w > 0 ? term.w : 80;
  const h = Number.isInteger(term.h) && term.h > 0 ? term.h : 25;
  if (w >= 4096 || h >= 4096) return rejectUpgrade(socket, 400, `term: bad dimensions(${w}x${h})`);

  const site = ctx.params.clusterId;
  const clusterName = site === '-current-' ? state.clusterName : site;
  const user = state.user;
  const remoteAddr = `${String(req.headers['x-forwarded-for'] || req.socket.remoteAddress || '')
    .split(',')
    .pop()
    ?.trim()}:${req.socket.remotePort ?? 0}`;

  acceptUpgrade(ctx, (ws) => {
    const keepAlive = setInterval(() => ws.readyState === ws.OPEN && ws.ping(), options.keepAliveMs ?? 30_000);
    keepAlive.unref();
    ws.on('error', () => ws.terminate());
    /** @type {((env: {type: string, payload: string}) => void) | null} */
    let onEnvelope = null;
    /** @type {NodeJS.Timeout | null} */
    let mfaTimer = null;
    ws.on('close', () => {
      clearInterval(keepAlive);
      if (mfaTimer) clearTimeout(mfaTimer);
    });
    ws.on('message', (data, isBinary) => {
      if (!isBinary) {
        ws.close(1003, 'expected binary frames'); // real server: non-binary frames end the session
        return;
      }
      let env;
      try {
        env = decodeEnvelope(/** @type {Buffer} */ (data));
      } catch {
        ws.close(1007, 'malformed envelope');
        return;
      }
      onEnvelope?.(env);
    });

    /** @param {import('../terminal/terminal-sessions.mjs').LiveSession} s @param {boolean} joining @param {any} mode */
    const attach = (s, joining, mode) => {
      const who = state.registry.attach(s, ws, { user, mode, remoteAddr, joining });
      onEnvelope = (env) => state.registry.receive(s, who, env);
    };

    if (joinSid) {
      const s = state.registry.get(joinSid);
      if (!s) return failSession(ws, `session "${joinSid}" not found or has ended`);
      const mode = params.mode || (s.json.owner === user ? 'peer' : 'observer');
      if (!s.modesFor(user).includes(mode)) {
        return failSession(ws, `access denied: ${user} may not join session ${joinSid} as ${mode}`);
      }
      return attach(s, true, mode);
    }

    const node = resolveNode(params.server_id);
    if (node.sshLogins.length && !node.sshLogins.includes(params.login)) {
      return failSession(ws, `access denied to ${user} connecting to ${params.login}@${node.hostname} on cluster ${clusterName}`);
    }
    const start = () => attach(state.registry.create({ node, login: params.login, term: { w, h }, owner: user }), false, 'peer');
    if (!node.mfa) return start();

    // Per-session MFA (the `n` envelope): the challenge comes before the session exists.
    const rp = relyingParty(req);
    const challenge = createMfaChallenge(rp.rpId);
    sendEnvelope(ws, EnvelopeType.WEBAUTHN_CHALLENGE, JSON.stringify(challenge.payload));
    mfaTimer = setTimeout(() => failSession(ws, 'timed out waiting for the MFA response'), options.mfaTimeoutMs ?? 120_000);
    mfaTimer.unref();
    onEnvelope = (env) => {
      if (env.type === EnvelopeType.CLOSE) return void ws.close(1000, 'cancelled');
      if (env.type !== EnvelopeType.WEBAUTHN_CHALLENGE) return; // nothing else counts before the MFA check
      if (mfaTimer) clearTimeout(mfaTimer);
      let answer;
      try {
        answer = JSON.parse(env.payload);
      } catch {
        return failSession(ws, 'failed to parse the MFA response');
      }
      const result = verifyAssertion(answer, { ...challenge.expected, origins: rp.origins });
      if (!result.ok) return failSession(ws, `MFA check failed: ${result.reason}`);
      start();
    };
  });
}

/** @type {Route[]} */
export const defaultRoutes = [
  { operationId: 'connectTerminal', handle: handleTerminal },
  { operationId: 'connectDesktop', handle: handleDesktopConnect },
  { operationId: 'playDesktopRecording', handle: handleDesktopPlayback },
  ...assistRoutes, // connectAssistant, executeCommand (mocks/assist/assist-mock.mjs)
];

/**
 * @param {WsMockOptions} [options]
 * @returns {http.Server & { state: MockState }}
 */
export function createWsMock(options = {}) {
  const routes = options.routes || defaultRoutes;
  const httpRoutes = options.httpRoutes || defaultHttpRoutes;
  const wss = new WebSocketServer({ noServer: true });
  /** @type {Set<Duplex>} */
  const sockets = new Set();
  const disks = createDisks();
  const clusterName = options.clusterName || 'localhost';
  const context = options.context ?? createMockContext();
  const recordings = options.recordings ?? createRecordingStore({ clusterName, audit: context.appendAuditEvent });
  context.recordings = recordings;
  /** @type {MockState} */
  const state = {
    clusterName,
    user: options.owner || DEMO_USER,
    disks,
    recordings,
    context,
    registry: createSessionRegistry({ clusterName, disks, recordings, lingerMs: options.lingerMs, log: options.log }),
  };
  if (options.seed !== false) seedSessions(state);

  const contract = loadContractKit();

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  async function answerHttp(req, res) {
    const at = locate(await contract, req.url || '/');
    const ops = at?.ops ?? [];
    const method = (req.method || 'GET').toUpperCase();
    const op = ops.find((o) => o.method === method && httpRoutes.some((r) => r.operationId === o.operationId));
    const route = op && httpRoutes.find((r) => r.operationId === op.operationId);
    if (!at || !op || !route) {
      req.resume();
      // Plain HTTP to a WebSocket endpoint, another method of a call answered here, or nothing at all.
      if (ops.some((o) => routes.some((r) => r.operationId === o.operationId))) return sendError(res, 400, 'websocket upgrade required');
      if (ops.some((o) => httpRoutes.some((r) => r.operationId === o.operationId))) return sendError(res, 405, 'method not allowed');
      return sendError(res, 404, 'not found');
    }
    const bearer = /^bearer\s+\S/i.test(String(req.headers.authorization || '')) || at.url.searchParams.has('access_token');
    if (!bearer) {
      req.resume();
      return route.plainErrors ? sendPlainError(res, 403, 'access denied') : sendError(res, 403, 'need auth');
    }
    const params = pathParams(op.path, at.path);
    await route.handle({ req, res, url: at.url, params, user: state.user, registry: state.registry, disks, recordings, context });
  }

  const server = http.createServer((req, res) => {
    answerHttp(req, res).catch((err) => {
      options.log?.(`ws-mock: ${req.method} ${req.url} failed: ${/** @type {Error} */ (err).stack}`);
      if (!res.headersSent) sendError(res, 500, 'internal error');
      else res.destroy();
    });
  });

  /** @param {http.IncomingMessage} req @param {Duplex} socket @param {Buffer} head */
  async function answerUpgrade(req, socket, head) {
    const at = locate(await contract, req.url || '/');
    const op = at?.ops.find((o) => o.method === 'GET' && routes.some((r) => r.operationId === o.operationId));
    const route = op && routes.find((r) => r.operationId === op.operationId);
    if (!at || !op || !route) {
      options.log?.(`ws-mock: no route for ${req.url}`);
      return rejectUpgrade(socket, 404, 'not found');
    }
    route.handle({ req, socket, head, url: at.url, params: pathParams(op.path, at.path), wss, options, state });
  }

  server.on('upgrade', (req, socket, head) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    answerUpgrade(req, socket, head).catch((err) => {
      options.log?.(`ws-mock: ${req.url} failed: ${/** @type {Error} */ (err).stack}`);
      rejectUpgrade(socket, 500, 'internal error');
    });
  });

  const close = server.close.bind(server);
  server.close = /** @type {any} */ (
    (/** @type {any} */ cb) => {
      state.registry.closeAll();
      for (const ws of wss.clients) ws.terminate();
      for (const s of sockets) s.destroy();
      wss.close();
      server.closeAllConnections?.();
      return close(cb);
    }
  );
  return Object.assign(server, { state });
}

/**
 * Somebody else is already at work: bob's session on db-1 (alice may watch or moderate it).
 * @param {MockState} state
 */
function seedSessions(state) {
  const db1 = /** @type {import('../terminal/demo-shells.mjs').MockNode} */ (NODES.find((n) => n.hostname === 'db-1'));
  state.registry.create({
    node: db1,
    login: 'root',
    term: { w: 120, h: 32 },
    owner: 'bob',
    sid: '6a1f3c2e-9b8d-4e7f-a5c4-3b2a1f0e9d8c',
    created: new Date(Date.now() - 12 * 60_000).toISOString(),
    modesFor: (viewer) => (viewer === 'bob' ? MODES : ['observer', 'moderator']),
    tickerMs: 3000,
    persistent: true,
    absentParties: [{ user: 'bob', remoteAddr: '198.51.100.23:52114' }],
  });
}

/**
 * The operations a request's path names (without /v1), with its parsed URL.
 * @param {import('../api/contract-kit.mjs').ContractKit} kit
 * @param {string} rawUrl
 * @returns {{ url: URL, path: string, ops: import('../api/contract-kit.mjs').OperationInfo[] } | null}
 */
function locate(kit, rawUrl) {
  let url;
  try {
    url = new URL(rawUrl, 'http://ws-mock.invalid');
  } catch {
    return null;
  }
  const path = url.pathname.replace(/^\/v1(?=\/)/, '');
  return { url, path, ops: kit.operationsAt(path) };
}
