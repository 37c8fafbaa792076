// Databases: the databases of the cluster, listed by the server, with a connect dialog that
// gives the tsh steps for the chosen database user and name.
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import { useCallback, useMemo, useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useListDatabases } from '../../api/gen/hooks/resources/resources';
import type { Database } from '../../api/gen/model';
import { useShell } from '../../platform/shell-context';
import { canRequestRoles, enrollTarget } from '../../shared/resource-list/access';
import { KnownCluster } from '../../shared/resource-list/known-cluster';
import { LabelChips } from '../../shared/resource-list/label-chips';
import { listParams } from '../../shared/resource-list/list-view';
import { ResourceListPage } from '../../shared/resource-list/resource-list-page';
import type { ResourceColumn } from '../../shared/resource-list/resource-table';
import { getRouteApi } from '@tanstack/react-router';
import { useListView, type SetListSearch } from '../../shared/resource-list/use-list-view';
import { DATABASES } from './list-kind';
import { useResourceMemory } from '../../shared/resource-list/use-resource-memory';
import { loginTargetFor } from '../../shared/tsh-commands';
import { DbConnectDialog } from './db-connect-dialog';
import { dbTypeTitle, protocolTitle } from './db-model';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/databases');

/** Writes the list view back into this page's URL. */
function useSetSearch(): SetListSearch {
  const navigate = route.useNavigate();
  return useCallback((search, { replace }) => void navigate({ search, replace, resetScroll: false }), [navigate]);
}


const rowKey = (d: Database) => d.name;
const rowName = (d: Database) => d.name;
const rowLabels = (d: Database) => d.labels;

export function dbColumns(addLabel: (label: { name: string; value: string }) => void, onConnect: (db: Database) => void): ResourceColumn<Database>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortField: 'name',
      width: '24%',
      render: (d) => (
        <Stack gap={2}>
          <Text fz="sm" fw={600}>
            {d.name}
          </Text>
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
      sortField: 'type',
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
    { id: 'labels', header: 'Labels', render: (d) => <LabelChips labels={d.labels} onSelect={addLabel} /> },
    {
      id: 'connect',
      header: 'Connect',
      hideHeader: true,
      width: 120,
      render: (d) => (
        <Button size="xs" variant="light" aria-label={`Connect to ${d.name}`} onClick={() => onConnect(d)}>
          Connect
        </Button>
      ),
    },
  ];
}

export function DatabasesPage() {
  const { clusters, clusterId } = useShell();
  return (
    <KnownCluster clusters={clusters.data} clusterId={clusterId}>
      <DatabasesList />
    </KnownCluster>
  );
}

function DatabasesList() {
  const { user, env, features, clusterId, config } = useShell();
  const controls = useListView(DATABASES, route.useSearch(), useSetSearch());
  const requestable = canRequestRoles(user);
  const result = useListDatabases(clusterId, listParams(controls.view, requestable), { query: { placeholderData: keepPreviousData } });
  const memory = useResourceMemory({ user: user.userName, clusterId, kind: 'databases' });
  const [connecting, setConnecting] = useState<Database | null>(null);
  const { recordUse } = memory;
  const onConnect = useCallback(
    (db: Database) => {
      recordUse({ id: rowKey(db), name: db.name });
      setConnecting(db);
    },
    [recordUse],
  );
  const columns = useMemo(() => dbColumns(controls.addLabel, onConnect), [controls.addLabel, onConnect]);

  return (
    <>
      <ResourceListPage
        title="Databases"
        description={`Databases of ${clusterId} you can connect to with tsh.`}
        noun="databases"
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
      {connecting && (
        <DbConnectDialog db={connecting} login={loginTargetFor(user, config.proxyCluster, clusterId)} onClose={() => setConnecting(null)} />
      )}
    </>
  );
}
