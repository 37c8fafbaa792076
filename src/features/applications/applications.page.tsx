// Applications: web, TCP, cloud and AWS console apps of the cluster, listed by the server, with
// their launch action (through the launcher route; AWS roles first; SAML SSO; instructions for
// TCP and cloud endpoints).
import '@mantine/core/styles/Badge.layer.css';
import { useCallback, useMemo } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useListApps } from '../../api/gen/hooks/resources/resources';
import type { App } from '../../api/gen/model';
import { useShell } from '../../platform/shell-context';
import { canRequestRoles, enrollTarget } from '../../shared/resource-list/access';
import { KnownCluster } from '../../shared/resource-list/known-cluster';
import { LabelChips } from '../../shared/resource-list/label-chips';
import { listParams } from '../../shared/resource-list/list-view';
import { ResourceListPage } from '../../shared/resource-list/resource-list-page';
import type { ResourceColumn } from '../../shared/resource-list/resource-table';
import { getRouteApi } from '@tanstack/react-router';
import { useListView, type SetListSearch } from '../../shared/resource-list/use-list-view';
import { APPS } from './list-kind';
import { useResourceMemory } from '../../shared/resource-list/use-resource-memory';
import { loginTargetFor } from '../../shared/tsh-commands';
import { AppAction, type AppActionEnv } from './app-actions';
import { addrWithProtocol, appDisplayName, appLaunchKind } from './app-model';

const route = getRouteApi('/_authed/_shell/cluster/$clusterId/apps');

/** Writes the list view back into this page's URL. */
function useSetSearch(): SetListSearch {
  const navigate = route.useNavigate();
  return useCallback((search, { replace }) => void navigate({ search, replace, resetScroll: false }), [navigate]);
}


const rowKey = (a: App) => `${a.clusterId}/${a.name}`;
const rowLabels = (a: App) => a.labels;

const KIND_MARK: Record<string, { text: string; color: string } | undefined> = {
  aws: { text: 'AWS console', color: 'orange' },
  saml: { text: 'SAML', color: 'grape' },
  tcp: { text: 'TCP', color: 'cyan' },
  cloud: { text: 'Cloud', color: 'blue' },
};

export function appColumns(addLabel: (label: { name: string; value: string }) => void, env: AppActionEnv): ResourceColumn<App>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortField: 'name',
      width: '26%',
      render: (a) => {
        const mark = KIND_MARK[appLaunchKind(a)];
        return (
          <Stack gap={2}>
            <Group gap={6} wrap="wrap">
              <Text fz="sm" fw={600}>
                {appDisplayName(a)}
              </Text>
              {mark && (
                <Badge size="sm" variant="dot" color={mark.color} tt="none">
                  {mark.text}
                </Badge>
              )}
            </Group>
            {a.description && (
              <Text fz="xs" c="dimmed" lineClamp={2} title={a.description}>
                {a.description}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      id: 'address',
      header: 'Address',
      sortField: 'publicAddr',
      width: '24%',
      // Text, not a link: apps are opened through the launcher only.
      render: (a) => (
        <Text fz="xs" ff="monospace" title={a.uri}>
          {addrWithProtocol(a)}
        </Text>
      ),
    },
    { id: 'labels', header: 'Labels', render: (a) => <LabelChips labels={a.labels} onSelect={addLabel} /> },
    { id: 'launch', header: 'Launch', hideHeader: true, width: 136, render: (a) => <AppAction app={a} env={env} /> },
  ];
}

export function ApplicationsPage() {
  const { clusters, clusterId } = useShell();
  return (
    <KnownCluster clusters={clusters.data} clusterId={clusterId}>
      <ApplicationsList />
    </KnownCluster>
  );
}

function ApplicationsList() {
  const { user, env, features, clusterId, config } = useShell();
  const controls = useListView(APPS, route.useSearch(), useSetSearch());
  const requestable = canRequestRoles(user);
  const result = useListApps(clusterId, listParams(controls.view, requestable), { query: { placeholderData: keepPreviousData } });
  const memory = useResourceMemory({ user: user.userName, clusterId, kind: 'apps' });
  const { recordUse } = memory;
  const onLaunch = useCallback(
    (app: App, detail: string | undefined, href: string | undefined) => recordUse({ id: rowKey(app), name: appDisplayName(app), detail, href }),
    [recordUse],
  );
  const actionEnv = useMemo<AppActionEnv>(
    () => ({ login: loginTargetFor(user, config.proxyCluster, clusterId), proxyHostname: window.location.hostname, onLaunch }),
    [user, config.proxyCluster, clusterId, onLaunch],
  );
  const columns = useMemo(() => appColumns(controls.addLabel, actionEnv), [controls.addLabel, actionEnv]);

  return (
    <ResourceListPage
      title="Applications"
      description={`Web apps, TCP apps and cloud consoles of ${clusterId}.`}
      noun="applications"
      controls={controls}
      result={result}
      columns={columns}
      rowKey={rowKey}
      rowName={appDisplayName}
      rowLabels={rowLabels}
      memory={memory}
      canRequestRoles={requestable}
      enroll={enrollTarget(features, env.flags.addAgents, clusterId)}
    />
  );
}
