// @ts-check
/**
 * The wire formats of the assistant's command socket (`/webapi/command/{site}/execute?params=…`),
 * shared by the browser (src/features/assist/command-session.ts) and the mock
 * (mocks/assist/assist-command.mjs). Types in assist-exec-wire.d.mts. The socket carries binary
 * envelopes (src/shared/wire/envelope.mjs): `s` session metadata per node, `r` whose payload is the
 * JSON `{node_id, type, payload}` (payload = base64 bytes; type stdout/stderr/teleport-error/
 * summary), `c` `{node_id}` when a node is done, `e` error text. Parsers never throw (see
 * assist-wire.mjs, whose helpers they use).
 */
import { asObject, fail, isObject, ok, str } from './assist-wire.mjs';

/**
 * @template T
 * @typedef {import('./assist-wire.mjs').Result<T>} Result
 */

/** `type` of a command socket output frame. */
export const CommandOutputType = Object.freeze({
  STDOUT: 'stdout',
  STDERR: 'stderr',
  TELEPORT_ERROR: 'teleport-error',
  SUMMARY: 'summary',
});

/** @type {ReadonlySet<string>} */
const OUTPUT_TYPES = new Set(Object.values(CommandOutputType));

/**
 * @typedef {{ command: string, login: string, query: string, conversation_id: string, execution_id: string }} CommandExecutionParams
 */

/**
 * The `params` query value (JSON text; the caller URL-encodes it, e.g. with URLSearchParams).
 * @param {CommandExecutionParams} p
 * @returns {string}
 */
export function buildExecutionParams({ command, login, query, conversation_id, execution_id }) {
  return JSON.stringify({ command, login, query, conversation_id, execution_id });
}

/**
 * Parse `params` (mock side). All five keys are required and non-empty, as the backend checks.
 * @param {unknown} input JSON text or object
 * @returns {Result<CommandExecutionParams>}
 */
export function parseExecutionParams(input) {
  const o = asObject(input, 'params');
  if (!o.ok) return o;
  /** @type {Record<string, string>} */
  const out = {};
  for (const key of ['command', 'login', 'query', 'conversation_id', 'execution_id']) {
    const v = str(o.value, key, { required: true });
    if (!v.ok) return fail(`params: ${v.reason}`);
    out[key] = v.value;
  }
  return ok(/** @type {CommandExecutionParams} */ (out));
}

/** @typedef {'stdout' | 'stderr' | 'teleport-error' | 'summary'} CommandOutputKind */

/**
 * The JSON text of one output frame (the payload of an `r` envelope).
 * @param {{ nodeId: string, type: CommandOutputKind, data: string | Uint8Array }} out
 *   `data` text is UTF-8 encoded; bytes are sent as they are (may end mid-character)
 * @returns {string}
 */
export function buildCommandOutput({ nodeId, type, data }) {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return JSON.stringify({ node_id: nodeId, type, payload: bytesToBase64(bytes) });
}

/**
 * Parse one output frame. `node_id` is "" on the summary.
 * @param {unknown} input JSON text (an `r` envelope's payload) or object
 * @returns {Result<{ nodeId: string, type: CommandOutputKind, bytes: Uint8Array }>}
 */
export function parseCommandOutput(input) {
  const o = asObject(input, 'output');
  if (!o.ok) return o;
  const nodeId = str(o.value, 'node_id');
  if (!nodeId.ok) return nodeId;
  const type = o.value.type;
  if (typeof type !== 'string' || !OUTPUT_TYPES.has(type)) return fail(`output: unknown type ${String(type)}`);
  const payload = str(o.value, 'payload', { allowEmpty: true }); // Go marshals empty bytes as null
  if (!payload.ok) return payload;
  const bytes = base64ToBytes(payload.value);
  if (!bytes) return fail('output: payload is not base64');
  return ok({ nodeId: nodeId.value, type: /** @type {CommandOutputKind} */ (type), bytes });
}

/**
 * Payload of a `c` envelope: the node whose run ended.
 * @param {unknown} input
 * @returns {Result<{ nodeId: string }>}
 */
export function parseCommandSessionEnd(input) {
  const o = asObject(input, 'session end');
  if (!o.ok) return o;
  const nodeId = str(o.value, 'node_id', { required: true });
  return nodeId.ok ? ok({ nodeId: nodeId.value }) : nodeId;
}

/**
 * Payload of an `s` envelope on the command socket: `{session: {...}}` of the node's run.
 * @param {unknown} input
 * @returns {Result<{ sessionId: string, serverId: string, serverHostname: string, login: string }>}
 */
export function parseCommandSessionMetadata(input) {
  const o = asObject(input, 'session metadata');
  if (!o.ok) return o;
  const s = o.value.session;
  if (!isObject(s)) return fail('session metadata: session is not an object');
  const sessionId = str(s, 'id');
  const serverId = str(s, 'server_id', { required: true });
  const serverHostname = str(s, 'server_hostname');
  const login = str(s, 'login');
  for (const r of [sessionId, serverId, serverHostname, login]) if (!r.ok) return r;
  return ok({
    sessionId: /** @type {{value:string}} */ (sessionId).value,
    serverId: /** @type {{value:string}} */ (serverId).value,
    serverHostname: /** @type {{value:string}} */ (serverHostname).value,
    login: /** @type {{value:string}} */ (login).value,
  });
}

// ---------------------------------------------------------------------------------------------
// Base64 and streaming UTF-8
// ---------------------------------------------------------------------------------------------

/**
 * @param {Uint8Array} bytes
 * @returns {string}
 */
export function bytesToBase64(bytes) {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(bin);
}

const BASE64_RE = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Standard base64 (padding optional) -> bytes, or null when it is not base64.
 * @param {string} text
 * @returns {Uint8Array | null}
 */
export function base64ToBytes(text) {
  const clean = text.replace(/\s+/g, '');
  if (!BASE64_RE.test(clean) || clean.length % 4 === 1) return null;
  let bin;
  try {
    bin = atob(clean);
  } catch {
    return null;
  }
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/**
 * A per-node UTF-8 decoder: a character split across two frames of one node's stream comes out
 * whole; nodes (and stdout/stderr of one node) never mix. Invalid bytes become U+FFFD.
 * `end` flushes what is left of a node's streams (call it when the node is done).
 * @returns {{ push(nodeId: string, bytes: Uint8Array, stream?: string): string, end(nodeId: string): string }}
 */
export function createNodeOutputDecoder() {
  /** @type {Map<string, Map<string, TextDecoder>>} */
  const nodes = new Map();
  return {
    push(nodeId, bytes, stream = CommandOutputType.STDOUT) {
      let streams = nodes.get(nodeId);
      if (!streams) {
        streams = new Map();
        nodes.set(nodeId, streams);
      }
      let d = streams.get(stream);
      if (!d) {
        d = new TextDecoder('utf-8', { fatal: false });
        streams.set(stream, d);
      }
      return d.decode(bytes, { stream: true });
    },
    end(nodeId) {
      const streams = nodes.get(nodeId);
      nodes.delete(nodeId);
      let rest = '';
      if (streams) for (const d of streams.values()) rest += d.decode();
      return rest;
    },
  };
}
