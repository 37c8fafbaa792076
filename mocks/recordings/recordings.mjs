// @ts-check
/**
 * Session recordings of the embedded default: what the recordings list, the events call and the
 * stream call answer (mocks/recordings/recordings-http.mjs serves them).
 *
 *   - every terminal session the mock runs is RECORDED (mocks/terminal/terminal-sessions.mjs feeds a
 *     recorder): `session.start`, `resize` and `print` events with their real timings (`ms` since
 *     the start) and the output bytes themselves; when the session ends a `session.end` event
 *     (interactive, session_recording 'node') joins the list;
 *   - the contract's example recordings (openapi/examples/audit.yaml `recordingsPage`), re-dated so
 *     the newest ended a few minutes before the store was made (the default range is not empty),
 *     and the example recording's events and bytes (`sessionEvents`, `streamBytes`) for its sid;
 *   - desktop recordings (mocks/desktop/desktop-recordings.mjs): every desktop session, one seeded;
 *   - one generated SSH recording of about 10 MB and 30 minutes (BENCH_SID, mocks/recordings/recording-generator.mjs),
 *     built the first time its events or bytes are asked for.
 *
 * The list is newest first (or oldest first with order=asc); a page's `startKey` names the last
 * event it held, so recordings that end meanwhile do not shift the pages; the last page has none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { firstResponseExample } from '../api/contract-examples.mjs';
import { BENCH_DURATION_MS, BENCH_SID, generateBenchRecording } from './recording-generator.mjs';
import { demoRecordingFor, seedDesktopRecording } from '../desktop/desktop-recordings.mjs';

export { BENCH_SID };

/** Largest `bytes` of one stream call (5 MiB), as on the real proxy. */
export const MAX_STREAM_BYTES = 5 * 1024 * 1024;
/** A recorded session keeps at most this many output bytes (a `stream 4000` must not fill the memory). */
export const MAX_RECORDED_BYTES = 64 * 1024 * 1024;
/** Page size when the request names none (the real proxy's default). */
export const DEFAULT_LIMIT = 500;

const EXAMPLES_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/examples/audit.yaml');
const DATE_KEYS = ['time', 'session_start', 'session_stop'];

/**
 * @typedef {Record<string, any>} AuditEvent
 *
 * @typedef {object} Recording
 * @property {string} sid
 * @property {AuditEvent} end          the session-end event the list shows
 * @property {() => AuditEvent[]} events  the session's events (session.start, print, resize, session.end)
 * @property {() => Buffer} bytes      the session's output
 * @property {() => import('../desktop/desktop-recordings.mjs').TdpRecord[]} [tdp]  a desktop recording's TDP messages (mocks/desktop/)
 *
 * @typedef {object} SessionInfo
 * @property {string} sid
 * @property {string} user          who opened the session
 * @property {string} login
 * @property {string} serverId
 * @property {string} hostname
 * @property {string} addr
 * @property {string} clusterName
 * @property {{w: number, h: number}} size
 * @property {string} [kubernetesCluster]  a Kubernetes exec session (proto kube)
 *
 * @typedef {object} Recorder
 * @property {(bytes: Uint8Array) => void} print
 * @property {(w: number, h: number, user: string) => void} resize
 * @property {(user: string) => void} join
 * @property {() => void} end
 *
 * @typedef {object} SearchQuery
 * @property {string} [from]
 * @property {string} [to]
 * @property {number} [limit]
 * @property {string} [startKey]
 * @property {'asc'|'desc'} [order]
 */

/**
 * A copy of `value` whose date-time fields (`time`, `session_start`, `session_stop`, at any depth)
 * are moved by `deltaMs`.
 * @template T
 * @param {T} value
 * @param {number} deltaMs
 * @returns {T}
 */
export function shiftDates(value, deltaMs) {
  if (Array.isArray(value)) return /** @type {any} */ (value.map((v) => shiftDates(v, deltaMs)));
  if (!value || typeof value !== 'object') return value;
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    const t = typeof v === 'string' && DATE_KEYS.includes(k) ? Date.parse(v) : NaN;
    out[k] = Number.isFinite(t) ? new Date(t + deltaMs).toISOString() : shiftDates(v, deltaMs);
  }
  return /** @type {T} */ (out);
}

/** @returns {{ page: AuditEvent[], sessionEvents: AuditEvent[], streamBytes: Buffer }} */
function readExamples() {
  const page = /** @type {{ events: AuditEvent[] }} */ (firstResponseExample('searchSessionEvents')).events;
  const sessionEvents = /** @type {{ events: AuditEvent[] }} */ (firstResponseExample('getSessionEvents')).events;
  const doc = YAML.parse(fs.readFileSync(EXAMPLES_FILE, 'utf8'));
  return { page, sessionEvents, streamBytes: Buffer.from(String(doc.streamBytes?.value ?? ''), 'utf8') };
}

/** The cursor of a page that ended with `e`. @param {AuditEvent} e */
const cursorOf = (e) => Buffer.from(`${e.time}|${e.uid ?? ''}`).toString('base64url');

/** @param {string} key @returns {{ time: number, uid: string } | null} */
function readCursor(key) {
  const [time = '', uid = ''] = Buffer.from(key, 'base64url').toString('utf8').split('|');
  const t = Date.parse(time);
  return Number.isFinite(t) ? { time: t, uid } : null;
}

/** Newest first; ties by uid, so the order (and a cursor) is total. @param {AuditEvent} a @param {AuditEvent} b */
function newestFirst(a, b) {
  const d = Date.parse(b.time) - Date.parse(a.time);
  if (d) return d;
  const ua = String(a.uid ?? '');
  const ub = String(b.uid ?? '');
  return ua < ub ? 1 : ua > ub ? -1 : 0;
}

/**
 * What a fresh mock's recordings are: the contract's examples (dated so that the newest ended 12
 * minutes ago), the seeded desktop recording and the benchmark's 10 MB one.
 * @param {Map<string, Recording>} recordings @param {string} clusterName @param {number} created
 */
function seedRecordings(recordings, clusterName, created) {
  // The contract's examples, dated so that the newest ended 12 minutes ago.
  const examples = readExamples();
  const newest = Math.max(...examples.page.map((e) => Date.parse(e.time)));
  const delta = created - 12 * 60_000 - newest;
  const exampleEvents = shiftDates(examples.sessionEvents, delta);
  for (const end of shiftDates(examples.page, delta)) {
    const own = exampleEvents.some((e) => e.sid === end.sid);
    recordings.set(end.sid, {
      sid: end.sid,
      end,
      events: () => (own ? exampleEvents : []),
      bytes: () => (own ? examples.streamBytes : Buffer.alloc(0)),
      ...demoRecordingFor(end),
    });
  }
  seedDesktopRecording((rec) => recordings.set(rec.sid, rec), { clusterName, now: created });
  // The benchmark's recording ended two hours ago; its 10 MB are made on first use.
  const benchStop = created - 2 * 3600_000;
  const benchStart = benchStop - BENCH_DURATION_MS;
  /** @type {ReturnType<typeof generateBenchRecording> | null} */
  let bench = null;
  const benchInfo = {
    sid: BENCH_SID,
    user: 'alice',
    login: 'ubuntu',
    serverId: 'c26addae-f5fc-4b27-a8f4-c2567a9b6680',
    hostname: 'web-prod-01',
    addr: '10.0.76.178:3022',
    clusterName,
  };
  const generated = () => (bench ??= generateBenchRecording({ ...benchInfo, start: benchStart }));
  recordings.set(BENCH_SID, {
    sid: BENCH_SID,
    end: sessionEnd(benchInfo, {
      uid: 'b0000000-0000-4000-8000-0000001000e0',
      ei: 0,
      start: benchStart,
      stop: benchStop,
      participants: ['alice'],
    }),
    events: () => generated().events,
    bytes: () => generated().bytes,
  });
}

/**
 * @param {object} [o]
 * @param {string} [o.clusterName]
 * @param {() => number} [o.now]
 * @param {(event: Record<string, any> & { event: string, code: string }) => unknown} [o.audit]  where its events are logged (the context's audit log)
 */
export function createRecordingStore(o = {}) {
  const now = o.now ?? Date.now;
  const clusterName = o.clusterName ?? 'teleport.example.com';
  const audit = o.audit ?? (() => null);
  const created = now();
  /** @type {Map<string, Recording>} */
  const recordings = new Map();

  seedRecordings(recordings, clusterName, created);

  // What a fresh mock has; what sessions add later is forgotten by `forget` (a reset of the store).
  const seeded = new Set(recordings.keys());

  /** Everything in a range, in the asked order. @param {SearchQuery} q */
  function inRange(q) {
    const from = q.from ? Date.parse(q.from) : now() - 30 * 86400_000;
    const to = q.to ? Date.parse(q.to) : now();
    const list = [...recordings.values()]
      .map((r) => r.end)
      .filter((e) => {
        const t = Date.parse(e.time);
        return t >= from && t <= to;
      });
    list.sort(newestFirst);
    if (q.order === 'asc') list.reverse();
    return list;
  }

  return {
    audit,
    /** Back to a fresh mock's recordings: the sessions recorded since are forgotten (`POST /__mock/reset`). */
    forget() {
      for (const sid of recordings.keys()) if (!seeded.has(sid)) recordings.delete(sid);
    },
    /** @param {string} sid */
    get: (sid) => recordings.get(sid),
    /** Add a finished recording (desktop sessions: mocks/desktop/desktop-recordings.mjs). @param {Recording} rec */
    put: (rec) => void recordings.set(rec.sid, rec),

    /**
     * One page of session-end events.
     * @param {SearchQuery} q
     * @returns {{ events: AuditEvent[], startKey: string }}
     */
    search(q) {
      const list = inRange(q);
      let start = 0;
      const cursor = q.startKey ? readCursor(q.startKey) : null;
      if (cursor) {
        const after = (/** @type {AuditEvent} */ e) => {
          const c = newestFirst({ time: new Date(cursor.time).toISOString(), uid: cursor.uid }, e);
          // c < 0: the cursor's event sorts before e (newest first), so e comes after it.
          return q.order === 'asc' ? c > 0 : c < 0;
        };
        start = list.findIndex(after);
        if (start === -1) start = list.length;
      }
      const limit = q.limit && q.limit > 0 ? q.limit : DEFAULT_LIMIT;
      const events = list.slice(start, start + limit);
      const more = start + limit < list.length;
      const last = events[events.length - 1];
      return { events, startKey: more && last ? cursorOf(last) : '' };
    },

    /**
     * Record a session from now on.
     * @param {SessionInfo} info
     * @returns {Recorder}
     */
    record(info) {
      const start = now();
      /** @type {AuditEvent[]} */
      const events = [];
      /** @type {Buffer[]} */
      const chunks = [];
      let size = 0;
      let ended = false;
      const participants = new Set([info.user]);
      // One reading of the clock per event, so its time and its offset agree; the start is at 0 ms.
      const at = (t = now()) => ({ time: new Date(t).toISOString(), ms: Math.max(0, t - start), ei: events.length });
      events.push({
        ...at(start),
        event: 'session.start',
        uid: randomUUID(),
        code: 'T2000I',
        ...common(info),
        user: info.user,
        size: `${info.size.w}:${info.size.h}`,
        session_recording: 'node',
        interactive: true,
      });
      audit(forAuditLog(/** @type {AuditEvent} */ (events[0])));
      let prints = 0;
      return {
        print(bytes) {
          if (ended || !bytes.length || size >= MAX_RECORDED_BYTES) return;
          const chunk = Buffer.from(bytes.subarray(0, MAX_RECORDED_BYTES - size));
          events.push({ ...at(), event: 'print', offset: size, bytes: chunk.length, ci: prints++ });
          chunks.push(chunk);
          size += chunk.length;
        },
        resize(w, h, user) {
          if (ended) return;
          events.push({ ...at(), event: 'resize', uid: randomUUID(), code: 'T2002I', sid: info.sid, user, size: `${w}:${h}` });
        },
        join(user) {
          participants.add(user);
        },
        end() {
          if (ended) return;
          ended = true;
          const stop = now();
          const endEvent = sessionEnd(info, { uid: randomUUID(), ei: events.length, start, stop, participants: [...participants] });
          events.push({ ...endEvent, ms: stop - start });
          audit(forAuditLog(endEvent));
          const bytes = Buffer.concat(chunks);
          chunks.length = 0;
          recordings.set(info.sid, { sid: info.sid, end: endEvent, events: () => events, bytes: () => bytes });
        },
      };
    },
  };
}

/** @typedef {ReturnType<typeof createRecordingStore>} RecordingStore */

/**
 * The audit log's copy of a recording's event: without the player's position in time.
 * @param {AuditEvent} event
 * @returns {Record<string, any> & { event: string, code: string }}
 */
function forAuditLog(event) {
  /** @type {Record<string, any>} */
  const copy = { ...event };
  delete copy.ms;
  return { ...copy, event: String(event.event), code: String(event.code) };
}

/** @param {Omit<SessionInfo, 'size'>} info */
function common(info) {
  const kube = Boolean(info.kubernetesCluster);
  return {
    cluster_name: info.clusterName,
    sid: info.sid,
    namespace: 'default',
    login: info.login,
    server_id: info.serverId,
    server_hostname: info.hostname,
    server_addr: info.addr,
    proto: kube ? 'kube' : 'ssh',
    ...(kube && { kubernetes_cluster: info.kubernetesCluster }),
  };
}

/**
 * The `session.end` event of a recorded session (what the list shows).
 * @param {Omit<SessionInfo, 'size'>} info
 * @param {{ uid: string, ei: number, start: number, stop: number, participants: string[] }} a
 * @returns {AuditEvent}
 */
export function sessionEnd(info, a) {
  return {
    ei: a.ei,
    event: 'session.end',
    uid: a.uid,
    code: 'T2004I',
    time: new Date(a.stop).toISOString(),
    ...common(info),
    user: info.user,
    participants: a.participants,
    interactive: true,
    enhanced_recording: false,
    session_recording: 'node',
    session_start: new Date(a.start).toISOString(),
    session_stop: new Date(a.stop).toISOString(),
  };
}
