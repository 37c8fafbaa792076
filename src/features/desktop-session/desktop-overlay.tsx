// What covers the canvas when the desktop is not live: connecting, a pre-connection failure, a
// dropped or broken connection, or the end; always with a way back (Reconnect, Desktops).
import '@mantine/core/styles/Loader.layer.css';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { DesktopState } from './desktop-session';

export interface DesktopOverlayProps {
  state: DesktopState;
  desktopName: string;
  /** The MFA-required check said this desktop asks for a security key. */
  mfaRequired: boolean;
  desktopsHref: string;
  onDesktops(e: React.MouseEvent): void;
  onReconnect(): void;
}

function Card({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Center
      style={{ position: 'absolute', inset: 0, zIndex: 4, background: 'color-mix(in srgb, var(--mantine-color-body) 60%, transparent)' }}
    >
      <Paper withBorder shadow="lg" radius="md" p="lg" w={480} maw="calc(100% - 32px)" role="alertdialog" aria-label={label}>
        <Stack gap="sm">{children}</Stack>
      </Paper>
    </Center>
  );
}

export function DesktopOverlay({ state, desktopName, mfaRequired, desktopsHref, onDesktops, onReconnect }: DesktopOverlayProps) {
  const back = (
    <Button component="a" href={desktopsHref} onClick={onDesktops} variant="default">
      Back to Desktops
    </Button>
  );
  if (state.phase === 'connecting' || state.phase === 'mfa') {
    if (state.established && state.phase === 'mfa') return null;
    return (
      <Center style={{ position: 'absolute', inset: 0, zIndex: 4, pointerEvents: 'none' }}>
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text c="dimmed">
            {state.phase === 'mfa'
              ? 'Waiting for your security key…'
              : `Connecting to ${desktopName}…${mfaRequired ? ' It will ask for your security key.' : ''}`}
          </Text>
        </Group>
      </Center>
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
    <Card label={title}>
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
    </Card>
  );
}
