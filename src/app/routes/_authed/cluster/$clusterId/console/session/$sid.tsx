// Joining a running session, outside the main shell: ?mode=observer|moderator|peer.
import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { guardFullScreenRoute } from '@/app/full-screen-guard';
import * as z from '@/platform/url-schema';
import { PageLoader } from '@/shared/pages/page-loader';
import { PARTICIPANT_MODES } from '@/shared/sessions/participant-modes';

const TerminalPage = lazy(() => import('@/features/terminal/terminal.page').then((m) => ({ default: m.TerminalPage })));

export const Route = createFileRoute('/_authed/cluster/$clusterId/console/session/$sid')({
  validateSearch: z.object({ mode: z.catch(z.optional(z.enum(PARTICIPANT_MODES)), undefined) }),
  staticData: {
    // The sessions one may join are those Active Sessions lists: the same flag.
    feature: { id: 'terminal-session', title: 'Terminal', exact: true, hasAccess: (flags) => flags.activeSessions },
  },
  beforeLoad: guardFullScreenRoute,
  component: function JoinTerminal() {
    const { clusterId, sid } = Route.useParams();
    const { mode } = Route.useSearch();
    return (
      <Suspense fallback={<PageLoader />}>
        {/* No mode in the link (a shared link): join as an observer, the mode that never types. */}
        <TerminalPage
          key={`${clusterId}/${sid}/${mode ?? ''}`}
          clusterId={clusterId}
          target={{ kind: 'join', sid, mode: mode ?? 'observer' }}
        />
      </Suspense>
    );
  },
});
