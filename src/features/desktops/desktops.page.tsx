// Desktops: the Windows desktops of the cluster, listed by the server, with their address and
// the logins the user may use. The desktop session screen is a later issue: no connect yet.
import { useMemo, useCallback } from 'react';
import { Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useListDesktops } from '../../api/gen/hooks/resources/resources';
import type { Desktop } from '../../api/gen/model';
import { useShell } from '../../platform/shell-context';
import { canRequestRoles, enrollTarget } from '../../shared/resource-list/access';
import { KnownCluster } from '../../shared/resource-list/known-cluster';
import { LabelChips, TextChips } from '../../shared/resource-list/label-chips';
import { listParams } from '../../shared/resource-list/list-view';
import { ResourceListPage } from '../../shared/resource-list/resource-list-page';
import type { ResourceColumn } from '../../shared/resource-list/resource-table';
import { getRouteApi } from '@tanstack/react-router';
import { useListView, type SetListSearch } from '../../shared/resource-list/use-list-view';
import { DESKTOPS } from './list-kind';
import { useResourceMemory } from '../../shared/resource-list/use-resource-memory';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/desktops');

/** Writes the list view back into this page's URL. */
function useSetSearch(): SetListSearch {
  const navigate = route.useNavigate();
  return useCallback((search, { replace }) => void navigate({ search, replace, resetScroll: false }), [navigate]);
}


const rowKey = (d: Desktop) => d.name;
const rowLabels = (d: Desktop) => d.labels;

export function desktopColumns(addLabel: (label: { name: string; value: string }) => void): ResourceColumn<Desktop>[] {
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
          <Text fz="xs" c="dimmed" tt="capitalize">
            {d.os}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'addr',
      header: 'Address',
      sortField: 'addr',
      width: '16%',
      render: (d) => (
        <Text fz="sm" ff="monospace">
          {d.addr}
        </Text>
      ),
    },
    { id: 'labels', header: 'Labels', render: (d) => <LabelChips labels={d.labels} onSelect={addLabel} /> },
    {
      id: 'logins',
      header: 'Logins',
      width: '20%',
      render: (d) =>
        d.logins?.length ? (
          <TextChips values={d.logins} label={`Logins on ${d.name}`} />
        ) : (
          <Text fz="xs" c="dimmed">
            None from your roles
          </Text>
        ),
    },
  ];
}

export function DesktopsPage() {
  const { clusters, clusterId } = useShell();
  return (
    <KnownCluster clusters={clusters.data} clusterId={clusterId}>
      <DesktopsList />
    </KnownCluster>
  );
}

function DesktopsList() {
  const { user, env, features, clusterId } = useShell();
  const controls = useListView(DESKTOPS, route.useSearch(), useSetSearch());
  const requestable = canRequestRoles(user);
  const result = useListDesktops(clusterId, listParams(controls.view, requestable), { query: { placeholderData: keepPreviousData } });
  const memory = useResourceMemory({ user: user.userName, clusterId, kind: 'desktops' });
  const columns = useMemo(() => desktopColumns(controls.addLabel), [controls.addLabel]);

  return (
    <ResourceListPage
      title="Desktops"
      description={`Windows desktops of ${clusterId} and the logins your roles allow.`}
      noun="desktops"
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
  );
}
