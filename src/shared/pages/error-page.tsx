import { Button, Group, Text } from '@mantine/core';
import { errorText } from '@/api/errors';
import { StatusCard } from './status-card';

/** 'Internal Error' with the message, and a retry when one makes sense. */
export function ErrorPage({
  error,
  onRetry,
  title = 'Internal Error',
  fullPage = true,
  children,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  fullPage?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <StatusCard title={title} fullPage={fullPage}>
      <Text style={{ overflowWrap: 'anywhere' }}>{errorText(error)}</Text>
      <Group gap="sm">
        {onRetry && (
          <Button onClick={onRetry} w="fit-content">
            Try again
          </Button>
        )}
        {children}
      </Group>
    </StatusCard>
  );
}
