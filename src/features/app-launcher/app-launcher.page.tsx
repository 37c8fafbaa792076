// The application launcher, /web/launch/{fqdn}/{clusterId?}/{publicAddr?}/{arn?} (outside the
// shell). The app's own origin needs its session cookies, so the launch is an exchange with the
// app's auth handler on that origin:
//   1. without ?state: resolve the FQDN with the proxy, then go to https://{fqdn}/x-teleport-auth,
//      which sets a state cookie there and sends the browser back here with ?state=...;
//   2. with ?state: create the app session (POST /sessions/app, with the AWS role ARN if any),
//      then go to https://{fqdn}/x-teleport-auth?state=...&subject=...#value=..., where the app
//      handler checks the state and sets the cookies.
// The browser only goes to the FQDN the proxy named (src/shared/connect/app-access.ts has the rule).
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useResolveAppFqdn, useResolveAppFqdnForCluster } from '@/api/gen/hooks/apps/apps';
import { useCreateAppSession } from '@/api/gen/hooks/sessions/sessions';
import { errorText } from '@/api/errors';
import { appAuthUrl, parseLaunchPath } from '@/shared/connect/app-access';
import { RouterAnchor } from '@/shared/navigation/router-links';
import { sendBrowserTo, sessionTarget } from './redirect';

const route = getRouteApi('/_authed/launch/$');

export function AppLauncherPage() {
  const params = useMemo(() => parseLaunchPath(window.location.pathname), []);
  const { state, path } = route.useSearch();
  if (!params)
    return <LaunchFailed title="Not an application link" message="The launch link is malformed: it must name the application's address." />;
  return (
    <Launcher fqdn={params.fqdn} clusterId={params.clusterId} publicAddr={params.publicAddr} arn={params.arn} state={state} path={path} />
  );
}

interface LauncherProps {
  fqdn: string;
  clusterId?: string;
  publicAddr?: string;
  arn?: string;
  state?: string;
  path?: string;
}

function Launcher({ fqdn, clusterId, publicAddr, arn, state, path }: LauncherProps) {
  const forCluster = Boolean(clusterId && publicAddr);
  const byHint = useResolveAppFqdn(fqdn, { query: { enabled: !forCluster, retry: false } });
  const byCluster = useResolveAppFqdnForCluster(fqdn, clusterId ?? '', publicAddr ?? '', { query: { enabled: forCluster, retry: false } });
  const resolved = forCluster ? byCluster : byHint;
  const session = useCreateAppSession();
  const [refused, setRefused] = useState<string | null>(null);
  const started = useRef(false);
  const port = window.location.port;
  const target = resolved.data?.fqdn;
  const { mutate } = session;

  // Step 1: the app's auth handler starts the exchange and sends the browser back with a state.
  const startUrl = target && !state ? appAuthUrl({ host: target, port, path }) : null;
  const refusedStart = Boolean(target && !state && !startUrl);

  useEffect(() => {
    if (!target || started.current) return;
    if (!state) {
      if (startUrl) {
        started.current = true;
        sendBrowserTo(startUrl);
      }
      return;
    }
    started.current = true;
    // Step 2: the session, then back to the app's auth handler with its values.
    const data = {
      fqdn: target,
      ...(clusterId ? { cluster_name: clusterId } : {}),
      ...(publicAddr ? { public_addr: publicAddr } : {}),
      ...(arn ? { arn } : {}),
    };
    mutate(
      { data },
      {
        onSuccess: (created) => {
          // Only the host the app session names, and it must be the app we resolved.
          const url = sessionTarget(target, created, port, state, path);
          if (url) sendBrowserTo(url);
          else setRefused(created.fqdn);
        },
      },
    );
  }, [target, startUrl, state, path, port, clusterId, publicAddr, arn, mutate]);

  useEffect(() => {
    document.title = `Launching ${fqdn}`;
  }, [fqdn]);

  const error = resolved.error ?? session.error;
  if (refused !== null || refusedStart) {
    const named = refused ?? target ?? '';
    return (
      <LaunchFailed
        title="Launch refused"
        message={`The proxy named an address the console will not open: ${named || '(empty)'}.`}
        clusterId={clusterId}
      />
    );
  }
  if (error) {
    return (
      <LaunchFailed
        title="Could not launch the application"
        message={errorText(error)}
        clusterId={clusterId}
        onRetry={() => {
          started.current = false;
          session.reset();
          void resolved.refetch();
        }}
      />
    );
  }
  return (
    <Center mih="100vh" p="lg">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader />
        <Text fw={600}>Launching {fqdn}…</Text>
        {arn && (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            as {arn}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

function LaunchFailed({
  title,
  message,
  clusterId,
  onRetry,
}: {
  title: string;
  message: string;
  clusterId?: string;
  onRetry?: () => void;
}) {
  return (
    <Center mih="100vh" p="lg">
      <Paper withBorder radius="md" p="xl" maw={540} w="100%" role="alert">
        <Stack gap="md">
          <Title order={1} fz="xxl">
            {title}
          </Title>
          <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
          <Group gap="sm">
            {onRetry && <Button onClick={onRetry}>Try again</Button>}
            {clusterId ? (
              <RouterAnchor to="/cluster/$clusterId/apps" params={{ clusterId }}>
                Back to Applications
              </RouterAnchor>
            ) : (
              <RouterAnchor to="/">Back to Applications</RouterAnchor>
            )}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
