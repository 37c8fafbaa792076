// A terminal pane's header (terminal-pane.tsx): its status, title, mode badges, Search and Files.
// Alone on the page ("solo") they go into the page's top bar through two portals, as the page has
// always looked; beside others, the pane has a compact header of its own with a Close button.
import '@mantine/core/styles/Badge.layer.css';
import { createPortal } from 'react-dom';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { CloseIcon, FilesIcon, SearchIcon } from '@/shared/icons/icons';
import type { SessionState } from './terminal-session';
import { endedHeading } from './ended-reason';

/** Where a solo pane puts its header: the top bar's left part and its actions. */
export interface SoloSlots {
  title: HTMLElement;
  actions: HTMLElement;
}

export interface PaneHeaderProps {
  solo: SoloSlots | null;
  title: string;
  state: SessionState;
  /** In the broadcast set (the compact header says so). */
  broadcast: boolean;
  /** Files can open (the node is known). */
  canFiles: boolean;
  onSearch(): void;
  onFiles(): void;
  onClose(): void;
}

const PHASE_TEXT = {
  connecting: 'Connecting…',
  mfa: 'Waiting for MFA',
  active: 'Connected',
  ended: 'Session ended',
  disconnected: 'Disconnected',
  failed: 'Disconnected',
};
const PHASE_COLOR = { connecting: 'yellow', mfa: 'yellow', active: 'green', ended: 'gray', disconnected: 'red', failed: 'red' };

function StatusBadge({ state, solo }: { state: SessionState; solo: boolean }) {
  // While a dropped connection is being retried, the badge says so (the overlay counts down).
  const reconnecting = state.phase === 'disconnected' && state.reconnect !== null;
  return (
    <Badge color={reconnecting ? 'yellow' : PHASE_COLOR[state.phase]} variant="dot" size={solo ? 'lg' : 'sm'} style={{ flexShrink: 0 }}>
      {reconnecting ? 'Reconnecting…' : state.phase === 'ended' ? endedHeading(state.error) : PHASE_TEXT[state.phase]}
    </Badge>
  );
}

function ModeBadges({ state, solo }: { state: SessionState; solo: boolean }) {
  return (
    <>
      {state.mode !== 'peer' && (
        <Badge variant="light" color="brand" size={solo ? 'md' : 'sm'} style={{ flexShrink: 0 }}>
          {state.mode}
        </Badge>
      )}
      {state.session?.moderated && (
        <Badge variant="light" color="yellow" size={solo ? 'md' : 'sm'} style={{ flexShrink: 0 }}>
          moderated
        </Badge>
      )}
    </>
  );
}

function PaneButtons({
  solo,
  title,
  canFiles,
  onSearch,
  onFiles,
}: Pick<PaneHeaderProps, 'title' | 'canFiles' | 'onSearch' | 'onFiles'> & { solo: boolean }) {
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={solo ? 'lg' : 'md'}
        aria-label={solo ? 'Search the output (Ctrl+F)' : `Search the output of ${title} (Ctrl+F)`}
        title="Search the output (Ctrl+F)"
        onClick={onSearch}
      >
        <SearchIcon size={solo ? undefined : 16} />
      </ActionIcon>
      <Button
        size={solo ? 'xs' : 'compact-xs'}
        variant="default"
        leftSection={<FilesIcon size={solo ? 16 : 14} />}
        onClick={onFiles}
        disabled={!canFiles}
        aria-label={solo ? 'Files' : `Files on ${title}`}
        className={solo ? 'terminal-bar-button' : undefined}
      >
        {solo ? <span className="terminal-bar-label">Files</span> : 'Files'}
      </Button>
    </>
  );
}

export function PaneHeader(props: PaneHeaderProps) {
  const { solo, title, state } = props;
  if (solo) {
    return (
      <>
        {createPortal(
          <>
            <StatusBadge state={state} solo />
            <Text component="h1" fw={600} size="md" truncate="end" data-testid="terminal-title" title={title}>
              {title}
            </Text>
            <ModeBadges state={state} solo />
          </>,
          solo.title,
        )}
        {createPortal(<PaneButtons {...props} solo />, solo.actions)}
      </>
    );
  }
  return (
    <Group
      component="header"
      h={32}
      px="xs"
      gap={6}
      wrap="nowrap"
      justify="space-between"
      data-testid="pane-header"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
    >
      <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        <StatusBadge state={state} solo={false} />
        <Text component="h2" fw={600} size="sm" truncate="end" data-testid="terminal-title" title={title}>
          {title}
        </Text>
        <ModeBadges state={state} solo={false} />
        {props.broadcast && (
          <Badge variant="light" color="orange" size="sm" style={{ flexShrink: 0 }} data-testid="pane-broadcast">
            broadcast
          </Badge>
        )}
      </Group>
      <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
        <PaneButtons {...props} solo={false} />
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          aria-label={`Close pane ${title}`}
          title="Close this pane"
          onClick={props.onClose}
        >
          <CloseIcon size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
