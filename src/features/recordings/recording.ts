// A session recording as the Session Recordings list shows it (the spec's Recording entity),
// made from one session-end event of the recordings call: `session.end` for SSH and Kubernetes
// sessions (a Kubernetes one names its `kubernetes_cluster` or has proto `kube`), and
// `windows.desktop.session.end` for desktops. The playable rule: an SSH or Kubernetes session
// plays when it was interactive and its recording was not 'off'; a desktop session when it was
// `recorded`. Pure: no clock, no React; an event it cannot read gives null (left out of the list).
import type { AuditEvent } from '@/api/gen/model';
import { playerLink as playerLinkOf } from '@/shared/navigation/recording-paths';

export type RecordingType = 'ssh' | 'k8s' | 'desktop';
export type RecordingDescription = 'play' | 'non-interactive' | 'recording disabled';

export interface Recording {
  sid: string;
  recordingType: RecordingType;
  /** Milliseconds from the session's start to its end (0 when unknown). */
  duration: number;
  durationText: string;
  /** ISO instant of the session-end event. */
  createdDate: string;
  users: string[];
  hostname: string;
  description: RecordingDescription;
  playable: boolean;
}

export const RECORDING_TYPE_LABELS: Readonly<Record<RecordingType, string>> = { ssh: 'SSH', k8s: 'Kubernetes', desktop: 'Desktop' };

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** '0 seconds', '45 seconds', '1 minute 5 seconds', '12 minutes', '2 hours 5 minutes', '3 days 4 hours'. */
export function formatDuration(ms: number): string {
  const s = Number.isFinite(ms) ? Math.max(0, Math.floor(ms / 1000)) : 0;
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const two = (a: string, n: number, word: string) => (n ? `${a} ${unit(n, word)}` : a);
  if (s < 60) return unit(s, 'second');
  const m = Math.floor(s / 60);
  if (m < 60) return two(unit(m, 'minute'), m < 10 ? s % 60 : 0, 'second');
  const h = Math.floor(m / 60);
  if (h < 24) return two(unit(h, 'hour'), m % 60, 'minute');
  const d = Math.floor(h / 24);
  return two(unit(d, 'day'), h % 24, 'hour');
}

/** host:port → host (a bracketed IPv6 address loses its brackets). */
function stripPort(addr: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(addr);
  if (bracketed) return bracketed[1] ?? addr;
  const parts = addr.split(':');
  return parts.length === 2 && /^\d+$/.test(parts[1] ?? '') ? (parts[0] ?? addr) : addr;
}

function usersOf(e: Record<string, unknown>): string[] {
  const participants = Array.isArray(e.participants) ? e.participants.filter((p): p is string => typeof p === 'string' && p !== '') : [];
  const users = participants.length ? participants : [text(e.user)].filter(Boolean);
  return [...new Set(users)];
}

function durationOf(e: Record<string, unknown>): number {
  const start = Date.parse(text(e.session_start));
  const stop = Date.parse(text(e.session_stop));
  return Number.isFinite(start) && Number.isFinite(stop) && stop > start ? stop - start : 0;
}

/** The recording of a session-end event; null for any other event or one without a session id. */
export function toRecording(event: AuditEvent): Recording | null {
  const e = event as Record<string, unknown>;
  const sid = text(e.sid);
  if (!sid || typeof e.time !== 'string') return null;
  const duration = durationOf(e);
  const base = { sid, duration, durationText: formatDuration(duration), createdDate: e.time, users: usersOf(e) };
  if (e.event === 'windows.desktop.session.end') {
    const recorded = e.recorded === true;
    return {
      ...base,
      recordingType: 'desktop',
      hostname: text(e.desktop_name) || stripPort(text(e.desktop_addr)),
      description: recorded ? 'play' : 'recording disabled',
      playable: recorded,
    };
  }
  if (e.event !== 'session.end') return null;
  const kube = text(e.kubernetes_cluster) !== '' || e.proto === 'kube';
  const interactive = e.interactive === true;
  const recordingOff = e.session_recording === 'off';
  return {
    ...base,
    recordingType: kube ? 'k8s' : 'ssh',
    hostname: kube
      ? text(e.kubernetes_cluster) || text(e.server_hostname)
      : text(e.server_hostname) || stripPort(text(e.server_addr)) || text(e.server_id),
    description: !interactive ? 'non-interactive' : recordingOff ? 'recording disabled' : 'play',
    playable: interactive && !recordingOff,
  };
}

/** The recordings of the events of one or more pages, in their order; what cannot be read is left out. */
export function recordingsOf(events: readonly AuditEvent[]): Recording[] {
  const out: Recording[] = [];
  for (const event of events) {
    try {
      const r = event && typeof event === 'object' ? toRecording(event) : null;
      if (r) out.push(r);
    } catch {
      // an event this console cannot read: left out
    }
  }
  return out;
}

/** The player's link (typed link options): type and length ride along. */
export function playerLink(clusterId: string, r: Pick<Recording, 'sid' | 'recordingType' | 'duration'>) {
  return playerLinkOf(clusterId, r.sid, { recordingType: r.recordingType, durationMs: r.duration });
}

export interface RecordingFilters {
  type?: RecordingType;
  user?: string;
  host?: string;
}

/** The recordings a filter keeps: the type exactly, user and host as case-insensitive parts. */
export function filterRecordings(list: readonly Recording[], f: RecordingFilters): Recording[] {
  const user = f.user?.trim().toLowerCase() ?? '';
  const host = f.host?.trim().toLowerCase() ?? '';
  if (!f.type && !user && !host) return list as Recording[];
  return list.filter(
    (r) =>
      (!f.type || r.recordingType === f.type) &&
      (!user || r.users.some((u) => u.toLowerCase().includes(user))) &&
      (!host || r.hostname.toLowerCase().includes(host)),
  );
}
