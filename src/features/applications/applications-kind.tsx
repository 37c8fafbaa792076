// Applications: web, TCP, cloud and AWS console apps of the cluster, listed by the server, with
// their launch action (through the launcher route; AWS roles first; SAML SSO; instructions for
// TCP and cloud endpoints).
import '@mantine/core/styles/Badge.layer.css';
import { useCallback, useMemo } from 'react';
import { Badge, Group, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import type { App } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import { LabelChips } from '@/shared/resource-list/label-chips';
import type { ResourceEnv, ResourceExtras, ResourceKindConfig } from '@/shared/resource-list/resource-kind';
import { routeSearchState } from '@/shared/resource-list/use-list-view';
import { loginTargetFor } from '@/shared/connect/tsh-commands';
import { AppAction, type AppActionEnv } from './app-actions';
import { addrWithProtocol, appDisplayName, appLaunchKind } from './app-model';
import { APPS } from './list-kind';
import { PlainText } from '@/shared/ui/plain-text';
import { TokenText } from '@/shared/ui/token-text';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/apps');

const rowKey = (a: App) => `${a.clusterId}/${a.name}`;

const KIND_MARK: Record<string, { text: string; color: string } | undefined> = {
  aws: { text: 'AWS console', color: 'orange' },
  saml: { text: 'SAML', color: 'grape' },
  tcp: { text: 'TCP', color: 'cyan' },
  cloud: { text: 'Cloud', color: 'blue' },
};

export function appColumns(env: Pick<ResourceEnv, 'addLabel'> & { actions: AppActionEnv }): DataColumn<App>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      width: '26%',
      render: (a) => {
        const mark = KIND_MARK[appLaunchKind(a)];
        return (
          <Stack gap={2}>
            <Group gap={6} wrap="wrap">
              <PlainText fz="sm" fw={600}>
                {appDisplayName(a)}
              </PlainText>
              {mark && (
                <Badge size="sm" variant="dot" color={mark.color} tt="none">
                  {mark.text}
                </Badge>
              )}
            </Group>
            {a.description && (
              <PlainText fz="xs" c="dimmed" lineClamp={2} title={a.description}>
                {a.description}
              </PlainText>
            )}
          </Stack>
        );
      },
    },
    {
      id: 'address',
      header: 'Address',
      sortKey: 'publicAddr',
      width: '24%',
      // Text, not a link: apps are opened through the launcher only.
      render: (a) => (
        <TokenText fz="xs" ff="monospace" title={a.uri}>
          {addrWithProtocol(a)}
        </TokenText>
      ),
    },
    { id: 'labels', header: 'Labels', render: (a) => <LabelChips labels={a.labels} onSelect={env.addLabel} /> },
    { id: 'launch', header: 'Launch', hideHeader: true, width: 136, render: (a) => <AppAction app={a} env={env.actions} /> },
  ];
}

type AppExtras = { actions: AppActionEnv };

/** The launch actions' environment: the tsh login target and where a launch is recorded. */
function useAppExtras({ user, config, clusterId, recordUse }: ResourceEnv): ResourceExtras<AppExtras> {
  const onLaunch = useCallback(
    (app: App, detail: string | undefined, href: string | undefined) =>
      recordUse({ id: rowKey(app), name: appDisplayName(app), detail, href }),
    [recordUse],
  );
  const env = useMemo(
    () => ({ actions: { login: loginTargetFor(user, config.proxyCluster, clusterId), proxyHostname: window.location.hostname, onLaunch } }),
    [user, config.proxyCluster, clusterId, onLaunch],
  );
  return { env };
}

export const APPLICATIONS_KIND: ResourceKindConfig<App, AppExtras> = {
  title: 'Applications',
  noun: 'applications',
  one: 'application',
  description: (clusterId) => `Web apps, TCP apps and cloud consoles of ${clusterId}.`,
  memoryKind: 'apps',
  kind: APPS,
  useSearchState: routeSearchState(route),
  operation: 'listApps',
  rowKey,
  rowName: appDisplayName,
  rowLabels: (a) => a.labels,
  columns: appColumns,
  useExtras: useAppExtras,
};
