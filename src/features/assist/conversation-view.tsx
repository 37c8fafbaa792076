// One open conversation: its stored messages (the generated hook), its chat socket (opened when
// the conversation opens, closed when it closes), the transcript and the question box. The first
// question of an untitled conversation gives it a title (summary call, then set).
import '@mantine/core/styles/ScrollArea.layer.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Loader, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import { answerError } from '@/api/answer-check';
import { errorText } from '@/api/errors';
import { useGetAssistantConversation } from '@/api/gen/hooks/assistant/assistant';
import { loadTokenRecord } from '@/api/token-record';
import { preferredTransport } from '@/shared/socket-session/preferred-transport';
import { useSocketSession } from '@/shared/socket-session/use-socket-session';
import { decodeAssistMessage, type AssistEvent } from '@/shared/wire/assist-wire.mjs';
import { ChatSession } from './chat-session';
import { ChatTranscript } from './chat-transcript';
import { AssistDisabledNotice } from './assist-disabled';
import { isAssistDisabled, UNTITLED, useConversationWrites } from './use-conversations';

export interface ConversationViewProps {
  clusterId: string;
  conversationId: string;
  /** The conversation's current title (to know whether the first question should name it). */
  title: string | null;
}

export function ConversationView({ clusterId, conversationId, title }: ConversationViewProps) {
  const history = useGetAssistantConversation(conversationId, { query: { retry: false, staleTime: Infinity } });
  const [session] = useState(
    () =>
      new ChatSession({
        clusterId,
        conversationId,
        origin: window.location.origin,
        accessToken: () => loadTokenRecord()?.accessToken ?? null,
        openTransport: preferredTransport('text', { storageKey: 'assist.transport' }),
      }),
  );
  const state = useSocketSession(session);
  const { titleFromQuestion } = useConversationWrites();
  const [draft, setDraft] = useState('');
  const titled = useRef(false);
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    session.connect();
    return () => session.disconnect();
  }, [session]);

  // An answer of the wrong shape is the conversation's error, never a crash of the page.
  const malformed = useMemo(
    () => (history.data === undefined ? null : answerError('getAssistantConversation', history.data)),
    [history.data],
  );

  useEffect(() => {
    if (!history.data || malformed) return;
    const events: AssistEvent[] = [];
    for (const m of history.data.messages ?? []) {
      const decoded = decodeAssistMessage(m);
      if (decoded.ok) events.push(decoded.value);
    }
    session.loadHistory(events);
  }, [history.data, malformed, session]);

  const items = state.chat.items;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [items, state.chat.working]);

  if (history.isError || malformed) {
    if (isAssistDisabled(history.error)) return <AssistDisabledNotice />;
    const notFound = !malformed && (history.error as { status?: number } | null)?.status === 404;
    return (
      <Alert
        color={notFound ? 'gray' : 'red'}
        variant="light"
        title={notFound ? 'Conversation not found' : 'The conversation could not be loaded'}
        m="md"
        role="alert"
      >
        <Text fz="sm">
          {notFound
            ? `There is no conversation with the id “${conversationId}”. It may have been deleted.`
            : errorText(malformed ?? history.error)}
        </Text>
        {!notFound && (
          <Button mt="sm" size="xs" variant="default" loading={history.isFetching} onClick={() => void history.refetch()}>
            Try again
          </Button>
        )}
      </Alert>
    );
  }

  const send = () => {
    const text = draft.trim();
    if (!text || state.chat.working) return;
    const firstQuestion = !items.some((i) => i.kind === 'user');
    session.ask(text);
    setDraft('');
    if (firstQuestion && !titled.current && (!title || title === UNTITLED)) {
      titled.current = true;
      void titleFromQuestion(conversationId, text);
    }
  };

  return (
    <Stack gap={0} h="100%" mih={0} style={{ flex: 1 }}>
      {/* The transcript scrolls; the message box below it never leaves the view. */}
      <ScrollArea style={{ flex: '1 1 0', minHeight: 0 }} type="auto" offsetScrollbars>
        <Box p="md">
          {history.isLoading ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text fz="sm">Loading the conversation…</Text>
            </Group>
          ) : items.length === 0 && !state.chat.working ? (
            <Text fz="sm" c="dimmed">
              Ask about your infrastructure, or ask the assistant to run a command on your servers. Nothing runs without your click.
            </Text>
          ) : null}
          <ChatTranscript chat={state.chat} clusterId={clusterId} conversationId={conversationId} onRetry={() => session.retry()} />
          <div ref={bottom} />
        </Box>
      </ScrollArea>
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            aria-label="Message the assistant"
            placeholder="Ask Assist… (Enter to send, Shift+Enter for a new line)"
            autosize
            minRows={1}
            maxRows={6}
            style={{ flex: 1 }}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                send();
              }
            }}
          />
          <Button onClick={send} disabled={!draft.trim() || state.chat.working}>
            Send
          </Button>
        </Group>
        {state.phase === 'failed' && !state.chat.failed && (
          <Text fz="xs" c="red" mt={4} role="status">
            {state.error ?? 'Could not connect to the assistant.'}{' '}
            <Button size="compact-xs" variant="subtle" onClick={() => session.reconnect()}>
              Reconnect
            </Button>
          </Text>
        )}
      </Box>
    </Stack>
  );
}
