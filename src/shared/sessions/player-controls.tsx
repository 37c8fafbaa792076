// The one control bar of the recording players (terminal and desktop), the same controls in the
// same order: play/pause, back and forward `SKIP_MS`, the time "m:ss / m:ss", the timeline, the
// speed menu, then the player's own extras on the right. Space plays or pauses and the arrows
// skip, wherever the focus is but in a field or on a control that takes those keys itself.
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { useEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Menu, Text } from '@mantine/core';
import { CheckIcon, IconPause, IconPlay, IconSkipBack, IconSkipForward, SpeedIcon } from '@/shared/icons/icons';
import { formatTime } from './player-time';
import { PlayerTimeline, SKIP_MS } from './player-timeline';

export { SKIP_MS };

/**
 * The speeds of both players. The terminal player paces itself, so any factor works; the desktop
 * recording is paced by the proxy, which takes any factor from 0.25 to 16 (Teleport clamps to that
 * range; the contract asks only for a number above 0), so 16x is real there too.
 */
export const PLAYER_SPEEDS = [0.5, 1, 2, 4, 8, 16] as const;
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
  /** Positions marked on the timeline (search hits). */
  marks?: readonly number[];
  /** Extras at the right end (e.g. the terminal's size). */
  extras?: ReactNode;
}

const OWN_KEYS = 'input, textarea, select, button, a[href], [contenteditable="true"], [role="radio"], [role="slider"], [role^="menuitem"]';

export function PlayerControls(p: PlayerControlsProps) {
  const { playing, onToggle, canPlay = true, positionMs, durationMs, onSeek, noSeekReason, speed, onSpeed, marks, extras } = p;
  const latest = useRef(p);
  useEffect(() => {
    latest.current = p;
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const el = e.target as HTMLElement | null;
      if (el?.closest?.(OWN_KEYS)) return;
      const { canPlay = true, onToggle, onSeek, positionMs } = latest.current;
      if (e.key === ' ' && canPlay) onToggle();
      else if (e.key === 'ArrowRight' && onSeek) onSeek(positionMs + SKIP_MS);
      else if (e.key === 'ArrowLeft' && onSeek) onSeek(positionMs - SKIP_MS);
      else return;
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
      wrap="nowrap"
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
      <PlayerTimeline positionMs={positionMs} durationMs={durationMs} marks={marks} onSeek={onSeek} readOnlyReason={noSeekReason} />
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
              onClick={() => onSpeed(s)}
            >
              {speedLabel(s)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {extras && (
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {extras}
        </Group>
      )}
    </Group>
  );
}
