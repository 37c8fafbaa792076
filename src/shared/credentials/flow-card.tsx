import type { ReactNode } from 'react';
import { Center, Paper, Stack } from '@mantine/core';
import { sizes } from '@/platform/theme';
import { Logo } from '@/shared/icons/logo';

/** The centred card with the logo that sign-in, invite, reset and headless approval sit in. */
export function FlowCard({ children, width = sizes.formCardWidth }: { children: ReactNode; width?: number }) {
  return (
    <Center mih="100vh" p="md">
      <Stack gap="lg" w={width} maw="100%" align="center">
        <Logo size={36} />
        <Paper withBorder shadow="sm" radius="md" p="xl" w="100%">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
