// A Windows desktop session, outside the main shell; the page, the canvas and the protocol are
// one lazy chunk.
import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { guardFullScreenRoute } from '@/app/full-screen-guard';
import { PageLoader } from '@/shared/pages/page-loader';

const DesktopSessionPage = lazy(() =>
  import('@/features/desktop-session/desktop-session.page').then((m) => ({ default: m.DesktopSessionPage })),
);

export const Route = createFileRoute('/_authed/cluster/$clusterId/desktops/$desktopName/$username')({
  staticData: {
    // Who may list desktops may open them; the proxy decides per desktop and login.
    feature: { id: 'desktop-session', title: 'Desktop', exact: true, hasAccess: (flags) => flags.desktops },
  },
  beforeLoad: guardFullScreenRoute,
  component: function DesktopSession() {
    const { clusterId, desktopName, username } = Route.useParams();
    return (
      <Suspense fallback={<PageLoader />}>
        <DesktopSessionPage
          key={`${clusterId}/${desktopName}/${username}`}
          clusterId={clusterId}
          desktopName={desktopName}
          username={username}
        />
      </Suspense>
    );
  },
});
