// New pane (the terminal page's top bar): search the cluster's servers, pick one, then a login
// with the servers list's login picker; the pane opens and connects at once.
import '@mantine/core/styles/Popover.layer.css';
import { useRef, useState } from 'react';
import { Button, Group, Loader, Popover, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useListNodes } from '@/api/gen/hooks/resources/resources';
import type { Node } from '@/api/gen/model';
import { Logins } from '@/shared/connect/login-picker-logins';
import { ArrowLeftIcon, PlusIcon } from '@/shared/icons/icons';
import { errorText } from '@/api/errors';
import { BAR_POPOVER } from './bar-popover';

export interface NewPaneChoice {
  serverId: string;
  login: string;
  host: string;
}

const SHOWN = 20;

export function NewPanePopover({
  clusterId,
  disabled,
  onOpen,
}: {
  clusterId: string;
  disabled: boolean;
  onOpen(choice: NewPaneChoice): void;
}) {
  const [opened, setOpened] = useState(false);
  const [server, setServer] = useState<Node | null>(null);
  const close = () => {
    setOpened(false);
    setServer(null);
  };
  // Moving between the two steps replaces the control that had the focus (the server picked, the
  // Back button): the new step's field takes it.
  const dropdown = useRef<HTMLDivElement>(null);
  const toStep = (next: Node | null) => {
    setServer(next);
    requestAnimationFrame(() => dropdown.current?.querySelector<HTMLInputElement>('input')?.focus());
  };
  return (
    <Popover opened={opened} onChange={(o) => (o ? setOpened(true) : close())} {...BAR_POPOVER}>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          leftSection={<PlusIcon size={14} />}
          disabled={disabled}
          title={disabled ? 'Four panes is the most a page holds' : 'Open another session beside this one'}
          aria-haspopup="dialog"
          aria-expanded={opened}
          onClick={() => (opened ? close() : setOpened(true))}
          aria-label="New pane"
          className="terminal-bar-button"
        >
          <span className="terminal-bar-label">New pane</span>
        </Button>
      </Popover.Target>
      {/* A dialog named by its button (Mantine labels it so). */}
      <Popover.Dropdown ref={dropdown} data-testid="new-pane">
        {server ? (
          <Stack gap={4}>
            <Group gap={4} wrap="nowrap">
              <UnstyledButton
                onClick={() => toStep(null)}
                aria-label="Back to the servers"
                className="login-option"
                style={{ width: 'auto' }}
              >
                <ArrowLeftIcon size={14} />
              </UnstyledButton>
              <Text size="sm" fw={600} truncate="end">
                {server.hostname || server.id}
              </Text>
            </Group>
            <Logins
              clusterId={clusterId}
              serverId={server.id}
              hostname={server.hostname || server.id}
              logins={server.sshLogins ?? null}
              onConnect={() => undefined}
              close={close}
              pick={(login) => onOpen({ serverId: server.id, login, host: server.hostname || server.id })}
            />
          </Stack>
        ) : (
          <ServerSearch clusterId={clusterId} onPick={toStep} />
        )}
      </Popover.Dropdown>
    </Popover>
  );
}

function ServerSearch({ clusterId, onPick }: { clusterId: string; onPick(node: Node): void }) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 250);
  const query = useListNodes(
    clusterId,
    { limit: SHOWN, sort: 'hostname:asc', ...(search ? { search } : {}) },
    { query: { placeholderData: keepPreviousData, staleTime: 30_000 } },
  );
  const nodes = query.data?.items ?? [];
  return (
    <Stack gap={4}>
      <TextInput
        size="xs"
        data-autofocus
        aria-label="Search servers"
        placeholder="Hostname, address or label"
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        rightSection={query.isFetching ? <Loader size={12} aria-label="Searching" /> : null}
      />
      {query.isError ? (
        <Text size="xs" c="red" role="alert">
          Could not list the servers ({errorText(query.error)}). Close this and try again.
        </Text>
      ) : query.isPending ? null : nodes.length === 0 ? (
        <Text size="xs" c="dimmed" px={6} py={4}>
          {search ? `No servers match "${search}".` : 'No servers found.'}
        </Text>
      ) : (
        <Stack
          gap={0}
          component="ul"
          aria-label="Servers"
          style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 280, overflowY: 'auto' }}
        >
          {nodes.map((n) => (
            <li key={n.id}>
              <UnstyledButton className="login-option" onClick={() => onPick(n)} aria-label={`${n.hostname || n.id}: choose a login`}>
                <Text span size="sm" truncate="end" style={{ flex: 1 }}>
                  {n.hostname || n.id}
                </Text>
                <Text span size="xs" c="dimmed" ff="monospace">
                  {n.tunnel ? 'tunnel' : n.addr}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
