// A plain frame (logo, theme switch, content) for pages mounted before the main shell takes
// them in. When the shell's layout wraps these routes, this frame goes.
import '@mantine/core/styles/Container.layer.css';
import type { ReactNode } from 'react';
import { Button, Container, Group, Stack, useMantineColorScheme, useComputedColorScheme } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Logo } from './logo';

export function PageFrame({ children }: { children: ReactNode }) {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <Stack gap={0} mih="100vh">
      <Group component="header" justify="space-between" h={72} px="lg" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Link to="/" aria-label="Home" style={{ color: 'inherit', textDecoration: 'none' }}>
          <Logo />
        </Link>
        <Button variant="subtle" onClick={() => setColorScheme(next)}>
          {next === 'dark' ? 'Switch to Dark Theme' : 'Switch to Light Theme'}
        </Button>
      </Group>
      <Container size="xl" w="100%" py="xl">
        {children}
      </Container>
    </Stack>
  );
}
