// What covers the playback canvas: loading, the end (play again), or an error with a way back.
import { Button, Group, Text, Title } from '@mantine/core';
import { StageCard, StageProgress } from '@/shared/ui/stage-overlay';
import type { PlaybackState } from './playback-session';

export function PlaybackOverlay({ state, onPlayAgain, back }: { state: PlaybackState; onPlayAgain(): void; back: React.ReactNode }) {
  if (state.phase === 'connecting') return <StageProgress>Loading the recording…</StageProgress>;
  if (state.phase === 'active' && !state.finished) return null;
  const ended = state.finished || state.phase === 'ended';
  const title = ended ? 'End of the recording' : 'The recording cannot be played';
  return (
    <StageCard label={title} role={ended ? 'status' : 'alertdialog'}>
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
    </StageCard>
  );
}
