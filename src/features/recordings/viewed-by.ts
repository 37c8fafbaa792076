// Who played each recording: the `session.recording.access` audit events (T2012I, one each time a
// recording's events or playback stream are read) grouped by session id, each viewer once with
// how often and when last, the most recent first. Pure: no clock, no React. The recordings list
// reads them over its own range (use-recording-views.ts) for its "Viewed by" column.
export const RECORDING_ACCESS_EVENT = 'session.recording.access';
export const RECORDING_ACCESS_CODE = 'T2012I';

export interface Viewer {
  user: string;
  /** How many times this user read the recording in the range. */
  views: number;
  /** ISO instant of the latest of them. */
  last: string;
}

export interface RecordingViews {
  /** Each viewer once, the most recent first (ties by name). */
  viewers: Viewer[];
  views: number;
  /** ISO instant of the latest view. */
  last: string;
}

/** What a view needs of the event (the contract's AuditEvent describes `session.recording.access`). */
interface Access {
  sid: string;
  user: string;
  time: string;
}

/** The access event's sid, user and time, or null for any other event or one that lacks them. */
export function accessOf(event: unknown): Access | null {
  if (!event || typeof event !== 'object') return null;
  const e = event as Record<string, unknown>;
  if (e.event !== RECORDING_ACCESS_EVENT && e.code !== RECORDING_ACCESS_CODE) return null;
  const { sid, user, time } = e;
  if (typeof sid !== 'string' || !sid || typeof user !== 'string' || !user || typeof time !== 'string') return null;
  return Number.isFinite(Date.parse(time)) ? { sid, user, time } : null;
}

const later = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/**
 * Adds the access events among `events` to `into` (by sid; pages of an answer are added in turn)
 * and returns it. Anything else is left out.
 */
export function groupViews(events: readonly unknown[], into = new Map<string, RecordingViews>()): Map<string, RecordingViews> {
  const touched = new Set<RecordingViews>();
  for (const event of events) {
    const a = accessOf(event);
    if (!a) continue;
    let rec = into.get(a.sid);
    if (!rec) into.set(a.sid, (rec = { viewers: [], views: 0, last: a.time }));
    rec.views += 1;
    if (later(a.time, rec.last)) rec.last = a.time;
    const viewer = rec.viewers.find((v) => v.user === a.user);
    if (!viewer) rec.viewers.push({ user: a.user, views: 1, last: a.time });
    else {
      viewer.views += 1;
      if (later(a.time, viewer.last)) viewer.last = a.time;
    }
    touched.add(rec);
  }
  for (const rec of touched) rec.viewers.sort((x, y) => Date.parse(y.last) - Date.parse(x.last) || x.user.localeCompare(y.user));
  return into;
}

/** 'alice', 'alice, bob', 'alice, bob +2': the latest `shown` viewers and how many more. */
export function viewersSummary(rec: RecordingViews, shown = 2): string {
  const names = rec.viewers.slice(0, shown).map((v) => v.user);
  const more = rec.viewers.length - names.length;
  return more > 0 ? `${names.join(', ')} +${more}` : names.join(', ');
}
