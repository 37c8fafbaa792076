// Databases: the databases of the cluster, listed by the server, with a connect dialog that
// gives the tsh steps for the chosen database user and name.
import { TokenText } from '@/shared/ui/token-text';
import '@mantine/core/styles/Badge.layer.css';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { Database } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import { connectColumn, useConnectDialog, type ConnectExtras } from '@/shared/resource-list/connect-dialog-column';
import { LabelChips } from '@/shared/resource-list/label-chips';
import type { ResourceEnv, ResourceExtras, ResourceKindConfig } from '@/shared/resource-list/resource-kind';
import { routeSearchState } from '@/shared/resource-list/use-list-view';
import { loginTargetFor } from '@/shared/connect/tsh-commands';
import { DbConnectDialog } from './db-connect-dialog';
import { dbTypeTitle, protocolTitle } from './db-model';
import { DATABASES } from './list-kind';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/databases');

type DbExtras = ConnectExtras<Database>;

export function dbColumns(env: Pick<ResourceEnv, 'addLabel'> & DbExtras): DataColumn<Database>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      width: '24%',
      render: (d) => (
        <Stack gap={2}>
          <TokenText name fz="sm" fw={600}>
            {d.name}
          </TokenText>
          {d.desc && (
            <Text fz="xs" c="dimmed" lineClamp={2} title={d.desc}>
              {d.desc}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'type',
      header: 'Type',
      sortKey: 'type',
      width: '20%',
      render: (d) => (
        <Group gap={6} wrap="wrap">
          <Text fz="sm">{dbTypeTitle(d)}</Text>
          <Badge size="xs" variant="default" tt="none" title={`Protocol: ${protocolTitle(d.protocol)}`}>
            {d.protocol}
          </Badge>
        </Group>
      ),
    },
    { id: 'labels', header: 'Labels', render: (d) => <LabelChips labels={d.labels} onSelect={env.addLabel} /> },
    connectColumn(env.onConnect),
  ];
}

/** Connect opens the dialog of tsh steps (and counts as a use). */
function useDbExtras({ user, config, clusterId, recordUse }: ResourceEnv): ResourceExtras<DbExtras> {
  return useConnectDialog<Database>(recordUse, (item, close) => (
    <DbConnectDialog db={item} login={loginTargetFor(user, config.proxyCluster, clusterId)} onClose={close} />
  ));
}

export const DATABASES_KIND: ResourceKindConfig<Database, DbExtras> = {
  title: 'Databases',
  noun: 'databases',
  one: 'database',
  description: (clusterId) => `Databases of ${clusterId} you can connect to with tsh.`,
  memoryKind: 'databases',
  kind: DATABASES,
  useSearchState: routeSearchState(route),
  operation: 'listDatabases',
  rowKey: (d) => d.name,
  rowName: (d) => d.name,
  rowLabels: (d) => d.labels,
  columns: dbColumns,
  useExtras: useDbExtras,
};
