// What covers a session's stage (terminal, desktop, playback canvas) when it is not live: a
// progress line that lets the pointer through, or a card over the dimmed stage with what happened
// and the ways on.
import { Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Work under way (connecting, loading): a spinner and a line, announced politely. */
export function StageProgress({ children }: { children: ReactNode }) {
  return (
    <Center style={{ position: 'absolute', inset: 0, zIndex: 4, pointerEvents: 'none' }}>
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text c="dimmed">{children}</Text>
      </Group>
    </Center>
  );
}

/**
 * A card over the dimmed stage, named by `label`: an alert dialog by default (something went wrong
 * or ended and the user must choose), a status for a calm end.
 */
export function StageCard({
  label,
  role = 'alertdialog',
  children,
}: {
  label: string;
  role?: 'alertdialog' | 'status';
  children: ReactNode;
}) {
  return (
    <Center
      style={{ position: 'absolute', inset: 0, zIndex: 4, background: 'color-mix(in srgb, var(--mantine-color-body) 55%, transparent)' }}
    >
      <Paper withBorder shadow="lg" radius="md" p="lg" w={470} maw="calc(100% - 32px)" role={role} aria-label={label}>
        <Stack gap="sm">{children}</Stack>
      </Paper>
    </Center>
  );
}
