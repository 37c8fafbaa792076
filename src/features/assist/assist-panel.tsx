// The assistant as the top bar opens it, in the user's view: docked beside the page (the shell's
// aside), a popup, the popup expanded, or expanded with the conversation list beside the chat.
// Switching the view saves it to the user's preferences (assist.viewMode).
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import './assist.css';
import { ActionIcon, Box, Button, Group, Menu, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useAssistHost } from '@/platform/assist-context';
import { ASSIST_VIEWS, ASSIST_VIEW_LABELS } from '@/platform/assist-view-mode';
import { useShell } from '@/platform/shell-context';
import { RouterButton } from '@/shared/navigation/router-links';
import { ArrowLeftIcon, CheckIcon, CloseIcon, SparklesIcon } from '@/shared/icons/icons';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { AssistDisabledNotice } from './assist-disabled';
import { useConversations } from './use-conversations';

export function AssistPanel({ docked, onClose }: { docked: boolean; onClose: () => void }) {
  const host = useAssistHost();
  const { env, config } = useShell();
  const list = useConversations();
  const id = host.conversationId;
  const current = list.data?.find((c) => c.id === id) ?? null;
  const sidebar = host.view === 'expanded-sidebar';
  const expanded = host.view === 'expanded' || sidebar;

  const header = (
    <Group justify="space-between" px="sm" py={8} wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <SparklesIcon size={18} />
        <Text fw={600}>Assist</Text>
        {id && !sidebar && (
          <Tooltip label="All conversations">
            <ActionIcon variant="subtle" color="gray" aria-label="All conversations" onClick={() => host.setConversationId(null)}>
              <ArrowLeftIcon size={16} />
            </ActionIcon>
          </Tooltip>
        )}
        {current && (
          <Text fz="sm" c="dimmed" truncate="end" data-testid="assist-panel-title">
            {current.title}
          </Text>
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        <Menu position="bottom-end" withinPortal={!docked}>
          <Menu.Target>
            <Button size="compact-xs" variant="default" aria-label="View">
              View
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>Show Assist</Menu.Label>
            {ASSIST_VIEWS.map((view) => (
              <Menu.Item
                key={view}
                data-current={host.view === view || undefined}
                onClick={() => host.setView(view)}
                rightSection={host.view === view ? <CheckIcon size={14} /> : null}
              >
                {ASSIST_VIEW_LABELS[view]}
                {host.view === view ? <VisuallyHidden> (current)</VisuallyHidden> : null}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {id ? (
          <RouterButton size="compact-xs" variant="subtle" to="/assist/$conversationId" params={{ conversationId: id }} onClick={onClose}>
            Open page
          </RouterButton>
        ) : (
          <RouterButton size="compact-xs" variant="subtle" to="/assist" onClick={onClose}>
            Open page
          </RouterButton>
        )}
        <Tooltip label="Close">
          <ActionIcon variant="subtle" color="gray" aria-label="Close Assist" onClick={onClose}>
            <CloseIcon size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );

  const body = !env.flags.assist ? (
    <AssistDisabledNotice reason={config.assistEnabled ? 'not-permitted' : 'disabled'} />
  ) : (
    <Box style={{ display: 'flex', flex: 1, minHeight: 0 }}>
      {(sidebar || !id) && (
        <Box className={sidebar ? 'assist-sidebar' : undefined} style={sidebar ? undefined : { flex: 1, overflowY: 'auto' }}>
          <ConversationList
            activeId={id}
            onOpen={host.setConversationId}
            onDeleted={(gone) => gone === id && host.setConversationId(null)}
          />
        </Box>
      )}
      {id ? (
        <Box style={{ display: 'flex', flex: 1, minWidth: 0, minHeight: 0 }}>
          <ConversationView key={id} clusterId={config.proxyCluster} conversationId={id} title={current?.title ?? null} />
        </Box>
      ) : sidebar ? (
        <Text fz="sm" c="dimmed" p="md">
          Pick a conversation or start a new one.
        </Text>
      ) : null}
    </Box>
  );

  if (docked) {
    return (
      <Box h="100%" style={{ display: 'flex', flexDirection: 'column' }} data-testid="assist-panel" data-view="docked">
        {header}
        {body}
      </Box>
    );
  }
  return (
    <Box
      className="assist-popup"
      data-expanded={expanded || undefined}
      role="dialog"
      aria-label="Assist"
      data-testid="assist-panel"
      data-view={host.view}
    >
      {header}
      {body}
    </Box>
  );
}
