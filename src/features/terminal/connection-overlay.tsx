// What covers the terminal when it is not a live session: connecting, ended, failed to connect,
// or disconnected with the way back (rejoin when the session still runs, else a new session).
import { Anchor, Button, Group, Loader, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getListActiveSessionsQueryOptions } from '@/api/gen/hooks/active-sessions/active-sessions';
import type { SessionState } from './terminal-session';
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
}

export function ConnectionOverlay(p: ConnectionOverlayProps) {
  const { state } = p;
  const sid = state.session?.id ?? (state.target.kind === 'join' ? state.target.sid : null);
  const checkAlive = state.phase === 'disconnected' && state.established && Boolean(sid);
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
