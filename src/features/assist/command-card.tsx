// A command the assistant proposes: the command, the servers it targets (by name or label) and
// the login to run it as (the preferred logins first, then the logins the targeted servers
// allow; the choice is saved as the preferred login). Nothing runs until the user clicks Run,
// which opens the command execution socket; Cancel closes it.
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { useEffect, useMemo, useState } from 'react';
import { Badge, Box, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { loadTokenRecord } from '@/api/token-record';
import { useListNodes } from '@/api/gen/hooks/resources/resources';
import { useAssistHost } from '@/platform/assist-context';
import { preferredTransport } from '@/shared/socket-session/preferred-transport';
import { useSocketSession } from '@/shared/socket-session/use-socket-session';
import { commandQuery, type CommandPayload } from '@/shared/wire/assist-wire.mjs';
import { CommandSession } from './command-session';
import { CommandRunView } from './command-run';

export interface CommandCardProps {
  command: CommandPayload;
  clusterId: string;
  conversationId: string;
}

export function CommandCard({ command, clusterId, conversationId }: CommandCardProps) {
  const host = useAssistHost();
  const query = useMemo(() => commandQuery({ nodes: command.nodes, labels: command.labels }), [command]);
  const nodes = useListNodes(clusterId, { query, limit: 100 }, { query: { staleTime: 60_000, retry: false } });
  const logins = useMemo(() => {
    const fromNodes = (nodes.data?.items ?? []).flatMap((n) => n.sshLogins ?? []);
    return [...new Set([...host.preferredLogins, ...fromNodes])].filter(Boolean);
  }, [host.preferredLogins, nodes.data]);
  const [picked, setLogin] = useState<string>('');
  // The first preferred login (or the first known one) until the user picks another.
  const login = picked || logins[0] || '';
  const [session, setSession] = useState<CommandSession | null>(null);
  useEffect(() => () => session?.disconnect(), [session]);

  const run = () => {
    if (!login) return;
    host.preferLogin(login);
    const next = new CommandSession({
      clusterId,
      origin: window.location.origin,
      accessToken: () => loadTokenRecord()?.accessToken ?? null,
      openTransport: preferredTransport('binary', { storageKey: 'terminal.transport' }),
      params: { command: command.command, login, query, conversation_id: conversationId, execution_id: crypto.randomUUID() },
    });
    setSession(next);
    next.connect();
  };

  return (
    <Paper withBorder p="sm" radius="md" data-testid="command-card">
      <Stack gap="xs">
        <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
          Proposed command
        </Text>
        <Box component="pre" className="assist-command-text" ff="monospace" fz="sm" m={0} aria-label="Command">
          {command.command}
        </Box>
        <Group gap={6} aria-label="Target servers">
          <Text fz="sm">On:</Text>
          {command.nodes.map((n) => (
            <Badge key={`n:${n}`} variant="light" color="gray" tt="none">
              {n}
            </Badge>
          ))}
          {command.labels.map((l) => (
            <Badge key={`l:${l.key}=${l.value}`} variant="outline" color="gray" tt="none">
              {l.key}: {l.value}
            </Badge>
          ))}
        </Group>
        {session ? (
          <RunPanel session={session} onAgain={run} />
        ) : (
          <Group gap="sm" align="flex-end">
            {logins.length > 0 ? (
              <Select
                label="Login"
                data={logins}
                value={login || null}
                onChange={(v) => v && setLogin(v)}
                allowDeselect={false}
                w={180}
                size="xs"
              />
            ) : (
              <TextInput
                label="Login"
                value={login}
                onChange={(e) => setLogin(e.currentTarget.value.trim())}
                w={180}
                size="xs"
                placeholder="e.g. root"
              />
            )}
            <Button size="xs" onClick={run} disabled={!login}>
              Run
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function RunPanel({ session, onAgain }: { session: CommandSession; onAgain: () => void }) {
  const state = useSocketSession(session);
  const running = state.run.status === 'connecting' || state.run.status === 'running';
  return (
    <Stack gap="xs">
      <CommandRunView run={state.run} />
      <Group gap="sm">
        {running ? (
          <Button size="xs" variant="default" onClick={() => session.cancel()}>
            Cancel
          </Button>
        ) : (
          <Button size="xs" variant="default" onClick={onAgain}>
            Run again
          </Button>
        )}
      </Group>
    </Stack>
  );
}
