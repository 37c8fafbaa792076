// What covers the canvas when the desktop is not live: connecting, a pre-connection failure, a
// dropped or broken connection, or the end; always with a way back (Reconnect, Desktops).
import type { ReactNode } from 'react';
import { Button, Group, Text, Title } from '@mantine/core';
import { StageCard, StageProgress } from '@/shared/ui/stage-overlay';
import type { DesktopState } from './desktop-session';

export interface DesktopOverlayProps {
  state: DesktopState;
  desktopName: string;
  /** The MFA-required check said this desktop asks for a security key. */
  mfaRequired: boolean;
  /** The way back to the Desktops list (a link). */
  back: ReactNode;
  onReconnect(): void;
}

export function DesktopOverlay({ state, desktopName, mfaRequired, back, onReconnect }: DesktopOverlayProps) {
  if (state.phase === 'connecting' || state.phase === 'mfa') {
    if (state.established && state.phase === 'mfa') return null;
    return (
      <StageProgress>
        {state.phase === 'mfa'
          ? 'Waiting for your security key…'
          : `Connecting to ${desktopName}…${mfaRequired ? ' It will ask for your security key.' : ''}`}
      </StageProgress>
    );
  }
  if (state.phase === 'active') return null;
  const title = state.phase === 'ended' ? 'Session ended' : state.phase === 'failed' ? 'Could not connect' : 'Connection lost';
  const text =
    state.phase === 'ended'
      ? `You disconnected from ${desktopName}.`
      : (state.error ??
        (state.phase === 'failed' ? `The connection to ${desktopName} could not be opened.` : 'The connection to the desktop was lost.'));
  return (
    <StageCard label={title}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text style={{ overflowWrap: 'anywhere' }} data-testid="desktop-error">
        {text}
      </Text>
      <Group gap="sm">
        <Button onClick={onReconnect} data-autofocus>
          Reconnect
        </Button>
        {back}
      </Group>
    </StageCard>
  );
}
