// Where recordings are shown, as typed link options (spread into RouterButton/RouterAnchor or
// router.navigate): the cluster's Session Recordings list and the session player.
import { linkOptions } from '@tanstack/react-router';

export type RecordingType = 'ssh' | 'k8s' | 'desktop';

export function recordingsLink(clusterId: string) {
  return linkOptions({ to: '/cluster/$clusterId/recordings', params: { clusterId } });
}

/** The player's link for a recording: its type, and its length when known, ride along. */
export function playerLink(clusterId: string, sid: string, search: { recordingType: RecordingType; durationMs?: number }) {
  return linkOptions({
    to: '/cluster/$clusterId/session/$sid',
    params: { clusterId, sid },
    search: search.durationMs === undefined ? { recordingType: search.recordingType } : search,
  });
}
