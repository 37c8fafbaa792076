// The desktop session page, outside the main shell: the checks before connecting (preflight.tsx),
// then the top bar, the canvas filling the window, the overlays, dialogs and toasts. A lazy chunk.
import './desktop-session.css';
import { useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getGetUserContextQueryOptions } from '@/api/gen/hooks/clusters/clusters';
import { readConfig } from '@/platform/config';
import { shellUserContext } from '@/platform/shell-data';
import { RouterButton } from '@/shared/navigation/router-links';
import { DesktopView } from './desktop-view';
import { PreflightCard, usePreflight } from './preflight';

export interface DesktopSessionPageProps {
  clusterId: string;
  desktopName: string;
  username: string;
}

/** The ACL booleans of the desktop (both default to true, as the proxy sends them). */
function useDesktopAcl(): { clipboard: boolean; directorySharing: boolean } {
  const cluster = readConfig().proxyCluster;
  const context = useQuery({ ...getGetUserContextQueryOptions(cluster), select: (d) => shellUserContext(d, cluster).userAcl });
  return { clipboard: context.data?.clipboard !== false, directorySharing: context.data?.directorySharing !== false };
}

export function DesktopSessionPage({ clusterId, desktopName, username }: DesktopSessionPageProps) {
  const [confirmed, setConfirmed] = useState(false);
  const preflight = usePreflight(clusterId, desktopName, username, confirmed);
  const acl = useDesktopAcl();

  useEffect(() => {
    document.title = `${clusterId} • ${username} on ${desktopName}`;
  }, [clusterId, desktopName, username]);

  const back = (
    <RouterButton to="/cluster/$clusterId/desktops" params={{ clusterId }} variant="default">
      Back to Desktops
    </RouterButton>
  );

  return (
    <Stack h="100dvh" gap={0} style={{ overflow: 'hidden' }}>
      {preflight.kind === 'ready' ? (
        <DesktopView
          clusterId={clusterId}
          desktopName={desktopName}
          username={username}
          acl={acl}
          mfaRequired={preflight.mfaRequired}
          back={back}
        />
      ) : (
        <PreflightCard preflight={preflight} desktopName={desktopName} back={back} onConnectAnyway={() => setConfirmed(true)} />
      )}
    </Stack>
  );
}
