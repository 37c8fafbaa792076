// Kubernetes: the Kubernetes clusters of the cluster, listed by the server, with a connect
// dialog that gives the tsh and kubectl steps for the chosen user and group.
import { TokenText } from '@/shared/ui/token-text';
import { getRouteApi } from '@tanstack/react-router';
import type { KubeCluster } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import { connectColumn, useConnectDialog, type ConnectExtras } from '@/shared/resource-list/connect-dialog-column';
import { LabelChips } from '@/shared/resource-list/label-chips';
import type { ResourceEnv, ResourceExtras, ResourceKindConfig } from '@/shared/resource-list/resource-kind';
import { routeSearchState } from '@/shared/resource-list/use-list-view';
import { loginTargetFor } from '@/shared/connect/tsh-commands';
import { KubeConnectDialog } from './kube-connect-dialog';
import { KUBES } from './list-kind';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/kubernetes');

type KubeExtras = ConnectExtras<KubeCluster>;

export function kubeColumns(env: Pick<ResourceEnv, 'addLabel'> & KubeExtras): DataColumn<KubeCluster>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      width: '30%',
      render: (k) => (
        <TokenText name fz="sm" fw={600}>
          {k.name}
        </TokenText>
      ),
    },
    { id: 'labels', header: 'Labels', render: (k) => <LabelChips labels={k.labels} onSelect={env.addLabel} /> },
    connectColumn(env.onConnect),
  ];
}

/** Connect opens the dialog of tsh and kubectl steps (and counts as a use). */
function useKubeExtras({ user, config, clusterId, recordUse }: ResourceEnv): ResourceExtras<KubeExtras> {
  return useConnectDialog<KubeCluster>(recordUse, (item, close) => (
    <KubeConnectDialog kube={item} login={loginTargetFor(user, config.proxyCluster, clusterId)} onClose={close} />
  ));
}

export const KUBERNETES_KIND: ResourceKindConfig<KubeCluster, KubeExtras> = {
  title: 'Kubernetes',
  noun: 'Kubernetes clusters',
  one: 'Kubernetes cluster',
  description: (clusterId) => `Kubernetes clusters of ${clusterId} you can reach with tsh and kubectl.`,
  memoryKind: 'kubernetes',
  kind: KUBES,
  useSearchState: routeSearchState(route),
  operation: 'listKubernetesClusters',
  rowKey: (k) => k.name,
  rowName: (k) => k.name,
  rowLabels: (k) => k.labels,
  columns: kubeColumns,
  useExtras: useKubeExtras,
};
