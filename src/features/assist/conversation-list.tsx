// The conversation list: title and created time, newest first; New conversation; per row a menu
// to rename (the user's own title) and to delete (after a confirmation). A failed call or an answer
// of the wrong shape shows the list kit's error with Try again, as every other list does.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import './assist.css';
import { useState } from 'react';
import { ActionIcon, Button, Group, Loader, Menu, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { errorText } from '@/api/errors';
import { formatDateTime } from '@/shared/text/format';
import { ActionDialog } from '@/shared/ui/action-dialog';
import { DataListError } from '@/shared/data-list/list-states';
import { AssistDisabledNotice } from './assist-disabled';
import { isAssistDisabled, useConversations, useConversationWrites, type ConversationRow } from './use-conversations';
import { MoreIcon } from '@/shared/icons/icons';

export interface ConversationListProps {
  activeId: string | null;
  onOpen: (id: string) => void;
  /** The open conversation was deleted. */
  onDeleted: (id: string) => void;
}

export function ConversationList({ activeId, onOpen, onDeleted }: ConversationListProps) {
  const list = useConversations();
  const { create, remove, rename } = useConversationWrites();
  const [renaming, setRenaming] = useState<ConversationRow | null>(null);
  const [deleting, setDeleting] = useState<ConversationRow | null>(null);
  const [title, setTitle] = useState('');

  if (list.isError && isAssistDisabled(list.error)) return <AssistDisabledNotice />;
  return (
    <Stack gap="xs" p="sm" data-testid="assist-conversations">
      <Button size="xs" loading={create.isPending} onClick={() => create.mutate(undefined, { onSuccess: (data) => onOpen(data.id) })}>
        New conversation
      </Button>
      {create.isError && (
        <Text fz="xs" c="red" role="alert">
          {errorText(create.error)}
        </Text>
      )}
      {list.isPending && <Loader size="xs" role="progressbar" aria-label="Loading the conversations" />}
      {list.isError && (
        <DataListError noun="conversations" message={errorText(list.error)} onRetry={list.refetch} retrying={list.isFetching} />
      )}
      {list.data?.length === 0 && (
        <Text fz="xs" c="dimmed">
          No conversations yet.
        </Text>
      )}
      <nav aria-label="Conversations">
        {list.data?.map((c) => (
          <Group key={c.id} gap={2} wrap="nowrap" className="assist-conversation-row">
            <UnstyledButton
              className="assist-conversation-item"
              data-active={c.id === activeId || undefined}
              aria-current={c.id === activeId ? 'page' : undefined}
              onClick={() => onOpen(c.id)}
              style={{ flex: 1, minWidth: 0 }}
            >
              <Text fz="sm" truncate="end">
                {c.title}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatDateTime(c.created)}
              </Text>
            </UnstyledButton>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${c.title}`}>
                  <MoreIcon size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  onClick={() => {
                    rename.reset();
                    setTitle(c.title);
                    setRenaming(c);
                  }}
                >
                  Rename
                </Menu.Item>
                <Menu.Item color="red" onClick={() => (remove.reset(), setDeleting(c))}>
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        ))}
      </nav>
      <ActionDialog
        opened={renaming !== null}
        form
        keepOnOutsideClick
        title="Rename the conversation"
        actionLabel="Save"
        actionDisabled={!title.trim()}
        busy={rename.isPending}
        error={rename.isError ? { title: 'The conversation was not renamed', message: errorText(rename.error) } : null}
        onAction={() => {
          if (!renaming || !title.trim()) return;
          rename.mutate({ conversationId: renaming.id, data: { title: title.trim() } }, { onSuccess: () => setRenaming(null) });
        }}
        onCancel={() => setRenaming(null)}
      >
        <TextInput label="Title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-autofocus maxLength={200} />
      </ActionDialog>
      <ActionDialog
        question
        opened={deleting !== null}
        title="Delete the conversation?"
        actionLabel="Delete"
        danger
        busy={remove.isPending}
        error={remove.isError ? { title: 'The conversation could not be deleted', message: errorText(remove.error) } : null}
        onCancel={() => setDeleting(null)}
        onAction={() => {
          const target = deleting;
          if (!target) return;
          remove.mutate(
            { conversationId: target.id },
            {
              onSuccess: () => {
                setDeleting(null);
                onDeleted(target.id);
              },
            },
          );
        }}
      >
        <Text fz="sm">“{deleting?.title}” and its messages will be deleted. This cannot be undone.</Text>
      </ActionDialog>
    </Stack>
  );
}
