// Desktop playback (recordingType=desktop): the recording's frames painted on a canvas as the
// server paces them, with play/pause, speed and the position against the duration (from the URL),
// and a clear end or error with a way back. A lazy chunk of its own.
import './desktop-session.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { useEffect, useState } from 'react';
import { Box, Button, Group, Progress, SegmentedControl, Text } from '@mantine/core';
import { loadTokenRecord } from '@/api/token-record';
import { AppLink } from '@/shared/navigation/app-link';
import { PlayerHeader } from '@/shared/sessions/player-header';
import { recordingsPathOf } from '@/shared/navigation/recording-paths';
import { preferredTransport } from '@/shared/socket-session/preferred-transport';
import { useSocketSession } from '@/shared/socket-session/use-socket-session';
import { resizeKeepingPicture } from './desktop-canvas';
import { RuntimeSlots, canvasPainter } from './desktop-runtime';
import { PlaybackSession, SPEEDS } from './playback-session';
import { PlaybackOverlay } from './playback-overlay';

export function formatClock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
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

  const recordingsPath = recordingsPathOf(clusterId);
  const position = state.finished && durationMs ? durationMs : state.ms;
  const percent = durationMs ? Math.min(100, (position / durationMs) * 100) : state.finished ? 100 : 0;
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
            <Button component={AppLink} to={recordingsPath} variant="default">
              Back to Session Recordings
            </Button>
          }
        />
      </Box>
      <Group px="md" py={8} gap="md" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Button size="xs" w={80} onClick={() => session.togglePlay()} disabled={!live}>
          {state.playing ? 'Pause' : 'Play'}
        </Button>
        <SegmentedControl
          size="xs"
          aria-label="Speed"
          value={String(state.speed)}
          onChange={(v) => session.setSpeed(Number(v))}
          data={SPEEDS.map((s) => ({ value: String(s), label: `${s}×` }))}
        />
        <Progress value={percent} style={{ flex: 1 }} aria-label="Position" data-testid="playback-progress" transitionDuration={0} />
        <Text size="sm" ff="monospace" data-testid="playback-time" style={{ flexShrink: 0 }}>
          {formatClock(position)}
          {durationMs ? ` / ${formatClock(durationMs)}` : ''}
        </Text>
      </Group>
    </Box>
  );
}
