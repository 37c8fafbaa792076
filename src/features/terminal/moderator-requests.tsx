import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FileRequestView } from './transfer-requests';

/** A moderator's queue of file-transfer requests in a moderated session. */
export function ModeratorRequests({ requests, onDecide }: { requests: FileRequestView[]; onDecide(id: string, approved: boolean): void }) {
  if (requests.length === 0) return null;
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      w={360}
      maw="calc(100% - 24px)"
      style={{ position: 'absolute', right: 12, bottom: 12, zIndex: 5 }}
      aria-label="File transfer requests"
    >
      <Stack gap="xs">
        <Text fw={600} size="sm">
          File transfer requests
        </Text>
        {requests.map((r) => (
          <Stack key={r.requestID} gap={6}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {r.requester || 'Someone'} asks to {r.download ? 'download' : 'upload'}{' '}
              {r.download ? r.location : `${r.filename} to ${r.location}`}
            </Text>
            <Group gap="xs">
              <Button size="xs" onClick={() => onDecide(r.requestID, true)}>
                Approve
              </Button>
              <Button size="xs" variant="default" onClick={() => onDecide(r.requestID, false)}>
                Deny
              </Button>
            </Group>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
