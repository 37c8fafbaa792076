// Joining by session id: the address names no server, and a refused join never receives the
// session's metadata, so the host and login come from the active sessions list.
import { useQuery } from '@tanstack/react-query';
import { fetchActiveSessions, type Session } from '../../shared/active-sessions';
import type { TerminalTarget } from './terminal-url';

export function useJoinedSession(clusterId: string, target: TerminalTarget, known: boolean): Session | null {
  const sid = target.kind === 'join' ? target.sid : null;
  const listed = useQuery({
    queryKey: ['terminalJoinedSession', clusterId, sid],
    queryFn: ({ signal }) => fetchActiveSessions(clusterId, signal).then((list) => list.find((s) => s.id === sid) ?? null),
    enabled: Boolean(sid) && !known,
    retry: false,
    staleTime: Infinity,
  });
  return listed.data ?? null;
}
