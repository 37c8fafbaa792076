// A loaded recording: the screen, the shared player control bar (play/pause, skips, time,
// timeline, speed, idle skip; the keys of player-keys.ts and their `?` sheet), the side panel
// (search, bookmarks), and the position written to the URL (t=, recording time) on pause and seek.
// With idle skip on, the bar, the timeline and the lists show the shortened clock (idle-clock.ts).
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Alert, Box, Text, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { exposeForTests } from '@/platform/test-hooks';
import { BookmarksPanel, useBookmarks } from '@/shared/sessions/player-bookmarks';
import { PlayerSide } from '@/shared/sessions/player-side';
import { PlayerControls } from '@/shared/sessions/player-controls';
import { neighbourMark } from '@/shared/sessions/player-keys';
import { formatTime } from '@/shared/sessions/player-time';
import type { IdleLimit } from './idle-clock';
import { IdleMenu } from './idle-menu';
import { PlayerController } from './player-controller';
import { PlayerScreen } from './player-screen';
import { PlayerSearchPanel, useRecordingSearch } from './player-search-panel';
import type { Recording } from '@/shared/sessions/recording-events';
import { Timeline } from './replay-engine';
import { buildSearchIndex, type SearchIndex } from './search-index';

const URL_WRITE_MS = 400;

export interface PlayerViewProps {
  clusterId: string;
  sid: string;
  recording: Recording;
  bytes: Uint8Array;
  startMs: number;
  /** Writes the position to the URL (history replace). */
  onPosition(ms: number): void;
  idleLimit: IdleLimit | null;
  /** Writes the idle skip's limit to the URL. */
  onIdleLimit(limit: IdleLimit | null): void;
  notice?: string;
}

/** This page's URL with `t` set to `ms` (the other parameters kept). */
export function playerLinkAt(ms: number, location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const search = new URLSearchParams(location.search);
  const t = Math.max(0, Math.round(ms));
  if (t > 0) search.set('t', String(t));
  else search.delete('t');
  const q = search.toString();
  return `${location.pathname}${q ? `?${q}` : ''}`;
}

async function toggleFullscreen(el: HTMLElement | null) {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await el?.requestFullscreen();
  } catch {
    // Refused (an iframe without allowfullscreen, a browser setting): the page stays as it is.
  }
}

export function PlayerView(props: PlayerViewProps) {
  const { clusterId, sid, recording, bytes, startMs, onPosition, idleLimit, onIdleLimit, notice } = props;
  const timeline = useMemo(() => new Timeline(recording), [recording]);
  const [controller] = useState(() => new PlayerController(timeline, bytes, startMs, idleLimit));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
  const root = useRef<HTMLDivElement>(null);
  const bookmarks = useBookmarks(clusterId, sid);
  useEffect(() => controller.setIdleLimit(idleLimit), [controller, idleLimit]);
  const { clock } = state;
  const label = useCallback((ms: number) => formatTime(clock.toShown(ms)), [clock]);
  const scheme = useComputedColorScheme('light');
  const theme = useMantineTheme();
  const [index, setIndex] = useState<SearchIndex | null>(null);
  const search = useRecordingSearch(index);
  const latestPosition = useRef(onPosition);
  useEffect(() => {
    latestPosition.current = onPosition;
  });

  // The search index is built after the first paint.
  useEffect(() => {
    const id = setTimeout(() => setIndex(buildSearchIndex(timeline, bytes)), 0);
    return () => clearTimeout(id);
  }, [timeline, bytes]);

  useEffect(() => () => controller.dispose(), [controller]);

  // The URL follows the position while paused (throttled), never during playback.
  const written = useRef(startMs);
  useEffect(() => {
    if (state.playing || Math.round(state.positionMs) === Math.round(written.current)) return;
    const id = setTimeout(() => {
      written.current = state.positionMs;
      latestPosition.current(state.positionMs);
    }, URL_WRITE_MS);
    return () => clearTimeout(id);
  }, [state.playing, state.positionMs]);

  // The benchmark's and the browser tests' handle (src/platform/test-hooks.ts): seek and time the rebuild.
  useEffect(
    () =>
      exposeForTests('player', {
        seek: async (ms) => {
          const t0 = performance.now();
          await controller.seek(ms);
          await new Promise((r) => requestAnimationFrame(r));
          return performance.now() - t0;
        },
        state: controller.getState,
      }),
    [controller],
  );

  const hitTimes = useMemo(() => [...new Set(search.hits.map((h) => h.ms))], [search.hits]);
  const marks = useMemo(() => hitTimes.map((ms) => clock.toShown(ms)), [hitTimes, clock]);
  const bookmarkMarks = useMemo(() => bookmarks.list.map((b) => clock.toShown(b.ms)), [bookmarks.list, clock]);
  const jump = (ms: number) => {
    controller.pause();
    void controller.seek(ms);
  };
  const addBookmark = () => bookmarks.add(controller.getState().positionMs);

  return (
    <Box ref={root} style={{ display: 'flex', flex: 1, minHeight: 0, background: 'var(--mantine-color-body)' }}>
      <Box style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        {notice && (
          <Alert color="yellow" radius={0} py={6} role="status" data-testid="player-notice">
            {notice}
          </Alert>
        )}
        <Box style={{ position: 'relative', flex: 1, minHeight: 0 }}>
          <PlayerScreen
            size={recording.initialSize}
            colorScheme={scheme}
            fontFamily={theme.fontFamilyMonospace ?? 'monospace'}
            onReady={(term) => void controller.attach(term)}
          />
        </Box>
        <PlayerControls
          playing={state.playing}
          onToggle={() => controller.toggle()}
          positionMs={clock.toShown(state.positionMs)}
          durationMs={clock.durationMs}
          onSeek={(ms) => void controller.seek(clock.toRecording(ms))}
          speed={state.speed}
          onSpeed={(speed) => controller.setSpeed(speed)}
          marks={marks}
          bookmarkMarks={bookmarkMarks}
          actions={{
            step: { run: (d) => controller.step(d), what: 'Step back or forward one output event (pauses)' },
            mark: {
              run: (d) => {
                const { positionMs, playing } = controller.getState();
                const to = neighbourMark([...hitTimes, ...bookmarks.list.map((b) => b.ms)], positionMs, d, playing ? 750 : 0);
                if (to !== null) jump(to);
              },
              what: 'Previous or next search hit or bookmark',
            },
            bookmark: addBookmark,
            fullscreen: () => void toggleFullscreen(root.current),
          }}
          extras={
            <>
              <IdleMenu limit={idleLimit} onLimit={onIdleLimit} />
              <Text fz="xs" c="dimmed" data-testid="player-size" style={{ whiteSpace: 'nowrap' }}>
                {state.size.cols}×{state.size.rows}
              </Text>
            </>
          }
        />
      </Box>
      <PlayerSide>
        <PlayerSearchPanel
          query={search.query}
          onQuery={search.setQuery}
          hits={search.hits}
          total={search.total}
          onChoose={(hit) => jump(hit.ms)}
          label={label}
        />
        <Box style={{ borderTop: '1px solid var(--mantine-color-default-border)', maxHeight: '45%', display: 'flex', minHeight: 0 }}>
          <BookmarksPanel
            state={bookmarks}
            onAdd={addBookmark}
            label={label}
            linkFor={(ms) => playerLinkAt(ms)}
            onChoose={(b) => jump(b.ms)}
          />
        </Box>
        {state.indexTotal > 0 && state.indexed < state.indexTotal && (
          <Text fz="xs" c="dimmed" px="sm" pb="xs">
            Preparing fast seeking… {Math.round((state.indexed / state.indexTotal) * 100)}%
          </Text>
        )}
      </PlayerSide>
    </Box>
  );
}
