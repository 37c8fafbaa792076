// Where recordings are shown (router paths, without the /web base): the cluster's Session
// Recordings list and the session player.

export function recordingsPathOf(clusterId: string): string {
  return `/cluster/${encodeURIComponent(clusterId)}/recordings`;
}

/** The player's address for a recording: its type, and its length when known, ride along. */
export function playerPathOf(clusterId: string, sid: string, search: { recordingType: string; durationMs?: number }): string {
  const query = new URLSearchParams({ recordingType: search.recordingType });
  if (search.durationMs !== undefined) query.set('durationMs', String(search.durationMs));
  return `/cluster/${encodeURIComponent(clusterId)}/session/${encodeURIComponent(sid)}?${query}`;
}
