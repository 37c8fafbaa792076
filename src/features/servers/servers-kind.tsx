// Servers: the SSH nodes of the cluster, listed by the server (cursor paging, search, predicate
// query, sort), with a login picker that opens the SSH console in a new tab.
import '@mantine/core/styles/Badge.layer.css';
import { getRouteApi } from '@tanstack/react-router';
import type { Node } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import { LabelChips } from '@/shared/resource-list/label-chips';
import type { ResourceEnv, ResourceKindConfig } from '@/shared/resource-list/resource-kind';
import { routeSearchState } from '@/shared/resource-list/use-list-view';
import { NODES } from './list-kind';
import { LoginPicker, consolePath } from '@/shared/connect/login-picker';
import { PlainBadge } from '@/shared/ui/plain-badge';
import { TokenText } from '@/shared/ui/token-text';
import { ArrowLeftIcon } from '@/shared/icons/icons';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/nodes');

const rowName = (n: Node) => n.hostname || n.id;

/** A node's columns: hostname, address (or 'tunnel'), labels, and the login picker. */
export function nodeColumns(env: Pick<ResourceEnv, 'clusterId' | 'addLabel' | 'recordUse'>): DataColumn<Node>[] {
  return [
    {
      id: 'hostname',
      header: 'Hostname',
      sortKey: 'hostname',
      width: '24%',
      minWidth: 150,
      render: (n) => (
        <TokenText name fz="sm" fw={600} title={n.hostname ? `${n.hostname} (${n.id})` : n.id}>
          {n.hostname || n.id}
        </TokenText>
      ),
    },
    {
      id: 'addr',
      header: 'Address',
      sortKey: 'addr',
      width: 170,
      render: (n) =>
        n.tunnel ? (
          <PlainBadge
            variant="default"
            tt="none"
            leftSection={<ArrowLeftIcon size={12} />}
            title="Connected through a reverse tunnel (no direct address)"
          >
            tunnel
          </PlainBadge>
        ) : (
          <TokenText fz="xs" ff="monospace">
            {n.addr}
          </TokenText>
        ),
    },
    { id: 'labels', header: 'Labels', minWidth: 150, render: (n) => <LabelChips labels={n.tags} onSelect={env.addLabel} /> },
    {
      id: 'connect',
      pin: 'end',
      header: 'Connect',
      hideHeader: true,
      width: 136,
      render: (n) => (
        <LoginPicker
          clusterId={env.clusterId}
          serverId={n.id}
          hostname={rowName(n)}
          logins={n.sshLogins}
          onConnect={(login) => env.recordUse({ id: n.id, name: rowName(n), detail: login, href: consolePath(env.clusterId, n.id, login) })}
        />
      ),
    },
  ];
}

export const SERVERS_KIND: ResourceKindConfig<Node> = {
  title: 'Servers',
  noun: 'servers',
  one: 'server',
  lockTarget: 'node',
  description: (clusterId) => `SSH servers of ${clusterId} you can log in to.`,
  memoryKind: 'nodes',
  kind: NODES,
  useSearchState: routeSearchState(route),
  operation: 'listNodes',
  rowKey: (n) => n.id,
  rowName,
  rowLabels: (n) => n.tags,
  columns: nodeColumns,
};
