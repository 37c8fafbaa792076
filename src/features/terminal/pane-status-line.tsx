// A terminal pane's status line (terminal-pane.tsx): a short message (a flash such as "Copied to the
// clipboard", the session's latest notice, or who you are in it) and the terminal's size.
import { useEffect, useRef, useState } from 'react';
import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { SessionState } from './terminal-session';
import type { ParticipantMode } from './messages';

/** A message shown for a while in place of the status line's own. */
export function useFlash(): [string | null, (text: string, ms?: number) => void] {
  const [flash, setFlash] = useState<string | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(flashTimer.current), []);
  const showFlash = (text: string, ms = 3000) => {
    clearTimeout(flashTimer.current);
    setFlash(text);
    flashTimer.current = setTimeout(() => setFlash(null), ms);
  };
  return [flash, showFlash];
}

const MODE_TEXT: Record<ParticipantMode, string> = { peer: 'Peer', observer: 'Observer', moderator: 'Moderator' };

export function PaneStatusLine({
  state,
  flash,
  clusterId,
  solo,
}: {
  state: SessionState;
  flash: string | null;
  clusterId: string;
  solo: boolean;
}) {
  return (
    <Group
      h={28}
      px={solo ? 'md' : 'xs'}
      justify="space-between"
      wrap="nowrap"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
    >
      <Text size="xs" c="dimmed" truncate="end" role="status" aria-live="polite" data-testid="terminal-status">
        {flash ??
          state.notice ??
          (state.phase === 'active' ? `${MODE_TEXT[state.mode]} · ${state.session?.cluster_name || clusterId}` : '')}
      </Text>
      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} data-testid="terminal-size" aria-hidden="true">
        {state.size ? `${state.size.cols}×${state.size.rows}` : ''}
      </Text>
      {/* A new size is told to screen readers in words; the eye reads it at the right. */}
      <VisuallyHidden role="status" aria-live="polite" data-testid="terminal-size-announcement">
        {state.size ? `Terminal size ${state.size.cols} columns by ${state.size.rows} rows` : ''}
      </VisuallyHidden>
    </Group>
  );
}
