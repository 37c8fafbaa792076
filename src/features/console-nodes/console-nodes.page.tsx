// Console: pick a server and a login, and open a terminal on it.
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import { useEffect, useState } from 'react';
import { Badge, Button, Group, Menu, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ListError } from '../../shared/resource-list/list-states';
import { errorText } from '../../api/errors';
import { fetchNodes, type ConsoleNode } from './nodes-api';

function ConnectMenu({ node, clusterId }: { node: ConsoleNode; clusterId: string }) {
  if (node.sshLogins.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        No logins allowed
      </Text>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" aria-label={`Connect to ${node.hostname}`}>
          Connect ▾
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Log in as</Menu.Label>
        {node.sshLogins.map((login) => (
          <Menu.Item key={login} renderRoot={(props) => <Link {...props} to="/cluster/$clusterId/console/node/$serverId/$login" params={{ clusterId, serverId: node.id, login }} />}>
            {login}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function ConsoleNodesPage({ clusterId, search, onSearch }: { clusterId: string; search: string; onSearch(search: string): void }) {
  const [draft, setDraft] = useState(search);
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    // The URL changed (back button, a link): the box follows it.
    setShown(search);
    setDraft(search);
  }
  useEffect(() => {
    if (draft === search) return;
    const t = setTimeout(() => onSearch(draft), 300);
    return () => clearTimeout(t);
  }, [draft, search, onSearch]);

  const query = useInfiniteQuery({
    queryKey: ['consoleNodes', clusterId, search],
    queryFn: ({ pageParam, signal }) => fetchNodes(clusterId, { search, startKey: pageParam, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.startKey || undefined,
  });
  const nodes = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.totalCount;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="3xl">
          Console
        </Title>
        <Text c="dimmed" size="sm">
          Open a terminal on a server of {clusterId}.
        </Text>
      </div>
      <TextInput label="Search servers" placeholder="Hostname, address or label" value={draft} onChange={(e) => setDraft(e.currentTarget.value)} maw={420} />
      {query.isError && (
        <ListError noun="servers" message={errorText(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      )}
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Servers" aria-busy={query.isPending}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Hostname</Table.Th>
              <Table.Th>Address</Table.Th>
              <Table.Th>Labels</Table.Th>
              <Table.Th>
                <Text span size="sm" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  Connect
                </Text>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.isPending &&
              [0, 1, 2].map((i) => (
                <Table.Tr key={i}>
                  <Table.Td colSpan={4}>
                    <Skeleton height={22} />
                  </Table.Td>
                </Table.Tr>
              ))}
            {nodes.map((node) => (
              <Table.Tr key={node.id}>
                <Table.Td>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {node.hostname}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {node.tunnel ? '⟵ Tunnel' : node.addr || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {node.tags.map((t) => (
                      <Badge key={`${t.name}=${t.value}`} variant="outline" color="gray" tt="none" style={{ maxWidth: 260 }}>
                        {t.name}: {t.value}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <ConnectMenu node={node} clusterId={clusterId} />
                </Table.Td>
              </Table.Tr>
            ))}
            {query.isSuccess && nodes.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" ta="center" py="lg">
                    {search ? `No servers match "${search}".` : 'No servers found.'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total !== undefined ? `${nodes.length} of ${total} servers` : ''}
        </Text>
        {query.hasNextPage && (
          <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            Load more
          </Button>
        )}
      </Group>
    </Stack>
  );
}
