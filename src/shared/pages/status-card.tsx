import { useId, type ReactNode } from 'react';
import { Center, Paper, Stack, Title } from '@mantine/core';

/** The card of the shared status pages (the error card's width, --app-error-card-width). */
export function StatusCard({ title, children, fullPage = true }: { title: string; children: ReactNode; fullPage?: boolean }) {
  const titleId = useId();
  return (
    <Center mih={fullPage ? '100vh' : 320} p="md">
      <Paper withBorder shadow="sm" p="xl" w="var(--app-error-card-width)" maw="100%" role="alert" aria-labelledby={titleId}>
        <Stack gap="sm">
          <Title order={1} fz="3xl" id={titleId}>
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
