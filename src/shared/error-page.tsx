import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { errorText } from '../api/errors';

/** Spec 2.2/8: 'Internal Error' with the message, and a retry when one makes sense. */
export function ErrorPage({ error, onRetry, title = 'Internal Error' }: { error: unknown; onRetry?: () => void; title?: string }) {
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={540} maw="100%" role="alert">
        <Stack gap="sm">
          <Title order={2}>{title}</Title>
          <Text style={{ overflowWrap: 'anywhere' }}>{errorText(error)}</Text>
          {onRetry && (
            <Button onClick={onRetry} w="fit-content">
              Try again
            </Button>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
