// Desktop playback (recordingType=desktop): the recording's frames painted on a canvas as the
// server paces them, under the players' shared control bar (play/pause, speed, the position
// against the duration from the URL; no seeking: the contract's socket only takes play/pause and
// speed, and the proxy clamps the speed to 0.25..16), bookmarks beside it (added, listed, marked,
// copied as `t=` links; they cannot be jumped to), and a clear end or error with a way back. A lazy
// chunk of its own.
import './desktop-session.css';
import { useEffect, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Alert, Box } from '@mantine/core';
import { loadTokenRecord } from '@/api/token-record';
import { RouterButton } from '@/shared/navigation/router-links';
import { BookmarksPanel, useBookmarks } from '@/shared/sessions/player-bookmarks';
import { PlayerSide } from '@/shared/sessions/player-side';
import { PlayerControls } from '@/shared/sessions/player-controls';
import { formatTime } from '@/shared/sessions/player-time';
import { PlayerHeader } from '@/shared/sessions/player-header';
import { recordingsLink } from '@/shared/navigation/recording-paths';
import { preferredTransport } from '@/shared/socket-session/preferred-transport';
import { useSocketSession } from '@/shared/socket-session/use-socket-session';
import { resizeKeepingPicture } from './desktop-canvas';
import { RuntimeSlots, canvasPainter } from './desktop-runtime';
import { PlaybackSession } from './playback-session';
import { PlaybackOverlay } from './playback-overlay';
import { VideoExportAction } from './export/video-export-dialog';

const route = getRouteApi('/_authed/cluster/$clusterId/session/$sid');

/** The most the proxy plays a desktop recording at (Teleport's maxPlaybackSpeed). */
export const DESKTOP_MAX_SPEED = 16;
const NO_SEEK = 'Desktop recordings play from the start at the pace the proxy sets: it cannot jump or step through them.';
const MISSING_KEYS = [
  { keys: ['←', '→'], what: 'Skip back or forward: the proxy paces desktop recordings from the start and cannot jump or step.' },
  { keys: ['0', '…', '9'], what: 'Jump to 0%..90%: the same.' },
  { keys: [',', '.'], what: 'Step one event: the same.' },
  { keys: ['[', ']'], what: 'Previous or next bookmark: the same; the list shows their times.' },
];

function linkAt(ms: number): string {
  const search = new URLSearchParams(window.location.search);
  if (Math.round(ms) > 0) search.set('t', String(Math.round(ms)));
  else search.delete('t');
  return `${window.location.pathname}?${search.toString()}`;
}

async function toggleFullscreen(el: HTMLElement | null) {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await el?.requestFullscreen();
  } catch {
    // Refused by the browser: the page stays as it is.
  }
}

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
  const linkedAt = route.useSearch().t;
  const bookmarks = useBookmarks(clusterId, sid);
  const root = useRef<HTMLDivElement>(null);

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
      <PlayerHeader
        clusterId={clusterId}
        sid={sid}
        what={'Desktop'}
        actions={<VideoExportAction clusterId={clusterId} sid={sid} durationMs={durationMs} screen={state.screen} />}
      />
      {linkedAt !== undefined && linkedAt > 0 && (
        <Alert color="blue" radius={0} py={6} role="status" data-testid="player-linked-at">
          {`This link points to ${formatTime(linkedAt)}. ${NO_SEEK} Watch the time below.`}
        </Alert>
      )}
      <Box ref={root} style={{ display: 'flex', flex: 1, minHeight: 0, background: 'var(--mantine-color-body)' }}>
        <Box style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
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
            maxSpeed={DESKTOP_MAX_SPEED}
            maxSpeedReason={`The proxy plays desktop recordings at ${DESKTOP_MAX_SPEED}× at most.`}
            bookmarkMarks={bookmarks.list.map((b) => b.ms)}
            actions={{
              bookmark: () => bookmarks.add(position),
              fullscreen: () => void toggleFullscreen(root.current),
            }}
            missingKeys={MISSING_KEYS}
          />
        </Box>
        <PlayerSide>
          <BookmarksPanel
            state={bookmarks}
            onAdd={() => bookmarks.add(position)}
            label={formatTime}
            linkFor={linkAt}
            noJumpReason={`${NO_SEEK} A bookmark's link names its moment.`}
          />
        </PlayerSide>
      </Box>
    </Box>
  );
}
