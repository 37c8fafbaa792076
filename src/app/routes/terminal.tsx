// The SSH terminal, outside the main shell (spec 2.1):
//   /web/cluster/{clusterId}/console/node/{serverId}/{login}      a new session
//   /web/cluster/{clusterId}/console/session/{sid}?mode=…         join a running session
// The page and xterm are one lazy chunk.
import { lazy, Suspense } from 'react';
import { createRoute } from '@tanstack/react-router';
import { authedRoute } from './authed';
import { PageLoader } from '../../shared/page-loader';
import { isParticipantMode, type ParticipantMode } from '../../shared/participant-modes';

const TerminalPage = lazy(() => import('../../features/terminal/terminal.page').then((m) => ({ default: m.TerminalPage })));

export const terminalNodeRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'cluster/$clusterId/console/node/$serverId/$login',
  component: function NodeTerminal() {
    const { clusterId, serverId, login } = terminalNodeRoute.useParams();
    return (
      <Suspense fallback={<PageLoader />}>
        <TerminalPage key={`${clusterId}/${serverId}/${login}`} clusterId={clusterId} target={{ kind: 'node', serverId, login }} />
      </Suspense>
    );
  },
});

export interface JoinSearch {
  mode?: ParticipantMode;
}

export const terminalSessionRoute = createRoute({
  getParentRoute: () => authedRoute,
  path: 'cluster/$clusterId/console/session/$sid',
  validateSearch: (search: Record<string, unknown>): JoinSearch =>
    isParticipantMode(search.mode) ? { mode: search.mode } : {},
  component: function JoinTerminal() {
    const { clusterId, sid } = terminalSessionRoute.useParams();
    const { mode } = terminalSessionRoute.useSearch();
    return (
      <Suspense fallback={<PageLoader />}>
        {/* No mode in the link (a shared link): join as an observer, the mode that never types. */}
        <TerminalPage key={`${clusterId}/${sid}/${mode ?? ''}`} clusterId={clusterId} target={{ kind: 'join', sid, mode: mode ?? 'observer' }} />
      </Suspense>
    );
  },
});
