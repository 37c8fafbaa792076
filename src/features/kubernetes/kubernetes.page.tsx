// Kubernetes: the Kubernetes clusters of the cluster, listed by the server, with a connect
// dialog that gives the tsh and kubectl steps for the chosen user and group.
import '@mantine/core/styles/Button.layer.css';
import { useCallback, useMemo, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useListKubernetesClusters } from '../../api/gen/hooks/resources/resources';
import type { KubeCluster } from '../../api/gen/model';
import { useShell } from '../../platform/shell-context';
import { canRequestRoles, enrollTarget } from '../../shared/resource-list/access';
import { KnownCluster } from '../../shared/resource-list/known-cluster';
import { LabelChips } from '../../shared/resource-list/label-chips';
import { listParams } from '../../shared/resource-list/list-view';
import { ResourceListPage } from '../../shared/resource-list/resource-list-page';
import type { ResourceColumn } from '../../shared/resource-list/resource-table';
import { getRouteApi } from '@tanstack/react-router';
import { useListView, type SetListSearch } from '../../shared/resource-list/use-list-view';
import { KUBES } from './list-kind';
import { useResourceMemory } from '../../shared/resource-list/use-resource-memory';
import { loginTargetFor } from '../../shared/tsh-commands';
import { KubeConnectDialog } from './kube-connect-dialog';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/kubernetes');

/** Writes the list view back into this page's URL. */
function useSetSearch(): SetListSearch {
  const navigate = route.useNavigate();
  return useCallback((search, { replace }) => void navigate({ search, replace, resetScroll: false }), [navigate]);
}


const rowKey = (k: KubeCluster) => k.name;
const rowLabels = (k: KubeCluster) => k.labels;

export function kubeColumns(addLabel: (label: { name: string; value: string }) => void, onConnect: (kube: KubeCluster) => void): ResourceColumn<KubeCluster>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortField: 'name',
      width: '30%',
      render: (k) => (
        <Text fz="sm" fw={600}>
          {k.name}
        </Text>
      ),
    },
    { id: 'labels', header: 'Labels', render: (k) => <LabelChips labels={k.labels} onSelect={addLabel} /> },
    {
      id: 'connect',
      header: 'Connect',
      hideHeader: true,
      width: 120,
      render: (k) => (
        <Button size="xs" variant="light" aria-label={`Connect to ${k.name}`} onClick={() => onConnect(k)}>
          Connect
        </Button>
      ),
    },
  ];
}

export function KubernetesPage() {
  const { clusters, clusterId } = useShell();
  return (
    <KnownCluster clusters={clusters.data} clusterId={clusterId}>
      <KubernetesList />
    </KnownCluster>
  );
}

function KubernetesList() {
  const { user, env, features, clusterId, config } = useShell();
  const controls = useListView(KUBES, route.useSearch(), useSetSearch());
  const requestable = canRequestRoles(user);
  const result = useListKubernetesClusters(clusterId, listParams(controls.view, requestable), { query: { placeholderData: keepPreviousData } });
  const memory = useResourceMemory({ user: user.userName, clusterId, kind: 'kubernetes' });
  const [connecting, setConnecting] = useState<KubeCluster | null>(null);
  const { recordUse } = memory;
  const onConnect = useCallback(
    (kube: KubeCluster) => {
      recordUse({ id: kube.name, name: kube.name });
      setConnecting(kube);
    },
    [recordUse],
  );
  const columns = useMemo(() => kubeColumns(controls.addLabel, onConnect), [controls.addLabel, onConnect]);

  return (
    <>
      <ResourceListPage
        title="Kubernetes"
        description={`Kubernetes clusters of ${clusterId} you can reach with tsh and kubectl.`}
        noun="Kubernetes clusters"
        controls={controls}
        result={result}
        columns={columns}
        rowKey={rowKey}
        rowName={rowKey}
        rowLabels={rowLabels}
        memory={memory}
        canRequestRoles={requestable}
        enroll={enrollTarget(features, env.flags.addAgents, clusterId)}
      />
      {connecting && (
        <KubeConnectDialog kube={connecting} login={loginTargetFor(user, config.proxyCluster, clusterId)} onClose={() => setConnecting(null)} />
      )}
    </>
  );
}
