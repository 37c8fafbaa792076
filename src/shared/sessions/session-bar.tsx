// The top bar of the full-screen session pages (terminal, desktop, the players): what the session
// is on the left, cut short when the window is narrow, and its actions on the right, kept whole.
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

export function SessionBar({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <Group
      component="header"
      h={48}
      px="md"
      justify="space-between"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        {children}
      </Group>
      {actions && (
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {actions}
        </Group>
      )}
    </Group>
  );
}
