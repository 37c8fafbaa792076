// @ts-check
/**
 * Live terminal sessions of the mock: several parties per session, their modes enforced, output
 * sent to everyone with flow control, moderated file-transfer requests, and the session list
 * that GET /webapi/sites/{site}/sessions answers with (terminated sessions left out).
 *
 * Modes: a `peer` types and resizes; an `observer` and a `moderator` only watch (their
 * `r` and `w` envelopes are dropped); a moderator approves or denies file transfers. A party
 * that closes cleanly leaves; when the last one leaves the session ends, unless the connection
 * dropped: then the session lingers so the user can rejoin.
 */
import { randomUUID } from 'node:crypto';
import { encodeEnvelope, EnvelopeType } from '../../src/shared/wire/envelope.mjs';
import { createFakeShell } from './fake-shell.mjs';

/**
 * Per-party bytes sent but not yet handed to the kernel before the shell must wait: 2 MiB, the
 * SSH channel window (golang.org/x/crypto/ssh) that the real path holds in flight between the
 * node's shell and the proxy's socket.
 */
export const PARTY_HIGH_WATER = 2 * 1024 * 1024;
// Like the real node (about 1000 bytes of recent output for a joining party).
const REPLAY_BYTES = 1024;
const ALL_MODES = ['observer', 'moderator', 'peer'];

/**
 * @typedef {import('ws').WebSocket} WebSocket
 * @typedef {import('./demo-shells.mjs').MockNode} MockNode
 * @typedef {import('../ws/ws-mock.mjs').TerminalSession} TerminalSession
 *
 * @typedef {object} Party
 * @property {string} id
 * @property {string} user
 * @property {'observer'|'moderator'|'peer'} mode
 * @property {string} remoteAddr
 * @property {WebSocket} ws
 * @property {number} inflight
 * @property {string} lastActive
 *
 * @typedef {object} FileRequest
 * @property {string} requestID
 * @property {string} requester
 * @property {string[]} approvers
 * @property {string} location
 * @property {string} filename
 * @property {boolean} download
 * @property {string} sid
 * @property {boolean} approved
 *
 * @typedef {object} LiveSession
 * @property {TerminalSession} json
 * @property {MockNode} node
 * @property {Map<WebSocket, Party>} parties
 * @property {{ input(data: string, caller: {drop(): void}): void, banner(): string, dispose(): void }} shell
 * @property {Map<string, FileRequest>} fileRequests
 * @property {Uint8Array[]} replay
 * @property {(viewer: string) => string[]} modesFor
 * @property {NodeJS.Timeout | null} linger
 * @property {boolean} ended
 * @property {boolean} persistent  keeps running with nobody attached (somebody else's session)
 * @property {Array<{ id: string, user: string, remoteAddr: string, lastActive: string }>} absent  parties connected elsewhere (seeded)
 * @property {Set<() => void>} waiters
 * @property {import('../recordings/recordings.mjs').Recorder | null} recorder  what the session printed, with its timings
 */

/**
 * @param {object} o
 * @param {string} o.clusterName
 * @param {import('./demo-shells.mjs').Disks} o.disks
 * @param {import('../recordings/recordings.mjs').RecordingStore} [o.recordings]  records every session (not the persistent ones)
 * @param {number} [o.lingerMs]
 * @param {(line: string) => void} [o.log]
 */
export function createSessionRegistry(o) {
  /** @type {Map<string, LiveSession>} */
  const sessions = new Map();
  const lingerMs = o.lingerMs ?? 60_000;

  /** @param {Party} p @param {Uint8Array} frame @param {LiveSession} s */
  function sendFrame(p, frame, s) {
    if (p.ws.readyState !== p.ws.OPEN) return;
    p.inflight += frame.length;
    p.ws.send(frame, { binary: true }, () => {
      p.inflight -= frame.length;
      if (p.inflight < PARTY_HIGH_WATER) wake(s);
    });
  }

  /** @param {LiveSession} s */
  function wake(s) {
    for (const w of [...s.waiters]) w();
  }

  /** @param {LiveSession} s @param {string} type @param {string | Uint8Array} payload @param {Party} [only] */
  function broadcast(s, type, payload, only) {
    const frame = encodeEnvelope({ type, payload });
    if (only) return sendFrame(only, frame, s);
    for (const p of s.parties.values()) sendFrame(p, frame, s);
  }

  /** @param {LiveSession} s @param {Record<string, unknown>} event @param {Party} [only] */
  function audit(s, event, only) {
    broadcast(s, EnvelopeType.AUDIT, JSON.stringify({ time: new Date().toISOString(), sid: s.json.id, ...event }), only);
  }

  /** @param {LiveSession} s @param {Uint8Array} bytes */
  function remember(s, bytes) {
    s.replay.push(bytes.length > REPLAY_BYTES ? bytes.slice(bytes.length - REPLAY_BYTES) : bytes.slice());
    let total = s.replay.reduce((t, b) => t + b.length, 0);
    while (total > REPLAY_BYTES && s.replay.length > 1) total -= /** @type {Uint8Array} */ (s.replay.shift()).length;
  }

  /**
   * Output of the shell to every party; resolves once every party's backlog is below the mark.
   * @param {LiveSession} s
   * @param {string | Uint8Array} data
   */
  async function writeOutput(s, data) {
    if (s.ended) return;
    const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
    s.recorder?.print(bytes);
    remember(s, bytes);
    broadcast(s, EnvelopeType.RAW, bytes);
    while (!s.ended && [...s.parties.values()].some((p) => p.inflight >= PARTY_HIGH_WATER && p.ws.readyState === p.ws.OPEN)) {
      await new Promise((resolve) => {
        const done = () => {
          s.waiters.delete(done);
          resolve(undefined);
        };
        s.waiters.add(done);
      });
    }
  }

  /** @param {LiveSession} s @param {string} reason */
  function end(s, reason) {
    if (s.ended) return;
    s.ended = true;
    if (s.linger) clearTimeout(s.linger);
    s.shell.dispose();
    s.recorder?.end();
    sessions.delete(s.json.id);
    if (process.env.MOCK_LOG_SESSIONS === '1') o.log?.(`ws-mock: session ${s.json.id} ended (${reason})`);
    for (const p of s.parties.values()) {
      if (p.ws.readyState !== p.ws.OPEN) continue;
      p.ws.send(encodeEnvelope({ type: EnvelopeType.CLOSE }), { binary: true });
      p.ws.close(1000, 'session ended');
    }
    s.parties.clear();
    wake(s);
  }

  /**
   * A new session on a node (its shell starts at once).
   * @param {{ node: MockNode, login: string, term: {w: number, h: number}, owner: string, sid?: string,
   *           created?: string, modesFor?: (viewer: string) => string[], tickerMs?: number, kind?: string,
   *           persistent?: boolean, absentParties?: Array<{ user: string, remoteAddr: string }> }} a
   * @returns {LiveSession}
   */
  function create(a) {
    const now = new Date().toISOString();
    const [host, port] = a.node.addr ? a.node.addr.split(/:(?=\d+$)/) : ['', ''];
    /** @type {TerminalSession} */
    const json = {
      kind: a.kind ?? 'ssh',
      id: a.sid ?? randomUUID(),
      namespace: 'default',
      parties: [],
      terminal_params: { w: a.term.w, h: a.term.h },
      login: a.login,
      created: a.created ?? now,
      last_active: now,
      server_id: a.node.id,
      server_hostname: a.node.hostname,
      server_hostport: port ? Number(port) : 0,
      server_addr: a.node.addr || (host ?? ''),
      cluster_name: o.clusterName,
      kubernetes_cluster_name: '',
      desktop_name: '',
      database_name: '',
      app_name: '',
      owner: a.owner,
      moderated: a.node.moderated,
      participantModes: ALL_MODES,
    };
    /** @type {LiveSession} */
    const s = /** @type {any} */ ({
      json,
      node: a.node,
      parties: new Map(),
      fileRequests: new Map(),
      replay: [],
      modesFor: a.modesFor ?? ((viewer) => (viewer === a.owner ? ALL_MODES : ['observer'])),
      linger: null,
      ended: false,
      persistent: a.persistent === true,
      absent: (a.absentParties ?? []).map((p) => ({ id: randomUUID(), user: p.user, remoteAddr: p.remoteAddr, lastActive: now })),
      waiters: new Set(),
      recorder: null,
    });
    // Somebody else's endless session is not recorded here (it never ends, so it never plays).
    if (!s.persistent && o.recordings) {
      s.recorder = o.recordings.record({
        sid: json.id,
        user: a.owner,
        login: a.login,
        serverId: a.node.id,
        hostname: a.node.hostname,
        addr: a.node.addr,
        clusterName: o.clusterName,
        size: a.term,
      });
    }
    s.shell = createFakeShell({
      login: a.login,
      hostname: a.node.hostname,
      nodeId: a.node.id,
      clusterName: o.clusterName,
      user: a.owner,
      disks: o.disks,
      tickerMs: a.tickerMs,
      io: { write: (data) => writeOutput(s, data), exit: (code) => end(s, `exit ${code}`) },
    });
    const banner = new TextEncoder().encode(s.shell.banner());
    s.recorder?.print(banner);
    remember(s, banner);
    sessions.set(json.id, s);
    return s;
  }

  /**
   * The session JSON as a viewer sees it (parties filled in, their allowed join modes).
   * @param {LiveSession} s
   * @param {string} viewer
   * @returns {TerminalSession}
   */
  function view(s, viewer) {
    return {
      ...s.json,
      parties: [...s.absent, ...s.parties.values()].map((p) => ({
        id: p.id,
        remote_addr: p.remoteAddr,
        user: p.user,
        server_id: s.json.server_id,
        last_active: p.lastActive,
      })),
      participantModes: s.modesFor(viewer),
    };
  }

  /**
   * Attach a connected WebSocket as a party. `first` output: the banner for the owner of a new
   * session, the recent output for someone joining.
   * @param {LiveSession} s
   * @param {WebSocket} ws
   * @param {{ user: string, mode: Party['mode'], remoteAddr: string, joining: boolean }} a
   */
  function attach(s, ws, a) {
    if (s.linger) {
      clearTimeout(s.linger);
      s.linger = null;
    }
    /** @type {Party} */
    const party = {
      id: randomUUID(),
      user: a.user,
      mode: a.mode,
      remoteAddr: a.remoteAddr,
      ws,
      inflight: 0,
      lastActive: new Date().toISOString(),
    };
    ws.send(encodeEnvelope({ type: EnvelopeType.SESSION_DATA, payload: JSON.stringify({ session: view(s, a.user) }) }), { binary: true });
    if (a.joining) audit(s, { event: 'session.join', user: a.user, login: s.json.login, server_id: s.json.server_id });
    s.parties.set(ws, party);
    s.recorder?.join(a.user);
    const replay = a.joining ? s.replay : [new TextEncoder().encode(s.shell.banner())];
    for (const chunk of replay) broadcast(s, EnvelopeType.RAW, chunk, party);
    // A moderator who joins late still gets the requests that wait for a decision.
    for (const fr of s.fileRequests.values()) if (!fr.approved) audit(s, { event: 'file_transfer_request', ...wireRequest(fr) }, party);

    let droppedOnPurpose = false;
    const caller = {
      drop: () => {
        droppedOnPurpose = true;
        ws.terminate();
      },
    };
    ws.on('close', (code) => {
      s.parties.delete(ws);
      wake(s);
      if (s.ended) return;
      audit(s, { event: 'session.leave', user: a.user, server_id: s.json.server_id });
      if (s.parties.size > 0 || s.persistent) return;
      const clean = !droppedOnPurpose && (code === 1000 || code === 1001);
      if (clean) return end(s, 'last party left');
      s.linger = setTimeout(() => end(s, 'nobody came back'), lingerMs);
      s.linger.unref();
    });
    return { party, caller };
  }

  /**
   * One envelope from a party.
   * @param {LiveSession} s
   * @param {ReturnType<typeof attach>} who
   * @param {{ type: string, payload: string }} env
   */
  function receive(s, who, env) {
    const { party, caller } = who;
    party.lastActive = new Date().toISOString();
    switch (env.type) {
      case EnvelopeType.RAW:
        if (party.mode === 'peer') s.shell.input(env.payload, caller);
        break;
      case EnvelopeType.RESIZE: {
        if (party.mode !== 'peer') break;
        const size = parseSize(env.payload);
        if (!size) break;
        s.json.terminal_params = { w: size.w, h: size.h };
        s.recorder?.resize(size.w, size.h, party.user);
        audit(s, {
          event: 'resize',
          code: 'T2002I',
          size: `${size.w}:${size.h}`,
          user: party.user,
          login: s.json.login,
          server_id: s.json.server_id,
        });
        break;
      }
      case EnvelopeType.CLOSE:
        party.ws.close(1000, 'party left');
        break;
      case EnvelopeType.FILE_TRANSFER_REQUEST:
        requestTransfer(s, party, env.payload);
        break;
      case EnvelopeType.FILE_TRANSFER_DECISION:
        decideTransfer(s, party, env.payload);
        break;
      default:
        break;
    }
  }

  /** @param {LiveSession} s @param {Party} party @param {string} payload */
  function requestTransfer(s, party, payload) {
    const req = parseJson(payload);
    if (!req || typeof req.location !== 'string' || !req.location) return;
    /** @type {FileRequest} */
    const fr = {
      requestID: randomUUID(),
      requester: party.user,
      approvers: [],
      location: req.location,
      filename: typeof req.filename === 'string' ? req.filename : '',
      download: req.download === true,
      sid: s.json.id,
      approved: false,
    };
    s.fileRequests.set(fr.requestID, fr);
    audit(s, { event: 'file_transfer_request', ...wireRequest(fr) });
  }

  /** @param {LiveSession} s @param {Party} party @param {string} payload */
  function decideTransfer(s, party, payload) {
    const d = parseJson(payload);
    const fr = d && typeof d.requestId === 'string' ? s.fileRequests.get(d.requestId) : undefined;
    if (!fr || !d) return;
    const own = fr.requester === party.user && d.approved !== true;
    if (party.mode !== 'moderator' && !own) return; // only moderators decide; a requester may withdraw
    const wire = wireRequest(fr);
    if (d.approved === true) {
      fr.approvers.push(party.user);
      fr.approved = true;
      audit(s, { event: 'file_transfer_request_approve', ...wire, approvers: fr.approvers });
    } else {
      s.fileRequests.delete(fr.requestID);
      audit(s, { event: 'file_transfer_request_deny', ...wire });
    }
  }

  return {
    create,
    attach,
    receive,
    view,
    /** @param {string} sid */
    get: (sid) => sessions.get(sid),
    /** @param {string} viewer */
    list: (viewer) => [...sessions.values()].map((s) => view(s, viewer)),
    /**
     * Use up an approved transfer of a moderated session (the scp route); null when not approved.
     * @param {string} sid @param {string} requestId @param {{download: boolean, location: string}} t
     */
    takeApprovedTransfer(sid, requestId, t) {
      const fr = sessions.get(sid)?.fileRequests.get(requestId);
      if (!fr || !fr.approved || fr.download !== t.download || fr.location !== t.location) return null;
      sessions.get(sid)?.fileRequests.delete(requestId);
      return fr;
    },
    closeAll() {
      for (const s of [...sessions.values()]) {
        s.ended = true;
        s.shell.dispose();
        if (s.linger) clearTimeout(s.linger);
      }
      sessions.clear();
    },
  };
}

/** @typedef {ReturnType<typeof createSessionRegistry>} SessionRegistry */

/**
 * A file-transfer request as the audit events carry it.
 * @param {FileRequest} fr
 */
function wireRequest(fr) {
  return {
    requestID: fr.requestID,
    requester: fr.requester,
    approvers: fr.approvers,
    location: fr.location,
    filename: fr.filename,
    download: fr.download,
    sid: fr.sid,
  };
}

/** @param {string} text @returns {Record<string, unknown> | null} */
function parseJson(text) {
  try {
    const v = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
  } catch {
    return null;
  }
}

/**
 * The size of a resize payload: `size` "W:H" is what the server reads (not `width`/`height`).
 * @param {string} payload
 * @returns {{ w: number, h: number } | null}
 */
export function parseSize(payload) {
  const m = /^(\d{1,4}):(\d{1,4})$/.exec(String(parseJson(payload)?.size ?? ''));
  if (!m) return null;
  const w = Number(m[1]);
  const h = Number(m[2]);
  return w > 0 && h > 0 ? { w, h } : null;
}
