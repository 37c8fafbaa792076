// Desktop playback (recordingType=desktop): the recording's frames painted on a canvas as the
// server paces them, under the players' shared control bar (play/pause, speed, the position
// against the duration from the URL; no seeking: the contract's socket only takes play/pause and
// speed), and a clear end or error with a way back. A lazy chunk of its own.
import './desktop-session.css';
import { useEffect, useState } from 'react';
import { Box } from '@mantine/core';
import { loadTokenRecord } from '@/api/token-record';
import { RouterButton } from '@/shared/navigation/router-links';
import { PlayerControls } from '@/shared/sessions/player-controls';
import { PlayerHeader } from '@/shared/sessions/player-header';
import { recordingsLink } from '@/shared/navigation/recording-paths';
import { preferredTransport } from '@/shared/socket-session/preferred-transport';
import { useSocketSession } from '@/shared/socket-session/use-socket-session';
import { resizeKeepingPicture } from './desktop-canvas';
import { RuntimeSlots, canvasPainter } from './desktop-runtime';
import { PlaybackSession } from './playback-session';
import { PlaybackOverlay } from './playback-overlay';

function createPlayback(clusterId: string, sid: string) {
  const slots = new RuntimeSlots();
  const holder: { session?: PlaybackSession } = {};
  const painter = canvasPainter(slots, (error) => holder.session?.fail(error.message));
  const session = new PlaybackSession({
    clusterId,
    sid,
    origin: window.location.origin,
    accessToken: () => loadTokenRecord()?.accessToken ?? null,
    openTransport: preferredTransport('text', { storageKey: 'desktop.transport' }),
    frames: painter,
  });
  holder.session = session;
  return { session, painter, slots };
}

export function DesktopPlayerPage({ clusterId, sid, durationMs }: { clusterId: string; sid: string; durationMs?: number }) {
  const [{ session, painter, slots }] = useState(() => createPlayback(clusterId, sid));
  const state = useSocketSession(session);
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);

  useEffect(() => {
    document.title = `${clusterId} • Session Player`;
  }, [clusterId]);
  useEffect(() => {
    session.connect();
    return () => {
      session.disconnect();
      painter.reset();
    };
  }, [session, painter]);
  useEffect(() => {
    if (canvas && state.screen) resizeKeepingPicture(canvas, state.screen.width, state.screen.height);
  }, [canvas, state.screen]);

  const position = state.finished && durationMs ? durationMs : state.ms;
  const live = state.phase === 'active' && !state.finished;

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <PlayerHeader clusterId={clusterId} sid={sid} what={'Desktop'} />
      <Box className="desktop-stage">
        <canvas
          ref={(el) => {
            slots.setCanvas(el);
            setCanvas(el);
          }}
          className="desktop-canvas"
          aria-label="Desktop recording"
          data-testid="playback-canvas"
        />
        <PlaybackOverlay
          state={state}
          onPlayAgain={() => session.restart()}
          back={
            <RouterButton {...recordingsLink(clusterId)} variant="default">
              Back to Session Recordings
            </RouterButton>
          }
        />
      </Box>
      <PlayerControls
        playing={live && state.playing}
        onToggle={() => session.togglePlay()}
        canPlay={live}
        positionMs={position}
        durationMs={durationMs ?? (state.finished ? position : undefined)}
        noSeekReason="Skipping is not available for desktop recordings: they play from the start."
        speed={state.speed}
        onSpeed={(speed) => session.setSpeed(speed)}
      />
    </Box>
  );
}
