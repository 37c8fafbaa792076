// The drift check's socket pass (`--sockets`): opens the WebSocket routes of the contract on a
// live proxy, reads their first messages and checks each against the message schemas the socket
// operation lists in `x-websocket-messages.serverToClient` (openapi/paths/sockets.yaml):
//
//   connectTerminal   a new SSH session on --node as --login: every binary frame is decoded as a
//                     protobuf Envelope (the console's own codec, src/shared/wire/envelope.mjs) and
//                     checked as `TerminalEnvelope`; the JSON payloads of types s, a and n against
//                     `TerminalSessionMetadata`, `TerminalAuditEvent` and `MfaChallenge`. Ends with
//                     a close envelope (`c`) and a normal close, which ends the session.
//   connectAssistant  only when the web config says `assistEnabled`: a conversation is created as
//                     the console does (createAssistantConversation), its socket opened and the
//                     greeting checked (JSON text frames); the socket is closed and the
//                     conversation deleted (deleteAssistantConversation).
//   connectDesktop    only with --desktop NAME: the first TDP messages, each checked for its type
//                     byte (`DesktopMessageType`), its direction (the schema's table) and its
//                     layout (src/shared/wire/tdp-codec.mjs); then a normal close.
//
// Each socket is one row of the drift table; a violation carries the frame it was found in and
// its JSON path inside the decoded message. A socket refused before the upgrade is checked like
// an HTTP answer (documented 400/403 with a JSON error body). A socket that was asked for but
// gave nothing to check (no session metadata, no greeting, an error instead) is `incomplete`.
import { WebSocket } from 'ws';
import { decodeEnvelope, encodeEnvelope } from '../../src/shared/wire/envelope.mjs';
import { decodeTdp, tdpTypeName } from '../../src/shared/wire/tdp-codec.mjs';

/** What the table says when the pass was not asked for. */
export const SOCKETS_NOT_CHECKED = 'sockets: not checked (opens sessions; pass --sockets --node NAME --login LOGIN [--desktop NAME])';

/** Envelope types whose payload is JSON, and the schema (by title) that describes it. */
const ENVELOPE_PAYLOADS = { s: 'TerminalSessionMetadata', a: 'TerminalAuditEvent', n: 'MfaChallenge' };

/** How long a socket stays quiet after its first message before we stop reading. */
const SETTLE_MS = 300;
/** At most this many frames are read from one socket. */
const MAX_FRAMES = 20;
/** At most this long for one socket's first messages. */
const MAX_WAIT_MS = 10_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The URL of a socket route: ws(s) on the upstream's host, the /v1 prefix the console uses. */
function socketUrl(o, path, query) {
  const u = new URL(`/v1${path}`, o.upstream);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  u.search = new URLSearchParams({ access_token: o.token, ...query }).toString();
  return u.toString();
}

/** The request column: no token, the JSON of `params` readable. */
function shownRequest(path, query) {
  const parts = ['access_token=…', ...Object.entries(query).map(([k, v]) => `${k}=${v}`)];
  return `WS /v1${path}?${parts.join('&')}`;
}

/**
 * Open a socket and keep every frame it sends from the first. Resolves with the open socket,
 * with the HTTP answer that refused the upgrade, or with the error that kept it from opening.
 */
function openSocket(o, url) {
  return new Promise((resolve) => {
    const frames = [];
    const state = { closed: null, lastAt: 0 };
    const headers = o.cookie ? { Cookie: o.cookie } : {};
    const ws = new WebSocket(url, { headers, rejectUnauthorized: !o.insecure, handshakeTimeout: o.timeout, perMessageDeflate: false });
    let settled = false;
    const done = (v) => {
      if (!settled) {
        settled = true;
        resolve(v);
      }
    };
    ws.on('message', (data, isBinary) => {
      frames.push({ data: Buffer.isBuffer(data) ? data : Buffer.from(data), isBinary });
      state.lastAt = Date.now();
    });
    ws.on('close', (code, reason) => {
      state.closed = { code, reason: String(reason) };
    });
    ws.on('error', (err) => done({ error: err.message }));
    ws.on('open', () => done({ ws, frames, state }));
    ws.on('unexpected-response', (req, res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        done({ res: { status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') } });
        req.destroy();
      });
      res.on('error', () => done({ error: `answered ${res.statusCode} and broke off` }));
    });
  });
}

/** Read until `enough(frames)` and a quiet moment, the socket closes, MAX_FRAMES, or the deadline. */
async function readFirst(sock, o, enough) {
  const deadline = Date.now() + Math.min(o.timeout, MAX_WAIT_MS);
  while (Date.now() < deadline) {
    if (sock.state.closed || sock.frames.length >= MAX_FRAMES) return;
    if (enough(sock.frames) && Date.now() - sock.state.lastAt >= SETTLE_MS) return;
    await sleep(25);
  }
}

/** Close cleanly (after `last`, a frame to send first): a normal close, waited for. */
async function closeSocket(sock, last) {
  const { ws } = sock;
  if (ws.readyState === WebSocket.OPEN) {
    if (last) ws.send(last, { binary: true });
    ws.close(1000, 'drift check done');
  }
  const until = Date.now() + 2000;
  while (ws.readyState !== WebSocket.CLOSED && Date.now() < until) await sleep(20);
  if (ws.readyState !== WebSocket.CLOSED) ws.terminate();
}

/** The message schemas (dereferenced) a socket operation lists for server-to-client frames, by title. */
function serverSchemas(entry) {
  const list = entry.op['x-websocket-messages']?.serverToClient ?? [];
  return new Map(list.filter((s) => s && typeof s === 'object').map((s) => [s.title, s]));
}

/** The value against the first schema it satisfies; else the violations of the closest one. */
function checkAgainstAny(ctx, schemas, data) {
  let best;
  for (const [title, schema] of schemas) {
    const r = { title, ...ctx.checkData(schema, data) };
    if (!r.violations.length) return r;
    if (!best || r.violations.length < best.violations.length) best = r;
  }
  return best ?? { title: '', violations: [], warnings: [] };
}

/** Violations and warnings of one frame, labelled with where they were found. */
function labelled(label, { violations = [], warnings = [] }) {
  return {
    violations: violations.map((v) => ({ frame: label, ...v })),
    warnings: warnings.map((v) => ({ frame: label, ...v })),
  };
}

function newRow(operation, request) {
  return { operation, request, status: '', result: '', violations: [], warnings: [], frames: [] };
}

function add(row, { violations, warnings }) {
  row.violations.push(...violations);
  row.warnings.push(...warnings);
}

/** The row of a socket that was refused or never opened. */
function notOpened(ctx, row, entry, opened) {
  if (opened.res) {
    const checked = ctx.checkResponse(entry, opened.res);
    row.status = String(opened.res.status);
    add(row, { violations: checked.violations, warnings: checked.warnings ?? [] });
    row.result = checked.result === 'ok' ? `not upgraded (${opened.res.status})` : checked.result;
    if (row.result !== 'DRIFT') row.incomplete = `the upgrade was refused: ${opened.res.status}${quoted(checked.errorMessage)}`;
  } else {
    row.status = 'error';
    row.result = `no answer: ${opened.error}`;
    row.incomplete = `it did not open: ${opened.error}`;
  }
}

const quoted = (s) => (s ? ` "${String(s).slice(0, 120)}"` : '');

// -------------------------------------------------------------------------------- terminal

/** Check one terminal frame; returns its envelope (or null). */
function terminalFrame(ctx, schemas, row, frame, n) {
  if (!frame.isBinary) {
    add(row, labelled(`frame ${n}`, { violations: [{ path: '(frame)', message: 'expected a binary envelope, got a text frame' }] }));
    return null;
  }
  let env;
  try {
    env = decodeEnvelope(frame.data);
  } catch (err) {
    add(row, labelled(`frame ${n}`, { violations: [{ path: '(frame)', message: `not a protobuf Envelope: ${err.message}` }] }));
    return null;
  }
  row.frames.push(env.type || '?');
  const envelope = { Version: env.version, Type: env.type, Payload: env.payload };
  const envSchema = schemas.get('TerminalEnvelope');
  if (envSchema) add(row, labelled(`frame ${n} (envelope)`, ctx.checkData(envSchema, envelope)));
  const title = ENVELOPE_PAYLOADS[env.type];
  const schema = title && schemas.get(title);
  if (schema) {
    const label = `frame ${n} (${env.type}: ${title})`;
    let data;
    try {
      data = JSON.parse(env.payload);
    } catch {
      add(
        row,
        labelled(label, { violations: [{ path: '$', message: `payload is not JSON: ${JSON.stringify(env.payload.slice(0, 60))}` }] }),
      );
      return env;
    }
    add(row, labelled(label, ctx.checkData(schema, data)));
  }
  return env;
}

async function checkTerminal(ctx, entry) {
  const { o, state } = ctx;
  const site = `/webapi/sites/${encodeURIComponent(state.cluster)}/connect`;
  // The console sends the node's ID; a host name is accepted too.
  const known = (state.nodes ?? []).find((n) => n?.id === o.node || n?.hostname === o.node);
  const params = JSON.stringify({ server_id: known?.id ?? o.node, login: o.login, term: { w: 80, h: 25 } });
  const row = newRow('connectTerminal', shownRequest(site, { params }));
  const opened = await openSocket(o, socketUrl(o, site, { params }));
  if (!opened.ws) {
    notOpened(ctx, row, entry, opened);
    return row;
  }
  row.status = '101';
  const stop = (frames) =>
    frames.some((f) => {
      try {
        return f.isBinary && 'scen'.includes(decodeEnvelope(f.data).type || '-');
      } catch {
        return true;
      }
    });
  try {
    await readFirst(opened, o, stop);
  } finally {
    await closeSocket(opened, encodeEnvelope({ type: 'c' }));
  }
  const schemas = serverSchemas(entry);
  const envelopes = opened.frames.map((f, i) => terminalFrame(ctx, schemas, row, f, i + 1)).filter(Boolean);
  const first = envelopes.find((e) => 'scen'.includes(e.type));
  if (row.violations.length) row.result = 'DRIFT';
  else if (first?.type === 's') row.result = 'ok';
  else if (first?.type === 'n') {
    row.result = 'ok';
    row.detail = 'the node asks for per-session MFA: only the challenge was checked';
  } else {
    const why = first
      ? `the server sent ${first.type}${quoted(first.payload)}`
      : opened.state.closed
        ? `the server closed the socket (${opened.state.closed.code})`
        : `nothing within ${Math.min(o.timeout, MAX_WAIT_MS)} ms`;
    row.result = `not checked: no session metadata (${why})`;
    row.incomplete = `no terminal session on ${o.node} as ${o.login}: ${why}`;
  }
  return row;
}

// ------------------------------------------------------------------------------- assistant

async function checkAssistant(ctx, entry) {
  const { o, state, ops } = ctx;
  const rows = [];
  const create = ops.get('createAssistantConversation');
  const remove = ops.get('deleteAssistantConversation');
  const site = `/webapi/sites/${encodeURIComponent(state.cluster)}/assistant`;
  if (!create) {
    const row = newRow('connectAssistant', shownRequest(site, { conversation_id: '…' }));
    row.result = 'skipped (createAssistantConversation is not in this contract)';
    return [row];
  }
  const created = await ctx.http(create, 'POST', '/v1/webapi/assistant/conversations');
  rows.push(created.row);
  const id = created.data?.id;
  const row = newRow('connectAssistant', shownRequest(site, { conversation_id: id ?? '…' }));
  rows.push(row);
  if (typeof id !== 'string' || !id) {
    row.result = 'skipped (no conversation was created)';
    row.incomplete = 'no conversation was created to open';
    return rows;
  }
  try {
    const opened = await openSocket(o, socketUrl(o, site, { conversation_id: id }));
    if (!opened.ws) {
      notOpened(ctx, row, entry, opened);
      return rows;
    }
    row.status = '101';
    try {
      await readFirst(opened, o, (frames) => frames.length > 0);
    } finally {
      await closeSocket(opened);
    }
    const schemas = serverSchemas(entry);
    const messages = [];
    opened.frames.forEach((f, i) => {
      const n = i + 1;
      if (f.isBinary) {
        add(row, labelled(`frame ${n}`, { violations: [{ path: '(frame)', message: 'expected a JSON text frame, got a binary one' }] }));
        return;
      }
      let data;
      try {
        data = JSON.parse(f.data.toString('utf8'));
      } catch {
        add(
          row,
          labelled(`frame ${n}`, {
            violations: [{ path: '$', message: `not JSON: ${JSON.stringify(f.data.toString('utf8').slice(0, 60))}` }],
          }),
        );
        return;
      }
      messages.push(data);
      row.frames.push(typeof data?.type === 'string' ? data.type : '?');
      const checked = checkAgainstAny(ctx, schemas, data);
      add(row, labelled(`frame ${n}${checked.title ? ` (${checked.title})` : ''}`, checked));
    });
    const first = messages[0];
    if (row.violations.length) row.result = 'DRIFT';
    else if (first && first.type !== 'CHAT_MESSAGE_ERROR') row.result = 'ok';
    else {
      const why = first
        ? `the server sent CHAT_MESSAGE_ERROR${quoted(first.payload)}`
        : `no message within ${Math.min(o.timeout, MAX_WAIT_MS)} ms`;
      row.result = `not checked: no greeting (${why})`;
      row.incomplete = `no assistant greeting: ${why}`;
    }
  } finally {
    // The conversation was ours: remove it again.
    if (remove) rows.push((await ctx.http(remove, 'DELETE', `/v1/webapi/assistant/conversations/${encodeURIComponent(id)}`)).row);
  }
  return rows;
}

// --------------------------------------------------------------------------------- desktop

/** Message types the schema's table says only the client sends (an empty set when it has no table). */
function clientOnlyTypes(typeSchema) {
  const out = new Set();
  for (const line of String(typeSchema?.description ?? '').split('\n')) {
    const m = /^\|\s*(\d+)\s*\|.*\|\s*client\s*(?:→|->)\s*server\s*\|\s*$/.exec(line.trim());
    if (m) out.add(Number(m[1]));
  }
  return out;
}

async function checkDesktop(ctx, entry) {
  const { o, state } = ctx;
  const path = `/webapi/sites/${encodeURIComponent(state.cluster)}/desktops/${encodeURIComponent(o.desktop)}/connect`;
  const listed = (state.desktops ?? []).find((d) => d?.name === o.desktop);
  const username = o.desktopLogin || (Array.isArray(listed?.logins) && listed.logins[0]) || o.login;
  const query = { username, width: '1280', height: '720' };
  const row = newRow('connectDesktop', shownRequest(path, query));
  const opened = await openSocket(o, socketUrl(o, path, query));
  if (!opened.ws) {
    notOpened(ctx, row, entry, opened);
    return row;
  }
  row.status = '101';
  try {
    await readFirst(opened, o, (frames) => frames.length > 0);
  } finally {
    await closeSocket(opened);
  }
  const typeSchema = entry.op['x-websocket-messages']?.messageTypes;
  const clientOnly = clientOnlyTypes(typeSchema);
  const messages = [];
  opened.frames.forEach((f, i) => {
    const label = `frame ${i + 1}`;
    if (!f.isBinary || f.data.length === 0) {
      add(
        row,
        labelled(label, {
          violations: [{ path: '(frame)', message: f.isBinary ? 'empty message' : 'expected a binary TDP message, got a text frame' }],
        }),
      );
      return;
    }
    const type = f.data[0];
    row.frames.push(String(type));
    const name = `${label} (${tdpTypeName(type)})`;
    if (typeSchema) {
      const checked = ctx.checkData(typeSchema, type);
      if (checked.violations.length) {
        add(row, labelled(name, { violations: checked.violations.map((v) => ({ ...v, path: '$.type' })) }));
        return;
      }
    }
    if (clientOnly.has(type)) {
      add(
        row,
        labelled(name, { violations: [{ path: '$.type', message: `type ${type} is sent by the client only, got it from the server` }] }),
      );
      return;
    }
    try {
      messages.push(decodeTdp(f.data));
    } catch (err) {
      add(row, labelled(name, { violations: [{ path: '(frame)', message: err.message }] }));
    }
  });
  const refusal = messages.find((m) => m.type === 28 && m.severity === 2);
  if (row.violations.length) row.result = 'DRIFT';
  else if (messages.length && !refusal) {
    row.result = 'ok';
    if (messages[0].type === 10) row.detail = 'the desktop asks for per-session MFA: only the challenge was checked';
  } else {
    const why = refusal
      ? `the server sent an error notification${quoted(refusal.message)}`
      : `nothing within ${Math.min(o.timeout, MAX_WAIT_MS)} ms`;
    row.result = `not checked: no desktop session (${why})`;
    row.incomplete = `no desktop session on ${o.desktop} as ${username}: ${why}`;
  }
  return row;
}

// ------------------------------------------------------------------------------------ pass

/**
 * The socket rows, in the drift table's shape.
 * @param {object} ctx  { o, ops, state, checkData(schema, data), checkResponse(entry, res),
 *   http(entry, method, path): Promise<{row, data}>, skipWhy: string }  skipWhy: why nothing
 *   behind the sign-in can be checked ('' when it can)
 */
export async function runSocketPass(ctx) {
  const { o, ops, state } = ctx;
  const planned = [
    { id: 'connectTerminal', run: checkTerminal },
    {
      id: 'connectAssistant',
      run: checkAssistant,
      off: () => (state.assistEnabled ? '' : 'the assistant is off in the web config (assistEnabled)'),
    },
    { id: 'connectDesktop', run: checkDesktop, off: () => (o.desktop ? '' : 'no --desktop NAME given') },
  ];
  // The sockets are independent sessions: opened side by side, reported in this order.
  const results = await Promise.all(
    planned.map(async (step) => {
      const entry = ops.get(step.id);
      const skip = (why) => [{ ...newRow(step.id, entry ? `WS /v1${entry.path}` : ''), result: `skipped (${why})` }];
      if (!entry) return skip('not in this contract');
      if (ctx.skipWhy) return skip(ctx.skipWhy);
      if (!state.cluster) return skip('no cluster name: use --cluster');
      if (step.off?.()) return skip(step.off());
      const out = await step.run(ctx, entry);
      return Array.isArray(out) ? out : [out];
    }),
  );
  return results.flat();
}
