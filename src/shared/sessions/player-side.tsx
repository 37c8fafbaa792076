// The column beside a recording player's screen (the terminal player's search and bookmarks, the
// desktop player's bookmarks): one width for both players, narrower in a narrow window.
import type { ReactNode } from 'react';
import { Box } from '@mantine/core';

const SIDE = {
  borderLeft: '1px solid var(--mantine-color-default-border)',
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flexShrink: 0,
} as const;

export function PlayerSide({ children }: { children: ReactNode }) {
  return (
    <Box w="clamp(220px, 28vw, 320px)" style={SIDE}>
      {children}
    </Box>
  );
}
