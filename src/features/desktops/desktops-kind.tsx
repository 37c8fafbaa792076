// Desktops: the Windows desktops of the cluster, listed by the server, with their address, the
// logins the user may use, and a Connect picker that opens the desktop session in a new tab.
import { Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { Desktop } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import { LabelChips, TextChips } from '@/shared/resource-list/label-chips';
import type { ResourceEnv, ResourceKindConfig } from '@/shared/resource-list/resource-kind';
import { routeSearchState } from '@/shared/resource-list/use-list-view';
import { DESKTOPS } from './list-kind';
import { TokenText } from '@/shared/ui/token-text';
import { DesktopLoginPicker, desktopSessionPath } from './desktop-login-picker';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/desktops');

export function desktopColumns(env: Pick<ResourceEnv, 'clusterId' | 'addLabel' | 'recordUse'>): DataColumn<Desktop>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      minWidth: 150,
      render: (d) => (
        <Stack gap={2}>
          <TokenText name fz="sm" fw={600}>
            {d.name}
          </TokenText>
          <Text fz="xs" c="dimmed" tt="capitalize">
            {d.os}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'addr',
      header: 'Address',
      sortKey: 'addr',
      width: 150,
      render: (d) => (
        <TokenText fz="xs" ff="monospace">
          {d.addr}
        </TokenText>
      ),
    },
    { id: 'labels', header: 'Labels', minWidth: 170, render: (d) => <LabelChips labels={d.labels} onSelect={env.addLabel} /> },
    {
      id: 'logins',
      header: 'Logins',
      width: 180,
      minWidth: 150,
      render: (d) =>
        d.logins?.length ? (
          <TextChips values={d.logins} label={`Logins on ${d.name}`} />
        ) : (
          <Text fz="xs" c="dimmed">
            None from your roles
          </Text>
        ),
    },
    {
      id: 'connect',
      pin: 'end',
      header: 'Connect',
      hideHeader: true,
      width: 136,
      render: (d) => (
        <DesktopLoginPicker
          clusterId={env.clusterId}
          desktopName={d.name}
          logins={d.logins}
          onConnect={(login) =>
            env.recordUse({ id: d.name, name: d.name, detail: login, href: desktopSessionPath(env.clusterId, d.name, login) })
          }
        />
      ),
    },
  ];
}

export const DESKTOPS_KIND: ResourceKindConfig<Desktop> = {
  title: 'Desktops',
  noun: 'desktops',
  one: 'desktop',
  lockTarget: 'windows_desktop',
  description: (clusterId) => `Windows desktops of ${clusterId} and the logins your roles allow.`,
  memoryKind: 'desktops',
  kind: DESKTOPS,
  useSearchState: routeSearchState(route),
  operation: 'listDesktops',
  rowKey: (d) => d.name,
  rowName: (d) => d.name,
  rowLabels: (d) => d.labels,
  columns: desktopColumns,
};
