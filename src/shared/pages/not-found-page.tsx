import { Text } from '@mantine/core';
import { StatusCard } from './status-card';

/** The catch-all page: '404 Not Found'. */
export function NotFoundPage({
  message = 'The requested path could not be found.',
  fullPage = false,
}: {
  message?: string;
  fullPage?: boolean;
}) {
  return (
    <StatusCard title="404 Not Found" fullPage={fullPage}>
      <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
    </StatusCard>
  );
}
