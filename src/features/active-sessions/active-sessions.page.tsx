// Active Sessions (Resources category): the running and pending sessions of a cluster, with join
// buttons for the modes the user may join in and a link to share.
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { Badge, Button, CopyButton, Group, Menu, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { activeSessionsQueryKey, fetchActiveSessions, type ParticipantMode } from '../../shared/active-sessions';
import { ListError } from '../../shared/resource-list/list-states';
import { errorText } from '../../api/errors';
import { formatDateTime } from '../../shared/format';
import { joinLink, toSessionRow, type SessionRow } from './session-rows';

const MODE_TEXT: Record<ParticipantMode, string> = { observer: 'As an observer', moderator: 'As a moderator', peer: 'As a peer' };
const MODE_HINT: Record<ParticipantMode, string> = { observer: 'watch only', moderator: 'watch, approve transfers', peer: 'watch and type' };
const cellText = { style: { overflowWrap: 'anywhere' as const } };

function JoinMenu({ row, clusterId }: { row: SessionRow; clusterId: string }) {
  if (!row.joinable) {
    return (
      <Text size="xs" c="dimmed">
        {row.kind === 'ssh' ? 'Not joinable' : 'Join from tsh'}
      </Text>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" aria-label={`Join the session on ${row.resourceName}`}>
          Join ▾
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {row.participantModes.map((mode) => (
          <Menu.Item key={mode} renderRoot={(props) => <Link {...props} to="/cluster/$clusterId/console/session/$sid" params={{ clusterId, sid: row.sid }} search={{ mode }} />}>
            {MODE_TEXT[mode]}
            <Text span size="xs" c="dimmed" ml={6}>
              {MODE_HINT[mode]}
            </Text>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function SessionTableRow({ row, clusterId }: { row: SessionRow; clusterId: string }) {
  const link = joinLink(window.location.origin, clusterId, row.sid);
  return (
    <Table.Tr data-sid={row.sid}>
      <Table.Td>
        <Badge variant="light" color={row.kind === 'ssh' ? 'brand' : 'gray'}>
          {row.kindLabel}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={600} {...cellText}>
          {row.resourceName || '—'}
        </Text>
        {row.moderated && (
          <Badge size="xs" color="yellow" variant="light">
            moderated
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" {...cellText}>
          {row.login}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" {...cellText}>
          {row.users.join(', ') || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" {...cellText}>
          {row.addr || '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" title={formatDateTime(row.created)}>
          {row.durationText}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          {row.joinable && (
            <CopyButton value={link} timeout={1000}>
              {({ copied, copy }) => (
                <Button size="xs" variant="subtle" color={copied ? 'green' : 'gray'} onClick={copy} aria-label={`Copy the join link of the session on ${row.resourceName}`}>
                  {copied ? 'Copied' : 'Copy link'}
                </Button>
              )}
            </CopyButton>
          )}
          <JoinMenu row={row} clusterId={clusterId} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

export function ActiveSessionsPage({ clusterId }: { clusterId: string }) {
  const query = useQuery({
    queryKey: activeSessionsQueryKey(clusterId),
    queryFn: ({ signal }) => fetchActiveSessions(clusterId, signal),
    refetchInterval: 15_000,
  });
  const rows = (query.data ?? []).map((s) => toSessionRow(s));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="3xl">
            Active Sessions
          </Title>
          <Text c="dimmed" size="sm">
            Sessions running now on {clusterId}. Join one to watch it, moderate it or work in it with its owner.
          </Text>
        </div>
        <Button variant="default" size="xs" onClick={() => void query.refetch()} loading={query.isFetching && !query.isPending}>
          Refresh
        </Button>
      </Group>
      {query.isError && (
        <ListError noun="active sessions" message={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} keepsQuery={false} />
      )}
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Active sessions" aria-busy={query.isPending}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th>Resource</Table.Th>
              <Table.Th>Login</Table.Th>
              <Table.Th>Users</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Duration</Table.Th>
              <Table.Th>
                <Text span size="sm" fw={600} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  Actions
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.isPending &&
              [0, 1, 2].map((i) => (
                <Table.Tr key={i}>
                  <Table.Td colSpan={7}>
                    <Skeleton height={22} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {rows.map((row) => (
              <SessionTableRow key={row.sid} row={row} clusterId={clusterId} />
            ))}
            {query.isSuccess && rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text c="dimmed" ta="center" py="lg">
                    No active sessions. Sessions show up here while somebody is connected to a resource.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
