// A loaded recording: the screen, the shared player control bar (play/pause, skips, time,
// timeline, speed; Space and the arrows), the search panel, and the position written to the URL
// (t=) on pause and seek.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { Alert, Box, Text, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { PlayerControls } from '@/shared/sessions/player-controls';
import { PlayerController } from './player-controller';
import { PlayerScreen } from './player-screen';
import { PlayerSearchPanel, useRecordingSearch } from './player-search-panel';
import type { Recording } from './recording';
import { Timeline } from './replay-engine';
import { buildSearchIndex, type SearchIndex } from './search-index';

const URL_WRITE_MS = 400;

export interface PlayerViewProps {
  recording: Recording;
  bytes: Uint8Array;
  startMs: number;
  /** Writes the position to the URL (history replace). */
  onPosition(ms: number): void;
  notice?: string;
}

declare global {
  interface Window {
    /** The benchmark's handle (sessionStorage `player.bench` = 1): seek and time the rebuild. */
    __player?: { seek(ms: number): Promise<number>; state(): ReturnType<PlayerController['getState']> };
  }
}

export function PlayerView({ recording, bytes, startMs, onPosition, notice }: PlayerViewProps) {
  const timeline = useMemo(() => new Timeline(recording), [recording]);
  const [controller] = useState(() => new PlayerController(timeline, bytes, startMs));
  const state = useSyncExternalStore(controller.subscribe, controller.getState);
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

  useEffect(() => {
    if (sessionStorage.getItem('player.bench') !== '1') return;
    window.__player = {
      seek: async (ms) => {
        const t0 = performance.now();
        await controller.seek(ms);
        await new Promise((r) => requestAnimationFrame(r));
        return performance.now() - t0;
      },
      state: controller.getState,
    };
    return () => void delete window.__player;
  }, [controller]);

  const marks = useMemo(() => [...new Set(search.hits.map((h) => h.ms))], [search.hits]);

  return (
    <Box style={{ display: 'flex', flex: 1, minHeight: 0 }}>
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
          positionMs={state.positionMs}
          durationMs={recording.durationMs}
          onSeek={(ms) => void controller.seek(ms)}
          speed={state.speed}
          onSpeed={(speed) => controller.setSpeed(speed)}
          marks={marks}
          extras={
            <Text fz="xs" c="dimmed" data-testid="player-size" style={{ whiteSpace: 'nowrap' }}>
              {state.size.cols}×{state.size.rows}
            </Text>
          }
        />
      </Box>
      <Box
        w={320}
        style={{ borderLeft: '1px solid var(--mantine-color-default-border)', display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <PlayerSearchPanel
          query={search.query}
          onQuery={search.setQuery}
          hits={search.hits}
          total={search.total}
          onChoose={(hit) => {
            controller.pause();
            void controller.seek(hit.ms);
          }}
        />
        {state.indexTotal > 0 && state.indexed < state.indexTotal && (
          <Text fz="xs" c="dimmed" px="sm" pb="xs">
            Preparing fast seeking… {Math.round((state.indexed / state.indexTotal) * 100)}%
          </Text>
        )}
      </Box>
    </Box>
  );
}
