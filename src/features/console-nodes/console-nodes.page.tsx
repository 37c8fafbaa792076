// Console: pick a server and a login, and open a terminal on it. The servers come a page at a
// time ("Load more"); the search is in the URL.
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { useMemo } from 'react';
import { Button, Group, Menu, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { Node, NodeList } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import { ListPageFrame } from '@/shared/data-list/list-page-frame';
import { useRouteUrlView } from '@/shared/data-list/use-url-view';
import { countLabel } from '@/shared/text/format';
import { LabelChips } from '@/shared/resource-list/label-chips';
import { consoleNodesQuery, consoleNodesSearchSchema } from './nodes-query';
import { TokenText } from '@/shared/ui/token-text';
import { ArrowLeftIcon, ChevronDownIcon } from '@/shared/icons/icons';

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
        <Button size="xs" variant="light" aria-label={`Connect to ${node.hostname}`} rightSection={<ChevronDownIcon size={14} />}>
          Connect
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
        <TokenText name size="sm" fw={600} maw="100%">
          {node.hostname}
        </TokenText>
      ),
    },
    {
      id: 'addr',
      header: 'Address',
      width: '11.5rem',
      render: (node) =>
        node.tunnel ? (
          <Group gap={4} wrap="nowrap" fz="sm" title="Connected through a reverse tunnel (no direct address)">
            <ArrowLeftIcon size={12} />
            Tunnel
          </Group>
        ) : (
          <TokenText size="sm" ff="monospace">
            {node.addr || '—'}
          </TokenText>
        ),
    },
    { id: 'labels', header: 'Labels', render: (node) => <LabelChips labels={node.tags} /> },
    {
      id: 'connect',
      pin: 'end',
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
  const view = useRouteUrlView(route, consoleNodesSearchSchema);
  const search = view.search;
  const query = useInfiniteQuery(consoleNodesQuery(clusterId, search || undefined));
  const columns = useMemo(() => nodeColumns(clusterId), [clusterId]);
  const shown = query.data?.pages.reduce((n, page) => n + (Array.isArray(page.items) ? page.items.length : 0), 0) ?? 0;
  const total = query.data?.pages[0]?.totalCount;
  const empty = { title: search ? `No servers match "${search}".` : 'No servers found.' };

  return (
    <ListPageFrame
      title="Console"
      description={`Open a terminal on a server of ${clusterId}.`}
      search={{ view, label: 'Search servers', placeholder: 'Hostname, address or label' }}
      count={query.data ? countLabel(shown, total, 'servers') : null}
      loadMore={{ more: query.hasNextPage, loading: query.isFetchingNextPage, onLoad: () => void query.fetchNextPage() }}
      list={{ result: query, rowsOf, operation: 'listNodes', noun: 'servers', label: 'Servers', columns, rowKey, empty }}
    />
  );
}
