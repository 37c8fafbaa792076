// Active Sessions (Resources category): the running and pending sessions of a cluster, with join
// buttons for the modes the user may join in and a link to share. Selected sessions (kept across
// refreshes) can have their users locked in one go, one lock per distinct user, when the ACL
// allows creating locks (src/shared/bulk/).
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { useContext, useMemo } from 'react';
import { Badge, Button, CopyButton, Group, Menu, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useListActiveSessions } from '@/api/gen/hooks/active-sessions/active-sessions';
import { ShellContext } from '@/platform/shell-context';
import { lockAction } from '@/shared/bulk/bulk-action';
import { useListBulk } from '@/shared/bulk/use-list-bulk';
import type { DataColumn } from '@/shared/data-list/columns';
import { ListPageFrame } from '@/shared/data-list/list-page-frame';
import { formatDateTime } from '@/shared/text/format';
import { ChevronDownIcon, SessionsIcon } from '@/shared/icons/icons';
import type { ParticipantMode } from '@/shared/sessions/participant-modes';
import { joinLink, sessionRowsOf, type SessionRow } from './session-rows';
import { TokenText } from '@/shared/ui/token-text';

const MODE_TEXT: Record<ParticipantMode, string> = { observer: 'As an observer', moderator: 'As a moderator', peer: 'As a peer' };
const MODE_HINT: Record<ParticipantMode, string> = {
  observer: 'watch only',
  moderator: 'watch, approve transfers',
  peer: 'watch and type',
};

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
        <Button
          size="xs"
          variant="light"
          aria-label={`Join the session on ${row.resourceName}`}
          rightSection={<ChevronDownIcon size={14} />}
        >
          Join
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {row.participantModes.map((mode) => (
          <Menu.Item
            key={mode}
            renderRoot={(props) => (
              <Link {...props} to="/cluster/$clusterId/console/session/$sid" params={{ clusterId, sid: row.sid }} search={{ mode }} />
            )}
          >
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

function CopyLink({ row, clusterId }: { row: SessionRow; clusterId: string }) {
  return (
    <CopyButton value={joinLink(window.location.origin, clusterId, row.sid)} timeout={1000}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant="subtle"
          color={copied ? 'green' : 'gray'}
          onClick={copy}
          // The visible words first, then which session: a voice-control user says "Copy link".
          aria-label={`${copied ? 'Copied' : 'Copy link'}: the join link of the session on ${row.resourceName}`}
        >
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      )}
    </CopyButton>
  );
}

function sessionColumns(clusterId: string): DataColumn<SessionRow>[] {
  return [
    {
      id: 'kind',
      header: 'Type',
      minWidth: 64,
      render: (row) => (
        <Badge variant="light" color={row.kind === 'ssh' ? 'brand' : 'gray'}>
          {row.kindLabel}
        </Badge>
      ),
    },
    {
      id: 'resource',
      header: 'Resource',
      // Floors low enough that, with the selection box, the table fits its box at 1024 px; the
      // table is laid out by content (layout 'auto'), so a longer name still widens its column.
      minWidth: 100,
      render: (row) => (
        <>
          <TokenText name size="sm" fw={600}>
            {row.resourceName || '—'}
          </TokenText>
          {row.moderated && (
            <Badge size="xs" color="yellow" variant="light">
              moderated
            </Badge>
          )}
        </>
      ),
    },
    { id: 'login', header: 'Login', minWidth: 72, render: (row) => <TokenText size="sm">{row.login}</TokenText> },
    { id: 'users', header: 'Users', minWidth: 80, render: (row) => <Text size="sm">{row.users.join(', ') || '—'}</Text> },
    {
      id: 'addr',
      header: 'Address',
      minWidth: 100,
      render: (row) => (
        <TokenText size="sm" ff="monospace">
          {row.addr || '—'}
        </TokenText>
      ),
    },
    {
      id: 'duration',
      header: 'Duration',
      minWidth: 100,
      render: (row) => (
        <Text size="sm" title={formatDateTime(row.created)}>
          {row.durationText}
        </Text>
      ),
    },
    {
      id: 'actions',
      pin: 'end',
      header: 'Actions',
      hideHeader: true,
      minWidth: 120,
      render: (row) => (
        // The two buttons stack in a narrow window rather than push Join out of the table's box.
        <Group gap="xs" justify="flex-end">
          {row.joinable && <CopyLink row={row} clusterId={clusterId} />}
          <JoinMenu row={row} clusterId={clusterId} />
        </Group>
      ),
    },
  ];
}

const rowKey = (row: SessionRow) => row.sid;
/** A selected session keeps its users (what Lock the selected users locks). */
const sessionEntry = (row: SessionRow) => ({
  key: row.sid,
  name: `the session on ${row.resourceName || row.sid}${row.users.length ? ` of ${row.users.join(', ')}` : ''}`,
  users: row.users,
});

/** The distinct users of the selected sessions, in the order they first appear. */
export function usersOfSessions(sessions: readonly { users: readonly string[] }[]): string[] {
  return [...new Set(sessions.flatMap((s) => s.users))];
}
const rowAttributes = (row: SessionRow) => ({ 'data-sid': row.sid });
const EMPTY = {
  title: 'No active sessions.',
  hint: 'Sessions show up here while somebody is connected to a resource.',
  icon: <SessionsIcon size={28} />,
};

export function ActiveSessionsPage({ clusterId }: { clusterId: string }) {
  // An inline select runs on every render, so the durations move on with the clock.
  const query = useListActiveSessions(clusterId, { query: { select: (list) => sessionRowsOf(list), refetchInterval: 15_000 } });
  // Read without requiring the shell (the page's own tests render it alone): no shell, no lock.
  const canLock = useContext(ShellContext)?.user.userAcl.lock.create ?? false;
  const sessionColumnList = useMemo(() => sessionColumns(clusterId), [clusterId]);
  const bulk = useListBulk({ entryOf: sessionEntry, enabled: canLock });
  // The locks are the selected sessions' users', not the sessions': the selection stays as it is.
  const lockUsers = () => {
    const users = usersOfSessions(bulk.chosen()).map((name) => ({ key: name, name }));
    bulk.openOther(lockAction({ clusterId, kind: 'user', items: users, one: 'user', many: 'users' }));
  };

  return (
    <ListPageFrame
      title="Active Sessions"
      description={`Sessions running now on ${clusterId}. Join one to watch it, moderate it or work in it with its owner.`}
      action={
        <Button variant="default" onClick={() => void query.refetch()} loading={query.isFetching && !query.isPending}>
          Refresh
        </Button>
      }
      list={{
        result: query,
        operation: 'listActiveSessions',
        noun: 'active sessions',
        columns: sessionColumnList,
        rowKey,
        rowAttributes,
        layout: 'auto',
        empty: EMPTY,
      }}
      bulk={{
        state: bulk,
        actions: (
          <Button size="xs" onClick={lockUsers}>
            Lock the selected users
          </Button>
        ),
      }}
      columnChoice="active-sessions"
    />
  );
}
