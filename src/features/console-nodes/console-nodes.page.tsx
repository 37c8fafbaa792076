// Console: pick a server and a login, and open a terminal on it. The servers come a page at a
// time ("Load more"); the search is in the URL.
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { useMemo } from 'react';
import { Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { Node, NodeList } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import { DataListBody } from '@/shared/data-list/data-list-body';
import { ListSearchInput } from '@/shared/data-list/list-search-input';
import { useSearchPatch, useUrlView } from '@/shared/data-list/use-url-view';
import { LabelChips } from '@/shared/resource-list/label-chips';
import { consoleNodesQuery, consoleNodesSearchSchema } from './nodes-query';
import { TokenText } from '@/shared/ui/token-text';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/console/nodes');

function ConnectMenu({ node, clusterId }: { node: Node; clusterId: string }) {
  const logins = node.sshLogins ?? [];
  if (logins.length === 0) {
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
        {logins.map((login) => (
          <Menu.Item
            key={login}
            renderRoot={(props) => (
              <Link {...props} to="/cluster/$clusterId/console/node/$serverId/$login" params={{ clusterId, serverId: node.id, login }} />
            )}
          >
            {login}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function nodeColumns(clusterId: string): DataColumn<Node>[] {
  return [
    {
      id: 'hostname',
      header: 'Hostname',
      width: '26%',
      render: (node) => (
        <TokenText size="sm" fw={600} maw="100%">
          {node.hostname}
        </TokenText>
      ),
    },
    {
      id: 'addr',
      header: 'Address',
      width: '11.5rem',
      render: (node) => (
        <TokenText size="sm" ff="monospace">
          {node.tunnel ? '⟵ Tunnel' : node.addr || '—'}
        </TokenText>
      ),
    },
    { id: 'labels', header: 'Labels', render: (node) => <LabelChips labels={node.tags} /> },
    {
      id: 'connect',
      header: 'Connect',
      hideHeader: true,
      align: 'right',
      width: '8rem',
      render: (node) => <ConnectMenu node={node} clusterId={clusterId} />,
    },
  ];
}

const rowKey = (node: Node) => node.id;
const rowsOf = (data: { pages: NodeList[] }) => data.pages.flatMap((page) => page.items);

export function ConsoleNodesPage() {
  const { clusterId } = route.useParams();
  const navigate = route.useNavigate();
  const setSearch = useSearchPatch<typeof consoleNodesSearchSchema>(navigate);
  const view = useUrlView(consoleNodesSearchSchema, route.useSearch(), setSearch);
  const search = view.search;
  const query = useInfiniteQuery(consoleNodesQuery(clusterId, search || undefined));
  const columns = useMemo(() => nodeColumns(clusterId), [clusterId]);
  const shown = query.data?.pages.reduce((n, page) => n + (Array.isArray(page.items) ? page.items.length : 0), 0) ?? 0;
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
      <ListSearchInput view={view} label="Search servers" showLabel placeholder="Hostname, address or label" />
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <DataListBody
          result={query}
          rowsOf={rowsOf}
          operation="listNodes"
          noun="servers"
          label="Servers"
          columns={columns}
          rowKey={rowKey}
          empty={{ title: search ? `No servers match "${search}".` : 'No servers found.' }}
          skeletonRows={3}
        />
      </Paper>
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {total !== undefined ? `${shown} of ${total} servers` : ''}
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
