// The recording players' timeline: click or drag to seek, the arrows step `SKIP_MS` (Home/End to
// the ends); search hits are marked on it (orange lines), bookmarks too (a flag above the track). Without `onSeek` (a recording the server paces, which
// cannot jump) it only shows the position: a read-only slider.
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { Box } from '@mantine/core';
import { formatTime } from './player-time';

/** How far the skip buttons and the arrow keys move, in ms. */
export const SKIP_MS = 5000;

export interface TimelineProps {
  positionMs: number;
  /** Unknown (undefined): the bar stays empty until the end. */
  durationMs: number | undefined;
  marks?: readonly number[];
  bookmarks?: readonly number[];
  onSeek?(ms: number): void;
  /** Why it cannot seek (a tooltip), with no `onSeek`. */
  readOnlyReason?: string;
}

export function PlayerTimeline({ positionMs, durationMs = 0, marks = [], bookmarks = [], onSeek, readOnlyReason }: TimelineProps) {
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const fraction = durationMs > 0 ? Math.min(1, positionMs / durationMs) : 0;

  const msAt = (clientX: number) => {
    const rect = track.current!.getBoundingClientRect();
    return Math.round(Math.min(1, Math.max(0, (clientX - rect.left) / rect.width)) * durationMs);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (!onSeek) return;
    dragging.current = true;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    e.currentTarget.focus();
    onSeek(msAt(e.clientX));
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (dragging.current && onSeek) onSeek(msAt(e.clientX));
  };
  const onPointerUp = () => {
    dragging.current = false;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!onSeek) return;
    const step = { ArrowRight: SKIP_MS, ArrowUp: SKIP_MS, ArrowLeft: -SKIP_MS, ArrowDown: -SKIP_MS }[e.key];
    if (step !== undefined) onSeek(Math.min(durationMs, Math.max(0, positionMs + step)));
    else if (e.key === 'Home') onSeek(0);
    else if (e.key === 'End') onSeek(durationMs);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <Box
      ref={track}
      role="slider"
      tabIndex={0}
      aria-label="Position"
      aria-valuemin={0}
      aria-valuemax={durationMs}
      aria-valuenow={Math.round(positionMs)}
      aria-valuetext={durationMs > 0 ? `${formatTime(positionMs)} of ${formatTime(durationMs)}` : formatTime(positionMs)}
      aria-readonly={onSeek ? undefined : true}
      title={onSeek ? undefined : readOnlyReason}
      data-testid="player-timeline"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
      style={{
        position: 'relative',
        flex: 1,
        minWidth: 80,
        height: 24,
        cursor: onSeek ? 'pointer' : 'default',
        touchAction: 'none',
        outlineOffset: 2,
      }}
    >
      <Box
        style={{
          position: 'absolute',
          left: 0,
          right: 0,
          top: 10,
          height: 4,
          borderRadius: 2,
          background: 'var(--mantine-color-default-border)',
        }}
      />
      <Box
        style={{
          position: 'absolute',
          left: 0,
          width: `${fraction * 100}%`,
          top: 10,
          height: 4,
          borderRadius: 2,
          background: 'var(--mantine-primary-color-filled)',
        }}
      />
      {marks.map((ms, i) => (
        <Box
          key={i}
          data-testid="player-hit-mark"
          style={{
            position: 'absolute',
            left: `${durationMs > 0 ? (ms / durationMs) * 100 : 0}%`,
            top: 4,
            width: 2,
            height: 16,
            marginLeft: -1,
            background: 'var(--mantine-color-orange-filled)',
            pointerEvents: 'none',
          }}
        />
      ))}
      {bookmarks.map((ms, i) => (
        <Box
          key={`b${i}`}
          data-testid="player-bookmark-mark"
          style={{
            position: 'absolute',
            left: `${durationMs > 0 ? Math.min(1, ms / durationMs) * 100 : 0}%`,
            top: 0,
            width: 8,
            height: 8,
            marginLeft: -4,
            transform: 'rotate(45deg)',
            borderRadius: 1,
            background: 'var(--mantine-color-grape-filled)',
            border: '1px solid var(--mantine-color-body)',
            pointerEvents: 'none',
          }}
        />
      ))}
      <Box
        style={{
          position: 'absolute',
          left: `${fraction * 100}%`,
          top: 5,
          width: 14,
          height: 14,
          marginLeft: -7,
          borderRadius: '50%',
          background: 'var(--mantine-primary-color-filled)',
          border: '2px solid var(--mantine-color-body)',
          pointerEvents: 'none',
        }}
      />
    </Box>
  );
}
