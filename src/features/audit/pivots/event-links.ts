// Where an audit event leads: the same user or the same resource in the minutes around it (the
// Audit Log with a custom from/to and that facet), its session recording (a session event with a
// sid, when the session was recorded), its user (the Users page, searched) and its resource (its
// list, searched by name). Typed link options, for RouterButton / RouterAnchor.
import { linkOptions } from '@tanstack/react-router';
import { playerLink, type RecordingType } from '@/shared/navigation/recording-paths';
import type { RawAuditEvent } from '@/features/audit/catalogue/format-event';
import { resourceOf, type EventResource } from '@/features/audit/facets/resource-of';

/** The windows a pivot may take, in minutes either side of the event. */
export const PIVOT_MINUTES = [1, 5, 15, 60] as const;
export type PivotMinutes = (typeof PIVOT_MINUTES)[number];
const MINUTE = 60_000;

/** The range from `minutes` before to `minutes` after the event's time, or null without a time. */
export function windowAround(raw: RawAuditEvent, minutes: number): { from: string; to: string } | null {
  const at = typeof raw.time === 'string' ? Date.parse(raw.time) : NaN;
  if (!Number.isFinite(at)) return null;
  return { from: new Date(at - minutes * MINUTE).toISOString(), to: new Date(at + minutes * MINUTE).toISOString() };
}

/** The Audit Log of the same user, or the same resource, around the event (null when it has none). */
export function pivotLink(clusterId: string, raw: RawAuditEvent, by: 'user' | 'resource', minutes: number) {
  const around = windowAround(raw, minutes);
  if (!around) return null;
  const value = by === 'user' ? (typeof raw.user === 'string' ? raw.user : '') : (resourceOf(raw)?.name ?? '');
  if (!value) return null;
  return linkOptions({
    to: '/cluster/$clusterId/audit',
    params: { clusterId },
    search: { from: around.from, to: around.to, [by]: value },
  });
}

/** Events of a session whose recording the player opens. */
const SESSION_EVENTS = new Set([
  'session.start',
  'session.end',
  'session.join',
  'session.leave',
  'session.upload',
  'session.data',
  'resize',
  'windows.desktop.session.start',
  'windows.desktop.session.end',
]);

/** The recording of the event's session, or null (no sid, not a session event, not recorded). */
export function recordingOf(raw: RawAuditEvent): { sid: string; recordingType: RecordingType } | null {
  const type = typeof raw.event === 'string' ? raw.event : '';
  const sid = typeof raw.sid === 'string' ? raw.sid.trim() : '';
  if (!sid || !SESSION_EVENTS.has(type)) return null;
  if (raw.session_recording === 'off' || raw.recorded === false) return null;
  if (type.startsWith('windows.desktop.')) return { sid, recordingType: 'desktop' };
  const kube = typeof raw.kubernetes_cluster === 'string' && raw.kubernetes_cluster !== '';
  return { sid, recordingType: kube || raw.proto === 'kube' ? 'k8s' : 'ssh' };
}

export function recordingLink(clusterId: string, raw: RawAuditEvent) {
  const recording = recordingOf(raw);
  return recording ? playerLink(clusterId, recording.sid, { recordingType: recording.recordingType }) : null;
}

export function userLink(name: string) {
  return linkOptions({ to: '/users', search: { search: name } });
}

/** The list a resource is found in, searched by its name (null for kinds without such a list). */
export function resourceLink(clusterId: string, resource: EventResource) {
  const search = { search: resource.name };
  const params = { clusterId };
  switch (resource.kind) {
    case 'server':
      return linkOptions({ to: '/cluster/$clusterId/nodes', params, search });
    case 'database':
      return linkOptions({ to: '/cluster/$clusterId/databases', params, search });
    case 'kubernetes':
      return linkOptions({ to: '/cluster/$clusterId/kubernetes', params, search });
    case 'app':
      return linkOptions({ to: '/cluster/$clusterId/apps', params, search });
    case 'desktop':
      return linkOptions({ to: '/cluster/$clusterId/desktops', params, search });
    case 'user':
      return userLink(resource.name);
    default:
      return null;
  }
}
