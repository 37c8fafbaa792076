// A new SSH session on a server, outside the main shell; the page and xterm are one
// lazy chunk.
import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { guardFullScreenRoute } from '@/app/full-screen-guard';
import { PageLoader } from '@/shared/pages/page-loader';

const TerminalPage = lazy(() => import('@/features/terminal/terminal.page').then((m) => ({ default: m.TerminalPage })));

export const Route = createFileRoute('/_authed/cluster/$clusterId/console/node/$serverId/$login')({
  staticData: {
    // SSH access is per server and decided by the proxy; the console opens it to users who may
    // list servers, as the Console node list does.
    feature: { id: 'terminal-node', title: 'Terminal', exact: true, hasAccess: (flags) => flags.nodes },
  },
  beforeLoad: guardFullScreenRoute,
  component: function NodeTerminal() {
    const { clusterId, serverId, login } = Route.useParams();
    return (
      <Suspense fallback={<PageLoader />}>
        <TerminalPage key={`${clusterId}/${serverId}/${login}`} clusterId={clusterId} target={{ kind: 'node', serverId, login }} />
      </Suspense>
    );
  },
});
