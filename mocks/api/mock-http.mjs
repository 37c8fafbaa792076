// @ts-check
/**
 * The plain-HTTP calls the WebSocket mock answers, because they need its live state or move
 * real bytes (Prism, which answers the rest from the contract, can do neither):
 *
 *   GET  /webapi/sites/{site}/sessions                        live sessions ({sessions: Session[]})
 *   GET  /webapi/sites/{site}/nodes/{server}/{login}/scp      download ?location=&filename=
 *   POST /webapi/sites/{site}/nodes/{server}/{login}/scp      upload (multipart, the file part)
 *   the recordings list, a recording's events and its bytes  (mocks/recordings/recordings-http.mjs)
 *
 * Each route names its contract operation, whose method and path find it (mocks/ws/ws-mock.mjs);
 * the gateway sends these operations here in mock mode (WS_MOCK_OPERATIONS,
 * mocks/gateway/mock-mode.mjs) and checks their JSON answers against the contract.
 */
import { resolveNode } from '../terminal/demo-shells.mjs';
import { recordingRoutes } from '../recordings/recordings-http.mjs';

export const MAX_UPLOAD_BYTES = 256 * 1024 * 1024;

/**
 * @typedef {object} HttpContext
 * @property {import('node:http').IncomingMessage} req
 * @property {import('node:http').ServerResponse} res
 * @property {URL} url
 * @property {Record<string, string>} params
 * @property {string} user
 * @property {import('../terminal/terminal-sessions.mjs').SessionRegistry} registry
 * @property {import('../terminal/demo-shells.mjs').Disks} disks
 * @property {import('../recordings/recordings.mjs').RecordingStore} recordings
 * @property {import('../context.mjs').MockContext} context
 *
 * @typedef {object} HttpRoute
 * @property {import('../../src/api/gen/operations').OperationId} operationId  the contract operation it answers (its method and path)
 * @property {(ctx: HttpContext) => void | Promise<void>} handle
 * @property {boolean} [plainErrors]  errors in plain text, not JSON (the recording stream)
 */

/**
 * The real backend's error shape: {"error":{"message":…}}, 4-space indent.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
export function sendError(res, status, message) {
  const body = JSON.stringify({ error: { message } }, null, 4);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** @param {import('node:http').ServerResponse} res @param {unknown} value */
function sendJson(res, value) {
  const body = JSON.stringify(value);
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * Read the request body, up to `limit` bytes (null when larger).
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | null>}
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let over = false;
    req.on('data', (c) => {
      size += c.length;
      if (size > limit) over = true;
      else chunks.push(c);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The first file part of a multipart/form-data body.
 * @param {Buffer} body
 * @param {string} contentType
 * @returns {{ filename: string, bytes: Buffer } | null}
 */
export function parseMultipartFile(body, contentType) {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = m ? (m[1] ?? m[2]) : null;
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  let pos = body.indexOf(delimiter);
  while (pos !== -1) {
    const start = pos + delimiter.length;
    if (body.subarray(start, start + 2).toString() === '--') return null; // closing delimiter
    const headerEnd = body.indexOf('\r\n\r\n', start);
    if (headerEnd === -1) return null;
    const headers = body.subarray(start, headerEnd).toString('utf8');
    const next = body.indexOf(Buffer.from(`\r\n--${boundary}`), headerEnd + 4);
    if (next === -1) return null;
    const fn = /filename="([^"]*)"/i.exec(headers);
    if (fn) return { filename: fn[1] ?? '', bytes: body.subarray(headerEnd + 4, next) };
    pos = next + 2;
  }
  return null;
}

/** @param {HttpContext} ctx */
function listSessions(ctx) {
  sendJson(ctx.res, { sessions: ctx.registry.list(ctx.user) });
}

/** @param {HttpContext} ctx */
async function scp(ctx) {
  const { req, res, url, params, disks, registry } = ctx;
  const node = resolveNode(params.serverId ?? '');
  const login = params.login ?? '';
  if (node.sshLogins.length && !node.sshLogins.includes(login)) {
    req.resume();
    return sendError(res, 403, `access denied to ${ctx.user} connecting to ${login}@${node.hostname}`);
  }
  const location = url.searchParams.get('location') ?? '';
  const filename = url.searchParams.get('filename') ?? '';
  const requestId = url.searchParams.get('fileTransferRequestId') ?? '';
  const moderatedSid = url.searchParams.get('moderatedSessionId') ?? '';
  const download = req.method === 'GET';
  if (!location) {
    req.resume();
    return sendError(res, 400, 'missing parameter location');
  }
  if (Boolean(requestId) !== Boolean(moderatedSid)) {
    req.resume();
    return sendError(res, 400, 'fileTransferRequestId and moderatedSessionId must both be included in the same request.');
  }
  if (node.moderated) {
    const approved = requestId ? registry.takeApprovedTransfer(moderatedSid, requestId, { download, location }) : null;
    if (!approved) {
      req.resume();
      return sendError(res, 403, `file transfers on ${node.hostname} need a moderator's approval in the moderated session`);
    }
  }

  if (download) {
    const abs = disks.resolvePath(login, location);
    if (disks.isDir(node.id, abs)) {
      return sendError(res, 400, 'transferring directories through the Web UI is not supported at the moment, please use tsh scp -r');
    }
    const bytes = disks.read(node.id, abs);
    if (!bytes) return sendError(res, 404, `stat ${abs}: file does not exist`);
    const name = (filename || abs.split('/').pop() || 'download').replace(/["\\\r\n]/g, '_');
    res.writeHead(200, {
      'Content-Type': 'application/octet-stream',
      'Content-Length': bytes.length,
      'Content-Disposition': `attachment; filename="${name}"`,
    });
    return void res.end(bytes);
  }

  const contentType = String(req.headers['content-type'] ?? '');
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    req.resume();
    return sendError(res, 400, 'upload must be multipart/form-data');
  }
  const body = await readBody(req, MAX_UPLOAD_BYTES + 64 * 1024);
  if (!body) return sendError(res, 413, `file is larger than the mock's ${MAX_UPLOAD_BYTES / 1048576} MiB limit`);
  const part = parseMultipartFile(body, contentType);
  if (!part) return sendError(res, 400, 'the upload has no file part');
  const name = filename || part.filename;
  if (!name || name.includes('/')) return sendError(res, 400, 'missing or invalid parameter filename');
  const dest = disks.resolvePath(login, location);
  const target = location.endsWith('/') || disks.isDir(node.id, dest) ? `${dest === '/' ? '' : dest}/${name}` : dest;
  disks.write(node.id, target, Buffer.from(part.bytes));
  res.writeHead(200, { 'Content-Length': 0 });
  res.end();
}

/** @type {HttpRoute[]} */
export const httpRoutes = [
  { operationId: 'listActiveSessions', handle: listSessions },
  { operationId: 'downloadFile', handle: scp },
  { operationId: 'uploadFile', handle: scp },
  ...recordingRoutes,
];

/** The contract operations answered here (the gateway sends them here in mock mode). */
export const WS_MOCK_OPERATIONS = Object.freeze(httpRoutes.map((route) => route.operationId));
