// What the Active Sessions table shows for a session: kind, sid, login, created, duration,
// server, resource name, cluster, the users of its parties, the address with the port stripped,
// the modes the viewer may join with, and whether it is moderated. Built from the generated
// model (the HTTP pipeline checks the answer against the contract); Go's nil slices (null
// parties, modes or list) read as empty, and join modes this console does not know are dropped.
import type { ActiveSessionList, Session } from '@/api/gen/model';
import { isParticipantMode, type ParticipantMode } from '@/shared/sessions/participant-modes';

export interface SessionRow {
  sid: string;
  kind: string;
  kindLabel: string;
  login: string;
  created: string;
  durationText: string;
  serverId: string;
  resourceName: string;
  clusterId: string;
  users: string[];
  addr: string;
  participantModes: ParticipantMode[];
  moderated: boolean;
  /** Only SSH sessions can be joined from the browser terminal. */
  joinable: boolean;
}

const KIND_LABELS: Record<string, string> = { ssh: 'SSH', k8s: 'Kubernetes', db: 'Database', app: 'Application', desktop: 'Desktop' };

/** host:port → host; [v6]:port → v6; a bare IPv6 address stays as it is. */
export function stripPort(addr: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(addr);
  if (bracketed) return bracketed[1] ?? addr;
  const parts = addr.split(':');
  return parts.length === 2 && /^\d+$/.test(parts[1] ?? '') ? (parts[0] ?? addr) : addr;
}

/** '45 seconds', '1 minute', '12 minutes', '2 hours 5 minutes', '3 days 4 hours'. */
export function durationText(fromIso: string, now: number = Date.now()): string {
  const start = Date.parse(fromIso);
  if (Number.isNaN(start)) return '';
  const s = Math.max(0, Math.floor((now - start) / 1000));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (s < 60) return unit(s, 'second');
  const m = Math.floor(s / 60);
  if (m < 60) return unit(m, 'minute');
  const h = Math.floor(m / 60);
  if (h < 24) return m % 60 ? `${unit(h, 'hour')} ${unit(m % 60, 'minute')}` : unit(h, 'hour');
  const d = Math.floor(h / 24);
  return h % 24 ? `${unit(d, 'day')} ${unit(h % 24, 'hour')}` : unit(d, 'day');
}

function resourceNameOf(s: Session): string {
  switch (s.kind) {
    case 'k8s':
      return s.kubernetes_cluster_name;
    case 'db':
      return s.database_name;
    case 'app':
      return s.app_name;
    case 'desktop':
      return s.desktop_name;
    default:
      return s.server_hostname || stripPort(s.server_addr) || s.server_id;
  }
}

export function toSessionRow(s: Session, now: number = Date.now()): SessionRow {
  const modes = (s.participantModes ?? []).filter(isParticipantMode);
  return {
    sid: s.id,
    kind: s.kind,
    kindLabel: KIND_LABELS[s.kind] ?? s.kind,
    login: s.login,
    created: s.created,
    durationText: durationText(s.created, now),
    serverId: s.server_id,
    resourceName: resourceNameOf(s),
    clusterId: s.cluster_name,
    users: [...new Set((s.parties ?? []).map((p) => p.user).filter(Boolean))],
    addr: stripPort(s.server_addr),
    participantModes: modes,
    moderated: s.moderated,
    joinable: s.kind === 'ssh' && modes.length > 0,
  };
}

/**
 * The rows of a listActiveSessions answer (the `select` of its query). It never throws: a select
 * that throws on every render makes the query loop. In production an answer that breaks the
 * contract still gets here; what cannot be read is left out, and the list names the violation.
 */
export function sessionRowsOf(list: ActiveSessionList, now: number = Date.now()): SessionRow[] {
  const sessions: unknown = (list as Partial<ActiveSessionList> | null | undefined)?.sessions;
  if (!Array.isArray(sessions)) return [];
  const rows: SessionRow[] = [];
  for (const s of sessions as Session[]) {
    try {
      rows.push(toSessionRow(s, now));
    } catch {
      // a session this console cannot read: left out (the contract notice says why)
    }
  }
  return rows;
}

/** The address to share: joining takes the default mode (peer for the owner, else observer). */
export function joinLink(origin: string, clusterId: string, sid: string, mode?: ParticipantMode): string {
  const url = new URL(`/web/cluster/${encodeURIComponent(clusterId)}/console/session/${encodeURIComponent(sid)}`, origin);
  if (mode) url.searchParams.set('mode', mode);
  return url.toString();
}
