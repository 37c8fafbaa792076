// @ts-check
/**
 * The embedded default's audit log (operation `searchEvents`): the contract's example events
 * (eventsPage + eventsLastPage, 85 distinct events of every code family) re-dated to end a few minutes
 * before the store was created, plus ~6,000 events generated from those examples (same shapes,
 * other users, times spread over the last 30 days, denser in the last day), deterministic for a
 * given clock. Answers honour `from`, `to`, `limit`, `order`, `include` and `startKey`; the
 * `startKey` is an opaque cursor after the page's last event, `""` on the last page (the
 * contract's required empty cursor), so walking every page ends.
 *
 * `appendAuditEvent(event)` adds an event to the live log (the terminal mock records sessions; the
 * recordings mock adds `session.recording.access` when a recording is played, `recordingAccess`).
 * The log also holds a few seeded `session.recording.access` events (RECORDING_VIEWS) of the
 * seeded recordings, so the recordings list shows who viewed them on first load.
 *
 * On demand, `MOCK_AUDIT_BULK=100000` (read when the log is made, so at start and after a reset)
 * adds that many generated events in one day of their own, BULK_RANGE (41 to 40 days ago: outside
 * the default 30 days, so every other view stays as it is): the export benchmark walks it.
 */
import { randomUUID } from 'node:crypto';
import { seededRandom } from '../world/scale.mjs';
import { BENCH_SID } from '../recordings/recording-generator.mjs';

/** @typedef {Record<string, any> & { event: string, code: string, time: string, uid: string }} AuditEvent */
/** @typedef {{ status: number, body: unknown }} AuditAnswer */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const DEFAULT_LIMIT = 500;
export const GENERATED_EVENTS = 6000;
const DATE_FIELDS = ['time', 'session_start', 'session_stop'];

/** Templates drawn more often: what a busy cluster logs most. */
const COMMON = new Set(['user.login', 'session.start', 'session.end', 'exec', 'db.session.query', 'kube.request', 'cert.create']);
const USERS = ['alice', 'bob@example.com', 'carol', 'dave', 'erin@example.com', 'frank', 'ci-bot'];

/** A UUID-shaped id from the PRNG. @param {() => number} rnd */
function fakeUuid(rnd) {
  const hex = Array.from({ length: 32 }, () => Math.floor(rnd() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/**
 * The seed events moved in time so the newest is `newestAt`, spacing kept.
 * @param {any[]} events @param {number} newestAt
 * @returns {AuditEvent[]}
 */
export function redate(events, newestAt) {
  const times = events.map((e) => Date.parse(e.time)).filter(Number.isFinite);
  const shift = newestAt - Math.max(...times);
  return events.map((e) => {
    const out = structuredClone(e);
    for (const key of DATE_FIELDS) {
      const t = Date.parse(out[key]);
      if (typeof out[key] === 'string' && Number.isFinite(t)) out[key] = new Date(t + shift).toISOString();
    }
    return out;
  });
}

/**
 * A copy of `template` at `time` (its dates moved together) with a uid of its own.
 * @param {AuditEvent} template @param {number} time @param {() => number} rnd
 * @returns {AuditEvent}
 */
function eventAt(template, time, rnd) {
  const event = /** @type {AuditEvent} */ (structuredClone(template));
  const shift = time - Date.parse(template.time);
  for (const key of DATE_FIELDS) {
    const t = Date.parse(event[key]);
    if (typeof event[key] === 'string' && Number.isFinite(t)) event[key] = new Date(t + shift).toISOString();
  }
  event.uid = fakeUuid(rnd);
  return event;
}

/**
 * `count` events shaped like the templates, over the 30 days before `now` (a third in the last day).
 * @param {AuditEvent[]} templates @param {number} now @param {number} count
 * @returns {AuditEvent[]}
 */
export function generateEvents(templates, now, count) {
  const rnd = seededRandom(0x5eed);
  const common = templates.filter((t) => COMMON.has(t.event));
  /** @type {AuditEvent[]} */
  const out = [];
  for (let i = 0; i < count; i++) {
    const pool = rnd() < 0.7 && common.length ? common : templates;
    const template = /** @type {AuditEvent} */ (pool[Math.floor(rnd() * pool.length)]);
    const age = rnd() < 0.33 ? rnd() * DAY : rnd() * 30 * DAY;
    const event = eventAt(template, Math.floor(now - 5 * MINUTE - age), rnd);
    // A template whose user is a real name (not empty, not the markup one) gets another user.
    if (typeof event.user === 'string' && /^[\w.@-]+$/.test(event.user)) event.user = USERS[Math.floor(rnd() * USERS.length)];
    out.push(event);
  }
  return out;
}

/** `MOCK_AUDIT_BULK` events lie in [now - from days, now - to days]. */
export const BULK_RANGE = { fromDaysAgo: 41, toDaysAgo: 40 };
export const MAX_BULK_EVENTS = 1_000_000;

/**
 * The seeded views of the seeded recordings (mocks/recordings/recordings.mjs: the contract's
 * example recordings end 12 minutes before the mock starts and earlier; the benchmark recording
 * two hours before): who, and how many minutes before the log's clock, each one after the
 * recording ended.
 */
export const RECORDING_VIEWS = Object.freeze([
  { sid: '4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08', user: 'bob@example.com', minutesAgo: 9 },
  { sid: '4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08', user: 'carol', minutesAgo: 4 },
  { sid: '9b7c3a10-2e4f-4d6b-8a1c-5f0e7d2b3c49', user: 'dave', minutesAgo: 30 },
  { sid: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', user: 'erin@example.com', minutesAgo: 45 },
  { sid: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', user: 'frank', minutesAgo: 20 },
  { sid: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', user: 'erin@example.com', minutesAgo: 6 },
  { sid: BENCH_SID, user: 'ci-bot', minutesAgo: 60 },
]);

/**
 * The `session.recording.access` event (T2012I) of `user` reading the recording `sid`, as the auth
 * server emits it when a recording's events or stream are fetched.
 * @param {{ sid: string, user: string, clusterName?: string, time?: number, uid?: string }} a
 */
export function recordingAccess(a) {
  return {
    ei: 0,
    event: 'session.recording.access',
    uid: a.uid ?? randomUUID(),
    code: 'T2012I',
    time: new Date(a.time ?? Date.now()).toISOString(),
    cluster_name: a.clusterName ?? 'teleport.example.com',
    sid: a.sid,
    user: a.user,
    user_kind: 1,
  };
}

/** @param {number} now @returns {AuditEvent[]} */
function seededViews(now) {
  return RECORDING_VIEWS.map((v, i) =>
    recordingAccess({ ...v, time: now - v.minutesAgo * MINUTE, uid: `7e0c0000-0000-4000-8000-${String(i).padStart(12, '0')}` }),
  );
}

/**
 * `count` generated events inside BULK_RANGE (the same shapes as the log's), newest first.
 * @param {AuditEvent[]} templates @param {number} now @param {number} count
 * @returns {AuditEvent[]}
 */
function bulkEvents(templates, now, count) {
  const rnd = seededRandom(0xb01c);
  const to = now - BULK_RANGE.toDaysAgo * DAY;
  const span = (BULK_RANGE.fromDaysAgo - BULK_RANGE.toDaysAgo) * DAY;
  /** @type {AuditEvent[]} */
  const out = [];
  for (let i = 0; i < count; i++) {
    const template = /** @type {AuditEvent} */ (templates[i % templates.length]);
    // Evenly spread, newest first, a little jitter.
    out.push(eventAt(template, Math.floor(to - ((i + rnd()) * span) / count), rnd));
  }
  return out;
}

/** The bulk size asked for by MOCK_AUDIT_BULK (0 when unset or not a whole number). */
export function bulkSize(value = process.env.MOCK_AUDIT_BULK) {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? Math.min(n, MAX_BULK_EVENTS) : 0;
}

/** Newest first; equal times by uid, so the order (and a cursor) is total. @param {AuditEvent} a @param {AuditEvent} b */
const newestFirst = (a, b) => Date.parse(b.time) - Date.parse(a.time) || (a.uid < b.uid ? 1 : a.uid > b.uid ? -1 : 0);

/** @param {number} time @param {string} uid */
const encodeKey = (time, uid) => Buffer.from(`${time}|${uid}`, 'utf8').toString('base64url');
/** @param {string} key @returns {{ time: number, uid: string } | null} */
function decodeKey(key) {
  const m = /^(\d+)\|(.+)$/.exec(Buffer.from(key, 'base64url').toString('utf8'));
  return m ? { time: Number(m[1]), uid: /** @type {string} */ (m[2]) } : null;
}

/** @param {number} status @param {string} message @returns {AuditAnswer} */
const error = (status, message) => ({ status, body: { error: { message } } });

/**
 * @param {{ seedPages: any[][], now: number, generated?: number, bulk?: number }} options
 */
export function createAuditLog(options) {
  // The example pages overlap (the last page repeats a few events of the first): once each.
  const unique = [...new Map(options.seedPages.flat().map((e) => [e.uid ?? randomUUID(), e])).values()];
  const seeded = redate(unique, options.now - 2 * MINUTE);
  const events = [
    ...seeded,
    ...generateEvents(seeded, options.now, options.generated ?? GENERATED_EVENTS),
    ...seededViews(options.now),
    ...bulkEvents(seeded, options.now, options.bulk ?? bulkSize()),
  ];
  events.sort(newestFirst);

  return {
    /** @returns {number} */
    size: () => events.length,
    /** @param {Record<string, any>} event */
    append(event) {
      const e = /** @type {AuditEvent} */ ({ uid: randomUUID(), time: new Date().toISOString(), ...event });
      const at = events.findIndex((x) => newestFirst(e, x) < 0);
      events.splice(at === -1 ? events.length : at, 0, e);
      return e;
    },
    /**
     * One page of searchEvents.
     * @param {Record<string, string>} query
     * @param {number} now
     * @returns {AuditAnswer}
     */
    search(query, now) {
      const to = query.to ? Date.parse(query.to) : now;
      const from = query.from ? Date.parse(query.from) : to - 30 * DAY;
      if (!Number.isFinite(from) || !Number.isFinite(to)) return error(400, 'invalid time range');
      const order = query.order || 'desc';
      if (order !== 'asc' && order !== 'desc') return error(400, `unsupported order ${JSON.stringify(order)}`);
      const asked = query.limit ? Number(query.limit) : 0;
      if (!Number.isInteger(asked) || asked < 0) return error(400, 'invalid limit');
      const limit = asked || DEFAULT_LIMIT;
      const include = new Set(
        (query.include ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
      const cursor = query.startKey ? decodeKey(query.startKey) : null;
      if (query.startKey && !cursor) return error(400, 'invalid startKey');

      let matching = events.filter((e) => {
        const t = Date.parse(e.time);
        return t >= from && t <= to && (include.size === 0 || include.has(e.event));
      });
      if (order === 'asc') matching = matching.reverse();
      let start = 0;
      if (cursor) {
        const after = { time: new Date(cursor.time).toISOString(), uid: cursor.uid };
        start = matching.findIndex((e) => {
          const c = newestFirst(/** @type {AuditEvent} */ (e), /** @type {AuditEvent} */ ({ ...after, event: '', code: '' }));
          return order === 'desc' ? c > 0 : c < 0;
        });
        if (start === -1) start = matching.length;
      }
      const page = matching.slice(start, start + limit);
      const last = page.at(-1);
      const more = start + limit < matching.length && last;
      return { status: 200, body: { events: page, startKey: more ? encodeKey(Date.parse(last.time), last.uid) : '' } };
    },
  };
}
