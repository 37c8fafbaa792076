// Joining by session id: the address names no server, and a refused join never receives the
// session's metadata, so the host and login come from the active sessions list (the generated
// listActiveSessions call, the same one the Active Sessions page makes).
import { useQuery } from '@tanstack/react-query';
import { getListActiveSessionsQueryOptions } from '@/api/gen/hooks/active-sessions/active-sessions';
import type { Session } from '@/api/gen/model';
import type { TerminalTarget } from './terminal-url';

export function useJoinedSession(clusterId: string, target: TerminalTarget, known: boolean): Session | null {
  const sid = target.kind === 'join' ? target.sid : null;
  const listed = useQuery(
    getListActiveSessionsQueryOptions(clusterId, {
      query: {
        select: (list) => (list.sessions ?? []).find((s) => s.id === sid) ?? null,
        enabled: Boolean(sid) && !known,
        retry: false,
      },
    }),
  );
  return listed.data ?? null;
}
