import type { ReactNode } from 'react';
import { Group, Text, Title } from '@mantine/core';

export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="nowrap" gap="md">
      <div style={{ minWidth: 0 }}>
        <Title order={1} fz="5xl" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" mt={4}>
            {description}
          </Text>
        )}
      </div>
      {/* The actions keep their width (a count badge must not be cut); the text wraps instead. */}
      {actions && <div style={{ flexShrink: 0 }}>{actions}</div>}
    </Group>
  );
}
