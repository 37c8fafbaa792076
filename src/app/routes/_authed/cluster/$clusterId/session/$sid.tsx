// The session player, full-screen like the terminal (a recording wants the whole window):
// ?recordingType=ssh|k8s|desktop&durationMs=&t= (t: the position in ms, so a link opens there).
import { lazy, Suspense } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { guardFullScreenRoute } from '@/app/full-screen-guard';
import { PageLoader } from '@/shared/pages/page-loader';
import { playerSearchSchema } from '@/features/player/player-search';

const PlayerPage = lazy(() => import('@/features/player/player.page').then((m) => ({ default: m.PlayerPage })));
// Desktop recordings play from their own socket on a canvas: the desktop feature's player.
const DesktopPlayerPage = lazy(() =>
  import('@/features/desktop-session/desktop-player.page').then((m) => ({ default: m.DesktopPlayerPage })),
);

export const Route = createFileRoute('/_authed/cluster/$clusterId/session/$sid')({
  validateSearch: playerSearchSchema,
  staticData: {
    // Who may list recordings may play them: the flag of Session Recordings.
    feature: { id: 'session-player', title: 'Session Player', exact: true, hasAccess: (flags) => flags.recordings },
  },
  beforeLoad: guardFullScreenRoute,
  component: function SessionPlayer() {
    const { clusterId, sid } = Route.useParams();
    const { recordingType, durationMs } = Route.useSearch();
    return (
      <Suspense fallback={<PageLoader />}>
        {recordingType === 'desktop' ? (
          <DesktopPlayerPage key={`${clusterId}/${sid}`} clusterId={clusterId} sid={sid} durationMs={durationMs} />
        ) : (
          <PlayerPage key={`${clusterId}/${sid}`} clusterId={clusterId} sid={sid} />
        )}
      </Suspense>
    );
  },
});
