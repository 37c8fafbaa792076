// What covers the terminal when it is not a live session: connecting, ended, failed to connect,
// or disconnected with the way back (rejoin when the session still runs, else a new session).
// While the session retries by itself after a drop, only a compact bar at the top: the output
// stays readable and the keyboard focus stays where it is.
import '@mantine/core/styles/Anchor.layer.css';
import { Anchor, Button, Group, Loader, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getListActiveSessionsQueryOptions } from '@/api/gen/hooks/active-sessions/active-sessions';
import { CONNECTION_LOST, type ReconnectState, type SessionState } from './terminal-session';
import { WarningIcon } from '@/shared/icons/icons';
import { endedHeading } from './ended-reason';
import { StageCard, StageProgress } from '@/shared/ui/stage-overlay';

export interface ConnectionOverlayProps {
  clusterId: string;
  state: SessionState;
  host: string;
  canStartNew: boolean;
  onRejoin(): void;
  onNewSession(): void;
  onRetry(): void;
  onClose(): void;
  /** Try the waiting automatic reconnection at once (TerminalSession.reconnectNow). */
  onReconnectNow(): void;
}

export function ConnectionOverlay(p: ConnectionOverlayProps) {
  const { state } = p;
  const sid = state.session?.id ?? (state.target.kind === 'join' ? state.target.sid : null);
  // While the session retries by itself it asks the list itself; the card asks when it shows.
  const checkAlive = state.phase === 'disconnected' && state.established && Boolean(sid) && !state.reconnect;
  // The Active Sessions list's query, asked afresh on each disconnect (the list may be cached).
  const alive = useQuery(
    getListActiveSessionsQueryOptions(p.clusterId, {
      query: {
        select: (list) => (list.sessions ?? []).some((s) => s.id === sid),
        enabled: checkAlive,
        retry: false,
        staleTime: 0,
        refetchOnMount: 'always',
      },
    }),
  );

  if (state.reconnect) {
    return <ReconnectBar host={p.host} reconnect={state.reconnect} onReconnectNow={p.onReconnectNow} onClose={p.onClose} />;
  }

  if (state.phase === 'connecting' && !state.established) {
    return <StageProgress>Connecting to {p.host}…</StageProgress>;
  }

  const closeLink = (
    <Anchor component="button" type="button" size="sm" onClick={p.onClose}>
      Close the terminal
    </Anchor>
  );

  if (state.phase === 'ended') {
    const heading = endedHeading(state.error);
    return (
      <StageCard label={heading}>
        <Title order={3}>{heading}</Title>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {state.error ? state.error : `The session on ${p.host} has ended.`}
        </Text>
        <Group justify="space-between">
          {closeLink}
          {p.canStartNew && <Button onClick={p.onNewSession}>Start a new session</Button>}
        </Group>
      </StageCard>
    );
  }

  if (state.phase === 'failed') {
    return (
      <StageCard label="Could not connect">
        <Title order={3}>Could not connect</Title>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {state.error ?? `The connection to ${p.host} failed.`}
        </Text>
        <Group justify="space-between">
          {closeLink}
          <Button onClick={p.onRetry}>Try again</Button>
        </Group>
      </StageCard>
    );
  }

  if (state.phase === 'disconnected') {
    return (
      <StageCard label="Connection lost">
        <Title order={3}>Connection lost</Title>
        <Text size="sm">The connection to {p.host} dropped. The output so far is kept above.</Text>
        {state.error && state.error !== CONNECTION_LOST && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {state.error}
          </Text>
        )}
        {alive.isFetching && (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              Checking whether the session still runs…
            </Text>
          </Group>
        )}
        {alive.data === true && <Text size="sm">The session is still running: you can rejoin it.</Text>}
        {alive.data === false && <Text size="sm">The session is no longer running.</Text>}
        {alive.isError && (
          <Text size="sm" c="dimmed">
            Could not check whether the session still runs.
          </Text>
        )}
        <Group justify="space-between">
          {closeLink}
          <Group gap="xs">
            {p.canStartNew && (
              <Button
                variant={alive.data === true || alive.isError ? 'default' : 'filled'}
                onClick={p.onNewSession}
                disabled={alive.isFetching}
              >
                Start a new session
              </Button>
            )}
            {(alive.data === true || alive.isError) && <Button onClick={p.onRejoin}>Rejoin session</Button>}
          </Group>
        </Group>
      </StageCard>
    );
  }
  return null;
}

/** Whole seconds until `at` (ms since the epoch), kept up to date while it counts down. */
function useSecondsLeft(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The automatic reconnection: a live countdown, Reconnect now and Close, at the top of the
 * terminal. Screen readers hear one polite line per attempt, not every second. The bar never takes
 * the focus; when it goes away with the focus inside, the terminal gets it back.
 */
function ReconnectBar(p: { host: string; reconnect: ReconnectState; onReconnectNow(): void; onClose(): void }) {
  const { attempt, of, at, offline } = p.reconnect;
  const seconds = useSecondsLeft(at);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const bar = ref.current;
    const stage = bar?.parentElement;
    return () => {
      if (!bar || !stage || !bar.contains(document.activeElement)) return;
      stage.querySelector<HTMLElement>('.xterm-helper-textarea')?.focus();
    };
  }, []);
  const waiting = offline ? 'waiting for the network' : at === null ? 'reconnecting…' : `reconnecting in ${seconds} s`;
  return (
    <Paper
      ref={ref}
      withBorder
      shadow="md"
      radius="md"
      px="sm"
      py={6}
      role="region"
      aria-label="Connection lost"
      data-testid="reconnect-bar"
      style={{ position: 'absolute', top: 8, right: 16, zIndex: 4, maxWidth: 'calc(100% - 32px)' }}
    >
      <Group gap="sm" wrap="nowrap">
        {at === null && !offline ? (
          <Loader size="xs" />
        ) : (
          <Text component="span" c="orange" display="flex">
            <WarningIcon size={18} />
          </Text>
        )}
        <Text size="sm" data-testid="reconnect-countdown">
          Connection lost — {waiting} (attempt {attempt} of {of})
        </Text>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Button size="compact-sm" variant="light" onClick={p.onReconnectNow}>
            Reconnect now
          </Button>
          <Button size="compact-sm" variant="subtle" color="gray" onClick={p.onClose}>
            Close
          </Button>
        </Group>
      </Group>
      <VisuallyHidden role="status" aria-live="polite">
        {offline
          ? `The connection to ${p.host} was lost. Waiting for the network to reconnect.`
          : `The connection to ${p.host} was lost. Reconnecting, attempt ${attempt} of ${of}.`}
      </VisuallyHidden>
    </Paper>
  );
}
