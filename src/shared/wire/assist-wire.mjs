// @ts-check
/**
 * The wire formats of the assistant (Assist), shared by the browser (src/features/assist) and
 * the mock (mocks/assist-*.mjs). Types in assist-wire.d.mts; the JS file is the source of truth.
 *
 * 1. The chat socket (`/webapi/sites/{site}/assistant?conversation_id=…`) and the stored
 *    conversation (`GET /webapi/assistant/conversations/{id}`) carry `AssistantMessage`
 *    objects `{type, created_time, payload}`; `payload` is always a string whose meaning
 *    depends on `type` (plain text, or JSON text for COMMAND, COMMAND_RESULT,
 *    COMMAND_RESULT_SUMMARY and CHAT_MESSAGE_PROGRESS_UPDATE).
 * 2. The command socket's formats are in assist-exec-wire.mjs (it uses the parse helpers
 *    exported here: ok, fail, isObject, asObject, str).
 *
 * Builders are for the mock (and the browser's outgoing frames); parsers are tolerant: they
 * never throw, return `{ok:true, value}` or `{ok:false, reason}`, reject wrong types and
 * ignore unknown extra fields. No dependencies; Node runs it as is, Vite bundles it.
 */

/** Every `AssistantMessage.type` (openapi AssistantMessageType). */
export const AssistMessageType = Object.freeze({
  COMMAND: 'COMMAND',
  COMMAND_RESULT: 'COMMAND_RESULT',
  COMMAND_RESULT_SUMMARY: 'COMMAND_RESULT_SUMMARY',
  USER: 'CHAT_MESSAGE_USER',
  ASSISTANT: 'CHAT_MESSAGE_ASSISTANT',
  PARTIAL: 'CHAT_PARTIAL_MESSAGE_ASSISTANT',
  PARTIAL_FINALIZE: 'CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE',
  SYSTEM: 'CHAT_MESSAGE_SYSTEM',
  ERROR: 'CHAT_MESSAGE_ERROR',
  PROGRESS_UPDATE: 'CHAT_MESSAGE_PROGRESS_UPDATE',
});

/** @type {ReadonlySet<string>} */
const MESSAGE_TYPES = new Set(Object.values(AssistMessageType));

/** Kinds whose payload is plain text. */
/** @type {ReadonlySet<string>} */
const TEXT_TYPES = new Set([
  AssistMessageType.USER,
  AssistMessageType.ASSISTANT,
  AssistMessageType.PARTIAL,
  AssistMessageType.PARTIAL_FINALIZE,
  AssistMessageType.SYSTEM,
  AssistMessageType.ERROR,
]);

/** What the real backend sends as CHAT_MESSAGE_ERROR before closing on a failure. */
export const GENERIC_ERROR_TEXT = 'An error has occurred. Please try again later.';

/** What the real backend sends as CHAT_MESSAGE_ERROR over the rate limit; the socket stays open. */
export const RATE_LIMIT_TEXT = 'You have reached the rate limit. Please try again later.';

/**
 * @template T
 * @typedef {{ ok: true, value: T } | { ok: false, reason: string }} Result
 */

/** @param {string} reason @returns {{ ok: false, reason: string }} */
export const fail = (reason) => ({ ok: false, reason });
/** @template T @param {T} value @returns {{ ok: true, value: T }} */
export const ok = (value) => ({ ok: true, value });

/** @param {unknown} v @returns {v is Record<string, unknown>} */
export const isObject = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * JSON text or an already parsed value -> an object.
 * @param {unknown} input
 * @param {string} what
 * @returns {Result<Record<string, unknown>>}
 */
export function asObject(input, what) {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return fail(`${what}: not JSON`);
    }
  }
  return isObject(value) ? ok(value) : fail(`${what}: not an object`);
}

/**
 * A string field: required (non-empty unless allowEmpty) or optional (default '').
 * @param {Record<string, unknown>} obj
 * @param {string} key
 * @param {{ required?: boolean, allowEmpty?: boolean }} [opts]
 * @returns {Result<string>}
 */
export function str(obj, key, { required = false, allowEmpty = false } = {}) {
  const v = obj[key];
  if (v === undefined || v === null) return required ? fail(`missing ${key}`) : ok('');
  if (typeof v !== 'string') return fail(`${key} is not a string`);
  if (required && !allowEmpty && v === '') return fail(`empty ${key}`);
  return ok(v);
}

// ---------------------------------------------------------------------------------------------
// Messages (chat socket frames and stored conversation messages)
// ---------------------------------------------------------------------------------------------

/**
 * Build a message as the server sends and stores it.
 * @param {string} type one of AssistMessageType
 * @param {string} payload
 * @param {Date | string} [createdTime] defaults to now; RFC 3339 without fractions, like the backend
 * @returns {{ type: string, created_time: string, payload: string }}
 */
export function buildAssistMessage(type, payload, createdTime = new Date()) {
  const iso = typeof createdTime === 'string' ? createdTime : createdTime.toISOString().replace(/\.\d+Z$/, 'Z');
  return { type, created_time: iso, payload };
}

/**
 * The frame the browser sends (openapi AssistantUserMessage): `{"payload": text}` and nothing
 * else, as the real web client sends it. The backend reads only `payload`.
 * @param {string} text
 * @returns {string} JSON text
 */
export function buildUserFrame(text) {
  return JSON.stringify({ payload: text });
}

/**
 * Parse a frame of the chat socket (server side of the mock), as the backend reads it: a JSON
 * object whose `payload` is the user's text (absent reads as empty). A `type` sent along is
 * ignored, as the backend ignores it; only a field of the wrong JSON type (which the backend's
 * decoder refuses) is an error.
 * @param {unknown} input JSON text or object
 * @returns {Result<{ text: string }>}
 */
export function parseUserFrame(input) {
  const o = asObject(input, 'frame');
  if (!o.ok) return o;
  const type = o.value.type;
  if (type !== undefined && type !== null && typeof type !== 'string') return fail('type is not a string');
  const text = str(o.value, 'payload');
  if (!text.ok) return text;
  return ok({ text: text.value });
}

/**
 * Parse a message envelope (a socket frame or an element of `messages`).
 * @param {unknown} input JSON text or object
 * @returns {Result<{ type: string, createdTime: string, payload: string }>}
 */
export function parseAssistMessage(input) {
  const o = asObject(input, 'message');
  if (!o.ok) return o;
  const type = o.value.type;
  if (typeof type !== 'string') return fail('message: type is not a string');
  if (!MESSAGE_TYPES.has(type)) return fail(`message: unknown type ${type}`);
  const created = str(o.value, 'created_time');
  if (!created.ok) return created;
  // FINALIZE carries no text; a missing payload is read as empty for every kind.
  const payload = str(o.value, 'payload', { allowEmpty: true });
  if (!payload.ok) return payload;
  return ok({ type, createdTime: created.value, payload: payload.value });
}

// ---------------------------------------------------------------------------------------------
// Payloads of each kind
// ---------------------------------------------------------------------------------------------

/**
 * @typedef {{ key: string, value: string }} CommandLabel
 * @typedef {{ command: string, nodes: string[], labels: CommandLabel[] }} CommandPayload
 */

/**
 * COMMAND payload: the command the assistant proposes and its targets (node names and/or
 * labels; a node matching any of them is a target).
 * @param {{ command: string, nodes?: string[], labels?: CommandLabel[] }} cmd
 * @returns {string}
 */
export function buildCommandPayload({ command, nodes, labels }) {
  /** @type {Record<string, unknown>} */
  const out = { command };
  if (nodes && nodes.length) out.nodes = nodes;
  if (labels && labels.length) out.labels = labels.map(({ key, value }) => ({ key, value }));
  return JSON.stringify(out);
}

/**
 * @param {unknown} payload
 * @returns {Result<CommandPayload>}
 */
export function parseCommandPayload(payload) {
  const o = asObject(payload, 'COMMAND');
  if (!o.ok) return o;
  const command = str(o.value, 'command', { required: true });
  if (!command.ok) return command;
  /** @type {string[]} */
  const nodes = [];
  const rawNodes = o.value.nodes;
  if (rawNodes !== undefined && rawNodes !== null) {
    if (!Array.isArray(rawNodes)) return fail('nodes is not an array');
    for (const n of rawNodes) {
      if (typeof n !== 'string') return fail('nodes holds a non-string');
      if (n !== '') nodes.push(n);
    }
  }
  /** @type {CommandLabel[]} */
  const labels = [];
  const rawLabels = o.value.labels;
  if (rawLabels !== undefined && rawLabels !== null) {
    if (!Array.isArray(rawLabels)) return fail('labels is not an array');
    for (const l of rawLabels) {
      if (!isObject(l) || typeof l.key !== 'string' || typeof l.value !== 'string') return fail('labels holds a malformed label');
      labels.push({ key: l.key, value: l.value });
    }
  }
  if (nodes.length === 0 && labels.length === 0) return fail('COMMAND has no target (nodes or labels)');
  return ok({ command: command.value, nodes, labels });
}

/** @param {string} s */
const quote = (s) => JSON.stringify(s);

/**
 * The predicate the browser sends as `query` for a COMMAND's targets (as the real web client
 * builds it): `name == "a" || name == "b" || labels["env"] == "prod"`.
 * @param {{ nodes?: string[], labels?: CommandLabel[] }} targets
 * @returns {string}
 */
export function commandQuery({ nodes = [], labels = [] }) {
  const parts = [...nodes.map((n) => `name == ${quote(n)}`), ...labels.map(({ key, value }) => `labels[${quote(key)}] == ${quote(value)}`)];
  return parts.join(' || ');
}

/**
 * @typedef {{ executionId: string, sessionId: string, nodeId: string, nodeName: string }} CommandResultPayload
 */

/**
 * COMMAND_RESULT payload (stored, one per node after a run).
 * @param {CommandResultPayload} r
 * @returns {string}
 */
export function buildCommandResultPayload({ executionId, sessionId, nodeId, nodeName }) {
  return JSON.stringify({ execution_id: executionId, session_id: sessionId, node_id: nodeId, node_name: nodeName });
}

/**
 * @param {unknown} payload
 * @returns {Result<CommandResultPayload>}
 */
export function parseCommandResultPayload(payload) {
  const o = asObject(payload, 'COMMAND_RESULT');
  if (!o.ok) return o;
  const executionId = str(o.value, 'execution_id', { required: true });
  if (!executionId.ok) return executionId;
  const nodeId = str(o.value, 'node_id', { required: true });
  if (!nodeId.ok) return nodeId;
  const sessionId = str(o.value, 'session_id');
  if (!sessionId.ok) return sessionId;
  const nodeName = str(o.value, 'node_name'); // absent in older versions
  if (!nodeName.ok) return nodeName;
  return ok({ executionId: executionId.value, sessionId: sessionId.value, nodeId: nodeId.value, nodeName: nodeName.value });
}

/**
 * @typedef {{ executionId: string, command: string, summary: string }} CommandResultSummaryPayload
 */

/**
 * COMMAND_RESULT_SUMMARY payload (stored after a run; the socket sends the same text live as a
 * `summary` output frame).
 * @param {CommandResultSummaryPayload} s
 * @returns {string}
 */
export function buildCommandResultSummaryPayload({ executionId, command, summary }) {
  return JSON.stringify({ execution_id: executionId, command, summary });
}

/**
 * @param {unknown} payload
 * @returns {Result<CommandResultSummaryPayload>}
 */
export function parseCommandResultSummaryPayload(payload) {
  const o = asObject(payload, 'COMMAND_RESULT_SUMMARY');
  if (!o.ok) return o;
  const executionId = str(o.value, 'execution_id');
  if (!executionId.ok) return executionId;
  const command = str(o.value, 'command');
  if (!command.ok) return command;
  const summary = str(o.value, 'summary', { required: true });
  if (!summary.ok) return summary;
  return ok({ executionId: executionId.value, command: command.value, summary: summary.value });
}

/**
 * @typedef {{ action: string, input: string, log: string, reasoning: string }} ProgressUpdatePayload
 */

/**
 * CHAT_MESSAGE_PROGRESS_UPDATE payload: the step the assistant is taking (the backend's agent
 * action: `action` is a tool name, `reasoning` a sentence about why).
 * @param {{ action: string, input?: string, log?: string, reasoning?: string }} p
 * @returns {string}
 */
export function buildProgressUpdatePayload({ action, input = '', log = '', reasoning = '' }) {
  return JSON.stringify({ action, input, log, reasoning });
}

/**
 * @param {unknown} payload
 * @returns {Result<ProgressUpdatePayload>}
 */
export function parseProgressUpdatePayload(payload) {
  const o = asObject(payload, 'CHAT_MESSAGE_PROGRESS_UPDATE');
  if (!o.ok) return o;
  const action = str(o.value, 'action', { required: true });
  if (!action.ok) return action;
  const input = str(o.value, 'input');
  if (!input.ok) return input;
  const log = str(o.value, 'log');
  if (!log.ok) return log;
  const reasoning = str(o.value, 'reasoning');
  if (!reasoning.ok) return reasoning;
  return ok({ action: action.value, input: input.value, log: log.value, reasoning: reasoning.value });
}

/**
 * A message with its payload decoded, for the browser's reducer.
 * @typedef {(
 *   | { type: 'CHAT_MESSAGE_USER' | 'CHAT_MESSAGE_ASSISTANT' | 'CHAT_PARTIAL_MESSAGE_ASSISTANT' | 'CHAT_PARTIAL_MESSAGE_ASSISTANT_FINALIZE' | 'CHAT_MESSAGE_SYSTEM' | 'CHAT_MESSAGE_ERROR', createdTime: string, text: string }
 *   | { type: 'COMMAND', createdTime: string, command: CommandPayload }
 *   | { type: 'COMMAND_RESULT', createdTime: string, result: CommandResultPayload }
 *   | { type: 'COMMAND_RESULT_SUMMARY', createdTime: string, summary: CommandResultSummaryPayload }
 *   | { type: 'CHAT_MESSAGE_PROGRESS_UPDATE', createdTime: string, progress: ProgressUpdatePayload }
 * )} AssistEvent
 */

/**
 * Parse a message and its payload in one step.
 * @param {unknown} input JSON text or object
 * @returns {Result<AssistEvent>}
 */
export function decodeAssistMessage(input) {
  const m = parseAssistMessage(input);
  if (!m.ok) return m;
  const { type, createdTime, payload } = m.value;
  if (TEXT_TYPES.has(type)) {
    return ok(/** @type {AssistEvent} */ ({ type, createdTime, text: payload }));
  }
  switch (type) {
    case AssistMessageType.COMMAND: {
      const r = parseCommandPayload(payload);
      return r.ok ? ok({ type, createdTime, command: r.value }) : r;
    }
    case AssistMessageType.COMMAND_RESULT: {
      const r = parseCommandResultPayload(payload);
      return r.ok ? ok({ type, createdTime, result: r.value }) : r;
    }
    case AssistMessageType.COMMAND_RESULT_SUMMARY: {
      const r = parseCommandResultSummaryPayload(payload);
      return r.ok ? ok({ type, createdTime, summary: r.value }) : r;
    }
    case AssistMessageType.PROGRESS_UPDATE: {
      const r = parseProgressUpdatePayload(payload);
      return r.ok ? ok({ type, createdTime, progress: r.value }) : r;
    }
    default:
      return fail(`message: unknown type ${type}`);
  }
}
