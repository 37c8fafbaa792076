// The transcript: the user's questions, the assistant's answers (safe markdown, streaming with a
// cursor), proposed commands with their Run card, stored results and summaries, errors with
// Retry, neutral notes, and the steps the assistant reports while it works.
import './assist.css';
import { Alert, Box, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@/shared/text/format';
import type { ChatItem, ChatState } from './chat-reducer';
import { Markdown } from './markdown';
import { CommandCard } from './command-card';
import { StoredCommandResult } from './stored-command-result';

export interface TranscriptProps {
  chat: ChatState;
  clusterId: string;
  conversationId: string;
  onRetry: () => void;
}

export function ChatTranscript({ chat, clusterId, conversationId, onRetry }: TranscriptProps) {
  const lastError = chat.items.reduce((at, item, i) => (item.kind === 'error' ? i : at), -1);
  return (
    <Stack gap="sm" data-testid="assist-transcript" aria-live="polite">
      {chat.items.map((item, i) => (
        <Item
          key={item.key}
          item={item}
          clusterId={clusterId}
          conversationId={conversationId}
          onRetry={chat.failed && i === lastError ? onRetry : null}
        />
      ))}
      {chat.working && (
        <Group gap="xs" data-testid="assist-progress" wrap="nowrap" align="flex-start">
          <Loader size="xs" mt={3} />
          <Stack gap={0}>
            <Text fz="sm">{chat.progress.length ? (chat.progress[chat.progress.length - 1]?.action ?? 'Working…') : 'Thinking…'}</Text>
            {chat.progress[chat.progress.length - 1]?.reasoning ? (
              <Text fz="xs" c="dimmed">
                {chat.progress[chat.progress.length - 1]?.reasoning}
              </Text>
            ) : null}
          </Stack>
        </Group>
      )}
    </Stack>
  );
}

function Item({
  item,
  clusterId,
  conversationId,
  onRetry,
}: {
  item: ChatItem;
  clusterId: string;
  conversationId: string;
  onRetry: (() => void) | null;
}) {
  switch (item.kind) {
    case 'user':
      return (
        <Box
          className="assist-bubble assist-bubble-user"
          data-testid="assist-user-message"
          title={item.time ? formatDateTime(item.time) : undefined}
        >
          <Text fz="sm">{item.text}</Text>
        </Box>
      );
    case 'assistant':
      return (
        <Box className="assist-bubble assist-bubble-assistant" data-testid="assist-answer" data-streaming={item.streaming || undefined}>
          <Markdown text={item.text} />
          {item.streaming && <span className="assist-cursor" aria-hidden />}
          {item.interrupted && (
            <Text fz="xs" c="dimmed" mt={4}>
              This answer was cut off.
            </Text>
          )}
        </Box>
      );
    case 'command':
      return <CommandCard command={item.command} clusterId={clusterId} conversationId={conversationId} />;
    case 'command-result':
      return <StoredCommandResult clusterId={clusterId} result={item.result} />;
    case 'command-summary':
      return (
        <Box className="assist-bubble assist-bubble-assistant" data-testid="assist-summary">
          <Text fz="xs" fw={600} c="dimmed">
            Summary of <code>{item.summary.command}</code>
          </Text>
          <Markdown text={item.summary.summary} />
        </Box>
      );
    case 'error':
      return (
        <Alert color="red" variant="light" title="The assistant could not answer" role="alert">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {item.text}
          </Text>
          {onRetry && (
            <Button size="xs" mt="xs" variant="default" onClick={onRetry}>
              Retry
            </Button>
          )}
        </Alert>
      );
    case 'note':
      return (
        <Text fz="xs" c="dimmed" fs="italic" data-testid="assist-note">
          {item.text}
        </Text>
      );
  }
}
