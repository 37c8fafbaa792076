// A success note of the enroll flow: a bordered card with a green edge, its title and text in the
// page's own colours (readable in both themes, unlike text on a tinted alert).
import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';

export function StatusNote({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="status"
      data-testid={testId}
      style={{ borderLeft: '4px solid var(--mantine-color-green-7)' }}
    >
      <Stack gap={6}>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
