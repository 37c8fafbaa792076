// The one control bar of the recording players (terminal and desktop), the same controls in the
// same order: play/pause, back and forward `SKIP_MS`, the time "m:ss / m:ss", the timeline, the
// speed menu, then the player's own extras on the right, then the `?` button of the shortcut
// sheet. The keys (player-keys.ts) work wherever the focus is but in a field: Space, the arrows,
// 0-9 and `?` here; the player gives the rest (step, marks, full screen, bookmark) as `actions`.
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { CheckIcon, IconPause, IconPlay, IconSkipBack, IconSkipForward, KeyboardIcon, SpeedIcon } from '@/shared/icons/icons';
import { commandFor } from './player-keys';
import { ShortcutSheet, type Shortcut } from './player-shortcuts';
import { formatTime } from './player-time';
import { PlayerTimeline, SKIP_MS } from './player-timeline';

export { SKIP_MS };

/**
 * The speeds of both players. The terminal player paces itself, so any factor works; the desktop
 * recording is paced by the proxy, which clamps the factor to 0.25..16 (Teleport v13/v14,
 * lib/web/desktop/playback.go: minPlaybackSpeed, maxPlaybackSpeed), so the desktop player offers
 * 32x disabled, saying why (`maxSpeed`).
 */
export const PLAYER_SPEEDS = [0.25, 0.5, 1, 2, 4, 8, 16, 32] as const;
export type PlayerSpeed = (typeof PLAYER_SPEEDS)[number];

export const speedLabel = (speed: number) => `${speed}×`;

export interface PlayerControlsProps {
  playing: boolean;
  onToggle(): void;
  /** False while nothing can play (loading, ended, failed): play/pause is disabled. */
  canPlay?: boolean;
  positionMs: number;
  /** Unknown (undefined): the time shows the position alone. */
  durationMs: number | undefined;
  /** Seeks to a position (clamped by the player). Without it the skips are disabled and the timeline is read-only. */
  onSeek?(ms: number): void;
  /** Why this recording cannot seek (shown on the disabled skips and the timeline). */
  noSeekReason?: string;
  speed: number;
  onSpeed(speed: PlayerSpeed): void;
  /** Speeds above this are offered disabled, with `maxSpeedReason`. */
  maxSpeed?: number;
  maxSpeedReason?: string;
  /** Positions marked on the timeline (search hits). */
  marks?: readonly number[];
  /** Bookmarks marked on the timeline (their own mark). */
  bookmarkMarks?: readonly number[];
  /** The player's own keys; one left out is not offered (nor listed in the sheet). */
  actions?: PlayerActions;
  /** Keys this player does not have, and why (listed in the sheet). */
  missingKeys?: readonly Shortcut[];
  /** Extras at the right end (e.g. the terminal's size). */
  extras?: ReactNode;
}

export interface PlayerActions {
  /** `,` `.`: one step back or forward, and what a step is. */
  step?: { run(direction: -1 | 1): void; what: string };
  /** `[` `]`: the previous or next mark, and what the marks are. */
  mark?: { run(direction: -1 | 1): void; what: string };
  fullscreen?(): void;
  bookmark?(): void;
}

/** The sheet's list of a control bar's keys (what it and its player's actions offer). */
export function shortcutsOf(p: Pick<PlayerControlsProps, 'onSeek' | 'actions'>): Shortcut[] {
  const seconds = SKIP_MS / 1000;
  const a = p.actions ?? {};
  const list: Shortcut[] = [{ keys: ['Space'], what: 'Play or pause' }];
  if (p.onSeek) {
    list.push({ keys: ['←', '→'], what: `Back or forward ${seconds} seconds` });
    list.push({ keys: ['0', '…', '9'], what: 'Jump to 0%, 10%, … 90% of the recording' });
  }
  if (a.step) list.push({ keys: [',', '.'], what: a.step.what });
  if (a.mark) list.push({ keys: ['[', ']'], what: a.mark.what });
  if (a.bookmark) list.push({ keys: ['B'], what: 'Bookmark this moment (with a note)' });
  if (a.fullscreen) list.push({ keys: ['F'], what: 'Full screen, or leave it' });
  list.push({ keys: ['?'], what: 'This list of shortcuts' });
  return list;
}

export function PlayerControls(p: PlayerControlsProps) {
  const { playing, onToggle, canPlay = true, positionMs, durationMs, onSeek, noSeekReason, speed, onSpeed, marks, extras } = p;
  const { maxSpeed, maxSpeedReason, bookmarkMarks, missingKeys } = p;
  const [sheet, setSheet] = useState(false);
  const latest = useRef(p);
  useEffect(() => {
    latest.current = p;
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const command = commandFor(e);
      if (!command) return;
      const { canPlay = true, onToggle, onSeek, positionMs, durationMs, actions = {} } = latest.current;
      switch (command.kind) {
        case 'toggle':
          if (!canPlay) return;
          onToggle();
          break;
        case 'skip':
          if (!onSeek) return;
          onSeek(Math.max(0, Math.min(durationMs ?? Infinity, positionMs + command.direction * SKIP_MS)));
          break;
        case 'jump':
          if (!onSeek || !durationMs) return;
          onSeek((durationMs * command.tenths) / 10);
          break;
        case 'step':
          if (!actions.step) return;
          actions.step.run(command.direction);
          break;
        case 'mark':
          if (!actions.mark) return;
          actions.mark.run(command.direction);
          break;
        case 'fullscreen':
          if (!actions.fullscreen) return;
          actions.fullscreen();
          break;
        case 'bookmark':
          if (!actions.bookmark) return;
          actions.bookmark();
          break;
        case 'help':
          setSheet(true);
          break;
      }
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const skip = (delta: number) => onSeek?.(Math.max(0, Math.min(durationMs ?? Infinity, positionMs + delta)));
  const seconds = SKIP_MS / 1000;

  return (
    <Group
      gap="sm"
      px="sm"
      py={6}
      // In a narrow window (or zoomed in) the controls go on to a second line rather than past
      // the edge.
      wrap="wrap"
      role="toolbar"
      aria-label="Playback"
      data-testid="player-controls"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
    >
      <ActionIcon
        size="lg"
        variant="filled"
        aria-label={playing ? 'Pause' : 'Play'}
        aria-keyshortcuts="Space"
        onClick={onToggle}
        disabled={!canPlay}
        data-testid="player-play"
      >
        {playing ? <IconPause size={18} /> : <IconPlay size={18} />}
      </ActionIcon>
      <ActionIcon
        size="lg"
        variant="default"
        aria-label={`Back ${seconds} seconds`}
        aria-keyshortcuts="ArrowLeft"
        title={onSeek ? undefined : noSeekReason}
        onClick={() => skip(-SKIP_MS)}
        disabled={!onSeek}
        data-testid="player-skip-back"
      >
        <IconSkipBack size={18} />
      </ActionIcon>
      <ActionIcon
        size="lg"
        variant="default"
        aria-label={`Forward ${seconds} seconds`}
        aria-keyshortcuts="ArrowRight"
        title={onSeek ? undefined : noSeekReason}
        onClick={() => skip(SKIP_MS)}
        disabled={!onSeek}
        data-testid="player-skip-forward"
      >
        <IconSkipForward size={18} />
      </ActionIcon>
      <Text ff="monospace" fz="sm" data-testid="player-time" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
        {formatTime(positionMs)}
        {durationMs !== undefined ? ` / ${formatTime(durationMs)}` : ''}
      </Text>
      <PlayerTimeline
        positionMs={positionMs}
        durationMs={durationMs}
        marks={marks}
        bookmarks={bookmarkMarks}
        onSeek={onSeek}
        readOnlyReason={noSeekReason}
      />
      <Menu position="top-end" offset={6} withinPortal>
        <Menu.Target>
          <Button
            size="xs"
            variant="default"
            leftSection={<SpeedIcon size={16} />}
            aria-label={`Speed ${speedLabel(speed)}`}
            data-testid="player-speed"
            style={{ flexShrink: 0 }}
          >
            {speedLabel(speed)}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Speed">
          {PLAYER_SPEEDS.map((s) => (
            <Menu.Item
              key={s}
              aria-checked={s === speed}
              // Mantine sets role="menuitem"; a choice of one is a menuitemradio (with aria-checked).
              renderRoot={(props) => <button type="button" {...props} role="menuitemradio" />}
              leftSection={s === speed ? <CheckIcon size={14} /> : <span style={{ display: 'inline-block', width: 14 }} />}
              disabled={maxSpeed !== undefined && s > maxSpeed}
              onClick={() => onSpeed(s)}
            >
              {speedLabel(s)}
            </Menu.Item>
          ))}
          {maxSpeed !== undefined && maxSpeedReason && (
            <Text fz="xs" c="dimmed" px="sm" py={4} maw={220} data-testid="player-speed-limit">
              {maxSpeedReason}
            </Text>
          )}
        </Menu.Dropdown>
      </Menu>
      {extras && (
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {extras}
        </Group>
      )}
      <ActionIcon
        size="lg"
        variant="subtle"
        aria-label="Keyboard shortcuts"
        aria-keyshortcuts="Shift+?"
        onClick={() => setSheet(true)}
        data-testid="player-shortcuts-button"
      >
        <KeyboardIcon size={18} />
      </ActionIcon>
      <ShortcutSheet opened={sheet} onClose={() => setSheet(false)} shortcuts={shortcutsOf(p)} missing={missingKeys} />
    </Group>
  );
}
