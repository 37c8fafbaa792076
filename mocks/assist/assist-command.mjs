// @ts-check
/**
 * The assistant's command execution socket of the mock:
 *
 * GET /webapi/command/{clusterId}/execute?access_token=…&params=<CommandExecutionParams JSON>
 *   - before the upgrade: no access_token → 403 `need auth`; Assist off → 403 `Assist is not
 *     enabled`; no params → 400 `missing params`; bad params → 400 `invalid payload: …`
 *   - a query this mock cannot read → `e` `failed to parse query: …`; no server matches → `e`
 *     `no servers found`; then close
 *   - each matching server (demo-shells.mjs's NODES and the contract's listNodes examples) runs the
 *     command in the fake shell (fake-shell.mjs `exec`), concurrently: `s` session metadata, then
 *     `r` output frames `{node_id, type: stdout|stderr, payload: base64}` in small chunks (a UTF-8
 *     character may be split across two), interleaved between servers, then `c` `{node_id}`;
 *     a login the server does not allow (or a server that needs per-session MFA) → one
 *     `teleport-error` frame for that server instead
 *   - each server's run is stored in the conversation as COMMAND_RESULT; when some output came,
 *     a summary follows: an `r` frame `{node_id: "", type: "summary"}` and a stored
 *     COMMAND_RESULT_SUMMARY; then close 1000
 */
import { randomUUID } from 'node:crypto';
import {
  AssistMessageType,
  buildAssistMessage,
  buildCommandResultPayload,
  buildCommandResultSummaryPayload,
} from '../../src/shared/wire/assist-wire.mjs';
import { CommandOutputType, buildCommandOutput, parseExecutionParams } from '../../src/shared/wire/assist-exec-wire.mjs';
import { EnvelopeType, encodeEnvelope } from '../../src/shared/wire/envelope.mjs';
import { ASSIST_DISABLED_MESSAGE } from '../api/assist-store.mjs';
import { parseQuery } from './assist-query.mjs';
import { createFakeShell } from '../terminal/fake-shell.mjs';
import { NODES, contractNodes } from '../terminal/demo-shells.mjs';

/**
 * @typedef {import('../ws/ws-mock.mjs').RouteContext} RouteContext
 * @typedef {import('ws').WebSocket} WebSocket
 * @typedef {import('../terminal/demo-shells.mjs').MockNode} MockNode
 * @typedef {{ frameMs?: number }} CommandTiming  pause between output frames (default 25 ms)
 */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every server a command can reach, once each. */
export function commandNodes() {
  /** @type {Map<string, MockNode>} */
  const all = new Map();
  for (const n of [...NODES, ...contractNodes()]) if (!all.has(n.id)) all.set(n.id, n);
  return [...all.values()];
}

/**
 * Split bytes into small chunks of varying size (3..29 bytes), so that multi-byte characters
 * are sometimes cut in two.
 * @param {Uint8Array} bytes
 */
function chunks(bytes) {
  /** @type {Uint8Array[]} */
  const out = [];
  let size = 3;
  for (let i = 0; i < bytes.length; i += size, size = 3 + ((size * 7) % 27)) out.push(bytes.subarray(i, i + size));
  return out;
}

/**
 * Runs the command in the server's fake shell, recorded like any session (a stored result's
 * output is read back from the recording).
 * @param {import('../ws/ws-mock.mjs').MockState} state
 * @param {{ sid: string, node: MockNode, clusterName: string, login: string, command: string }} run
 */
function runRecorded(state, { sid, node, clusterName, login, command }) {
  const shell = createFakeShell({
    login,
    hostname: node.hostname,
    nodeId: node.id,
    clusterName,
    user: state.user,
    disks: state.disks,
    io: { write: async () => {}, exit: () => {} },
  });
  const result = shell.exec(command);
  shell.dispose();
  const recorder = state.recordings.record({
    sid,
    user: state.user,
    login,
    serverId: node.id,
    hostname: node.hostname,
    addr: node.addr,
    clusterName,
    size: { w: 80, h: 24 },
  });
  recorder.print(new TextEncoder().encode((result.stdout + result.stderr).replace(/\r?\n/g, '\r\n')));
  recorder.end();
  return result;
}

/**
 * @param {(ctx: RouteContext, socket: import('node:stream').Duplex, status: number, message: string) => void} reject
 * @param {(ctx: RouteContext, onOpen: (ws: WebSocket) => void) => void} accept
 * @param {CommandTiming} [timing]
 * @returns {(ctx: RouteContext) => void}
 */
export function commandHandler(reject, accept, timing = {}) {
  const frameMs = timing.frameMs ?? 25;
  return (ctx) => {
    const { url, socket, state } = ctx;
    const assist = ctx.state.context.assist;
    if (!url.searchParams.get('access_token')) return reject(ctx, socket, 403, 'need auth');
    if (assist.disabled()) return reject(ctx, socket, 403, ASSIST_DISABLED_MESSAGE);
    const raw = url.searchParams.get('params');
    if (!raw) return reject(ctx, socket, 400, 'missing params');
    const parsed = parseExecutionParams(raw);
    if (!parsed.ok) return reject(ctx, socket, 400, `invalid payload: ${parsed.reason}`);
    const req = parsed.value;
    const site = ctx.params.clusterId ?? '-current-';
    const clusterName = site === '-current-' ? state.clusterName : site;

    accept(ctx, (ws) => {
      let closed = false;
      ws.on('error', () => ws.terminate());
      ws.on('close', () => (closed = true));
      ws.on('message', () => {}); // nothing the client sends matters here
      /** @param {string} type @param {string} payload */
      const send = (type, payload) => {
        if (closed || ws.readyState !== ws.OPEN) return;
        ws.send(encodeEnvelope({ type, payload }), { binary: true });
      };
      /** @param {string} message */
      const fail = (message) => {
        send(EnvelopeType.ERROR, message);
        if (ws.readyState === ws.OPEN) ws.close(1000);
      };

      let predicate;
      try {
        predicate = parseQuery(req.query);
      } catch (err) {
        return fail(`failed to parse query: ${/** @type {Error} */ (err).message}`);
      }
      const hosts = commandNodes().filter(predicate);
      if (hosts.length === 0) return fail('no servers found');

      /** @type {Map<string, string>} output per server, for the summary */
      const outputs = new Map();
      /** @type {Map<string, string>} */
      const failures = new Map();

      /** @param {MockNode} node @returns {AsyncGenerator<void>} one step per frame */
      async function* run(node) {
        const sid = randomUUID();
        const created = assist.now().toISOString();
        send(
          EnvelopeType.SESSION_DATA,
          JSON.stringify({
            session: {
              kind: 'ssh',
              id: sid,
              namespace: 'default',
              login: req.login,
              created,
              last_active: created,
              server_id: node.id,
              server_hostname: node.hostname,
              server_addr: node.addr,
              cluster_name: clusterName,
              owner: state.user,
            },
          }),
        );
        yield;
        let error = '';
        if (!node.sshLogins.includes(req.login)) {
          error = `access denied to ${state.user} connecting to ${req.login}@${node.hostname} on cluster ${clusterName}`;
        } else if (node.mfa) {
          error = 'MFA is not supported for command execution';
        }
        if (error) {
          failures.set(node.id, error);
          send(EnvelopeType.RAW, buildCommandOutput({ nodeId: node.id, type: CommandOutputType.TELEPORT_ERROR, data: error }));
        } else {
          const result = runRecorded(state, { ...req, sid, node, clusterName });
          outputs.set(node.id, result.stdout + result.stderr);
          for (const [type, text] of /** @type {const} */ ([
            [CommandOutputType.STDOUT, result.stdout],
            [CommandOutputType.STDERR, result.stderr],
          ])) {
            for (const piece of chunks(new TextEncoder().encode(text))) {
              send(EnvelopeType.RAW, buildCommandOutput({ nodeId: node.id, type, data: piece }));
              yield;
            }
          }
          send(EnvelopeType.CLOSE, JSON.stringify({ node_id: node.id }));
        }
        assist.append(
          req.conversation_id,
          buildAssistMessage(
            AssistMessageType.COMMAND_RESULT,
            buildCommandResultPayload({ executionId: req.execution_id, sessionId: sid, nodeId: node.id, nodeName: node.hostname }),
            assist.now(),
          ),
        );
      }

      (async () => {
        // Round robin: one frame of each running server in turn.
        let running = hosts.map(run);
        while (running.length && !closed) {
          await sleep(frameMs);
          const next = [];
          for (const it of running) if (!(await it.next()).done) next.push(it);
          running = next;
        }
        if (closed) return;
        if (outputs.size > 0) {
          const summary = summarize(req.command, req.login, hosts, outputs, failures);
          assist.append(
            req.conversation_id,
            buildAssistMessage(
              AssistMessageType.COMMAND_RESULT_SUMMARY,
              buildCommandResultSummaryPayload({ executionId: req.execution_id, command: req.command, summary }),
              assist.now(),
            ),
          );
          await sleep(frameMs);
          send(EnvelopeType.RAW, buildCommandOutput({ nodeId: '', type: CommandOutputType.SUMMARY, data: summary }));
        }
        if (ws.readyState === ws.OPEN) ws.close(1000);
      })().catch(() => ws.terminate());
    });
  };
}

/**
 * The summary the mock "assistant" writes (markdown): one line per server.
 * @param {string} command
 * @param {string} login
 * @param {MockNode[]} hosts
 * @param {Map<string, string>} outputs
 * @param {Map<string, string>} failures
 */
export function summarize(command, login, hosts, outputs, failures) {
  const lines = hosts.map((h) => {
    const failure = failures.get(h.id);
    if (failure !== undefined) return `- **${h.hostname}**: did not run (${failure}).`;
    const out = outputs.get(h.id) ?? '';
    const rootUse = /\s(\d+%)\s+\/\n/.exec(out)?.[1];
    const load = /load average: ([\d.]+)/.exec(out)?.[1];
    const detail = rootUse
      ? `the root file system is ${rootUse} full`
      : load
        ? `load average ${load}`
        : `${out.split('\n').filter(Boolean).length} lines of output`;
    return `- **${h.hostname}**: ${detail}.`;
  });
  return [`I ran \`${command}\` as \`${login}\` on ${hosts.length} server${hosts.length === 1 ? '' : 's'}:`, '', ...lines].join('\n');
}
