// What covers the playback canvas: loading, the end (play again), or an error with a way back.
import '@mantine/core/styles/Loader.layer.css';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { PlaybackState } from './playback-session';

export function PlaybackOverlay({ state, onPlayAgain, back }: { state: PlaybackState; onPlayAgain(): void; back: React.ReactNode }) {
  if (state.phase === 'connecting')
    return (
      <Center style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Loading the recording…</Text>
        </Group>
      </Center>
    );
  if (state.phase === 'active' && !state.finished) return null;
  const ended = state.finished || state.phase === 'ended';
  const title = ended ? 'End of the recording' : 'The recording cannot be played';
  return (
    <Center style={{ position: 'absolute', inset: 0, background: 'color-mix(in srgb, var(--mantine-color-body) 50%, transparent)' }}>
      <Paper
        withBorder
        shadow="lg"
        radius="md"
        p="lg"
        w={460}
        maw="calc(100% - 32px)"
        role={ended ? 'status' : 'alertdialog'}
        aria-label={title}
      >
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {title}
          </Title>
          {!ended && (
            <Text style={{ overflowWrap: 'anywhere' }} data-testid="playback-error">
              {state.error ?? 'The connection to the recording was lost.'}
            </Text>
          )}
          <Group gap="sm">
            <Button onClick={onPlayAgain}>{ended ? 'Play again' : 'Try again'}</Button>
            {back}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
