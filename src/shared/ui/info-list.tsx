import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';

/** A definition list of label/value rows; values render as text (hostile strings stay text). */
export function InfoList({ rows, label }: { rows: readonly (readonly [string, ReactNode])[]; label?: string }) {
  return (
    <Box
      component="dl"
      m={0}
      aria-label={label}
      style={{ display: 'grid', gridTemplateColumns: 'minmax(140px, max-content) 1fr', gap: '8px 24px' }}
    >
      {rows.map(([name, value]) => (
        <Box key={name} style={{ display: 'contents' }}>
          <Text component="dt" c="dimmed" fz="sm">
            {name}
          </Text>
          <Text component="dd" m={0} fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
