// Servers: the SSH nodes of the cluster, listed by the server (cursor paging, search, predicate
// query, sort), with a login picker that opens the SSH console in a new tab.
import '@mantine/core/styles/Badge.layer.css';
import { useCallback, useMemo } from 'react';
import { Badge, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useListNodes } from '../../api/gen/hooks/resources/resources';
import type { Node } from '../../api/gen/model';
import { useShell } from '../../platform/shell-context';
import { canRequestRoles, enrollTarget } from '../../shared/resource-list/access';
import { KnownCluster } from '../../shared/resource-list/known-cluster';
import { LabelChips } from '../../shared/resource-list/label-chips';
import { listParams } from '../../shared/resource-list/list-view';
import { ResourceListPage } from '../../shared/resource-list/resource-list-page';
import type { ResourceColumn } from '../../shared/resource-list/resource-table';
import { getRouteApi } from '@tanstack/react-router';
import { useListView, type SetListSearch } from '../../shared/resource-list/use-list-view';
import { NODES } from './list-kind';
import { useResourceMemory } from '../../shared/resource-list/use-resource-memory';
import { LoginPicker, consolePath } from './login-picker';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/nodes');

/** Writes the list view back into this page's URL. */
function useSetSearch(): SetListSearch {
  const navigate = route.useNavigate();
  return useCallback((search, { replace }) => void navigate({ search, replace, resetScroll: false }), [navigate]);
}


const rowKey = (n: Node) => n.id;
const rowName = (n: Node) => n.hostname || n.id;
const rowLabels = (n: Node) => n.tags;

export interface NodeColumnsEnv {
  clusterId: string;
  addLabel: (label: { name: string; value: string }) => void;
  onConnect: (node: Node, login: string) => void;
}

/** The columns of spec 3.6 for a node: hostname, addr or 'tunnel', labels, and the login picker. */
export function nodeColumns(env: NodeColumnsEnv): ResourceColumn<Node>[] {
  return [
    {
      id: 'hostname',
      header: 'Hostname',
      sortField: 'hostname',
      width: '24%',
      render: (n) => (
        <Text fz="sm" fw={600} title={n.id}>
          {n.hostname || n.id}
        </Text>
      ),
    },
    {
      id: 'addr',
      header: 'Address',
      sortField: 'addr',
      width: 170,
      render: (n) =>
        n.tunnel ? (
          <Badge variant="default" tt="none" title="Connected through a reverse tunnel (no direct address)">
            ⟵ tunnel
          </Badge>
        ) : (
          <Text fz="xs" ff="monospace">
            {n.addr}
          </Text>
        ),
    },
    { id: 'labels', header: 'Labels', render: (n) => <LabelChips labels={n.tags} onSelect={env.addLabel} /> },
    {
      id: 'connect',
      header: 'Connect',
      hideHeader: true,
      width: 144,
      render: (n) => (
        <LoginPicker clusterId={env.clusterId} serverId={n.id} hostname={rowName(n)} logins={n.sshLogins} onConnect={(login) => env.onConnect(n, login)} />
      ),
    },
  ];
}

export function ServersPage() {
  const { clusters, clusterId } = useShell();
  return (
    <KnownCluster clusters={clusters.data} clusterId={clusterId}>
      <ServersList />
    </KnownCluster>
  );
}

function ServersList() {
  const { user, env, features, clusterId } = useShell();
  const controls = useListView(NODES, route.useSearch(), useSetSearch());
  const requestable = canRequestRoles(user);
  const result = useListNodes(clusterId, listParams(controls.view, requestable), { query: { placeholderData: keepPreviousData } });
  const memory = useResourceMemory({ user: user.userName, clusterId, kind: 'nodes' });
  const { recordUse } = memory;
  const onConnect = useCallback(
    (node: Node, login: string) => recordUse({ id: node.id, name: rowName(node), detail: login, href: consolePath(clusterId, node.id, login) }),
    [recordUse, clusterId],
  );
  const columns = useMemo(() => nodeColumns({ clusterId, addLabel: controls.addLabel, onConnect }), [clusterId, controls.addLabel, onConnect]);

  return (
    <ResourceListPage
      title="Servers"
      description={`SSH servers of ${clusterId} you can log in to.`}
      noun="servers"
      controls={controls}
      result={result}
      columns={columns}
      rowKey={rowKey}
      rowName={rowName}
      rowLabels={rowLabels}
      memory={memory}
      canRequestRoles={requestable}
      enroll={enrollTarget(features, env.flags.addAgents, clusterId)}
    />
  );
}
