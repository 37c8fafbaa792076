// @ts-check
/**
 * The recordings calls of the embedded default, answered by the WebSocket mock's HTTP side (the
 * recordings are made there, from the live terminal sessions; mocks/recordings/recordings.mjs):
 *
 *   GET /webapi/sites/{site}/events/search/sessions  searchSessionEvents  ?from&to&limit&startKey&order
 *   GET /webapi/sites/{site}/sessions/{sid}/events   getSessionEvents     ?after (logs session.recording.access
 *                                                    by the signed-in user, as the auth server does)
 *   GET /webapi/sites/{site}/sessions/{sid}/stream   streamSessionRecording ?offset&bytes (octet-stream;
 *                                                    errors in plain text, like Go's http.Error)
 */
import { recordingAccess } from '../api/audit-log.mjs';
import { MAX_STREAM_BYTES } from './recordings.mjs';

/**
 * @typedef {import('../api/mock-http.mjs').HttpContext} HttpContext
 * @typedef {import('../api/mock-http.mjs').HttpRoute} HttpRoute
 */

/** @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} body */
function json(res, status, body) {
  const text = status >= 400 ? JSON.stringify(body, null, 4) : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** @param {import('node:http').ServerResponse} res @param {number} status @param {string} message */
export function sendPlainError(res, status, message) {
  const body = `${message}\n`;
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** A whole number of a query parameter: undefined when absent, NaN when not a whole number. @param {URL} url @param {string} key */
function intParam(url, key) {
  const raw = url.searchParams.get(key);
  if (raw === null || raw === '') return undefined;
  return /^-?\d{1,15}$/.test(raw) ? Number(raw) : NaN;
}

/** Go's time.Parse(time.RFC3339, …) error, as the real proxy words it. @param {string} value */
const badTime = (value) =>
  `parsing time ${JSON.stringify(value)} as "2006-01-02T15:04:05Z07:00": cannot parse ${JSON.stringify(value)} as "2006"`;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** @param {HttpContext} ctx */
function search(ctx) {
  const { url, res } = ctx;
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  for (const value of [from, to])
    if (value && (!RFC3339.test(value) || Number.isNaN(Date.parse(value)))) return json(res, 400, { error: { message: badTime(value) } });
  const order = url.searchParams.get('order') ?? '';
  if (order && order !== 'asc' && order !== 'desc') {
    return json(res, 400, { error: { message: `parameter order must be "asc" or "desc", got ${JSON.stringify(order)}` } });
  }
  const limit = intParam(url, 'limit');
  if (limit !== undefined && !(limit >= 0))
    return json(res, 400, { error: { message: `invalid limit ${JSON.stringify(url.searchParams.get('limit'))}` } });
  const page = ctx.recordings.search({
    from: from || undefined,
    to: to || undefined,
    limit,
    startKey: url.searchParams.get('startKey') || undefined,
    order: order === 'asc' ? 'asc' : 'desc',
  });
  json(res, 200, page);
}

/** @param {HttpContext} ctx */
function events(ctx) {
  const rec = ctx.recordings.get(ctx.params.sid ?? '');
  if (!rec) return json(ctx.res, 404, { error: { message: `session recording ${ctx.params.sid} is not found` } });
  const after = intParam(ctx.url, 'after');
  if (Number.isNaN(after) || (after !== undefined && after < 0)) {
    return json(ctx.res, 400, { error: { message: 'after must be a non-negative integer' } });
  }
  // Reading a recording's events is playing it: the auth server logs who did (T2012I).
  ctx.context.appendAuditEvent(recordingAccess({ sid: rec.sid, user: ctx.user, clusterName: rec.end.cluster_name }));
  const all = rec.events();
  json(ctx.res, 200, { events: after === undefined ? all : all.filter((e) => (e.ei ?? 0) > after), startKey: '' });
}

/** @param {HttpContext} ctx */
function stream(ctx) {
  const { url, res } = ctx;
  const offset = intParam(url, 'offset') ?? 0;
  if (!(offset >= 0)) return sendPlainError(res, 400, 'offset must be a non-negative integer');
  const max = intParam(url, 'bytes') ?? MAX_STREAM_BYTES;
  if (!(max >= 0 && max <= MAX_STREAM_BYTES))
    return sendPlainError(res, 400, `bytes must be a positive integer no greater than ${MAX_STREAM_BYTES}`);
  const rec = ctx.recordings.get(ctx.params.sid ?? '');
  if (!rec) return sendPlainError(res, 404, `session recording ${ctx.params.sid} is not found`);
  const all = rec.bytes();
  const chunk = all.subarray(Math.min(offset, all.length), Math.min(offset + max, all.length));
  res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': chunk.length, 'Cache-Control': 'no-store' });
  res.end(chunk);
}

/** @type {HttpRoute[]} */
export const recordingRoutes = [
  { operationId: 'searchSessionEvents', handle: search },
  { operationId: 'getSessionEvents', handle: events },
  { operationId: 'streamSessionRecording', handle: stream, plainErrors: true },
];
