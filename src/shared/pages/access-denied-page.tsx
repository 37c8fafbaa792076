import { Text } from '@mantine/core';
import { StatusCard } from './status-card';

export function AccessDeniedPage({ message, fullPage = false }: { message: string; fullPage?: boolean }) {
  return (
    <StatusCard title="Access Denied" fullPage={fullPage}>
      <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
    </StatusCard>
  );
}
