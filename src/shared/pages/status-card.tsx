import { useId, type ReactNode } from 'react';
import { Center, Paper, Stack, Title } from '@mantine/core';
import { Logo } from '@/shared/icons/logo';

/**
 * The card of the shared status pages (the error card's width, --app-error-card-width). On a page of
 * its own (a public page, outside the shell) the product mark sits above it, as on the sign-in page.
 */
export function StatusCard({ title, children, fullPage = true }: { title: string; children: ReactNode; fullPage?: boolean }) {
  const titleId = useId();
  return (
    <Center mih={fullPage ? '100vh' : 320} p="md">
      <Stack align="center" gap="lg" w="var(--app-error-card-width)" maw="100%">
        {fullPage && <Logo />}
        <Paper withBorder shadow="sm" p="xl" w="100%" role="alert" aria-labelledby={titleId}>
          <Stack gap="sm">
            <Title order={1} fz="3xl" id={titleId}>
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
