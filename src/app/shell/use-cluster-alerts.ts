import { useCallback, useEffect, useMemo, useState } from 'react';
import { useListClusterAlerts } from '@/api/gen/hooks/clusters/clusters';
import { errorText } from '@/api/errors';
import { alertList } from '@/platform/shell-data';
import { alertBanners, dismissAlert, loadDisabledAlerts, type Banner } from './cluster-alerts';

/** The cluster's alerts as banners (`settled` once answered or failed); a failed call is only logged. */
export function useClusterAlerts(
  clusterId: string,
  isDashboard: boolean,
): { banners: Banner[]; settled: boolean; dismiss: (id: string) => void } {
  const query = useListClusterAlerts(clusterId, { query: { retry: false, staleTime: 5 * 60_000 } });
  const [disabled, setDisabled] = useState(() => loadDisabledAlerts());
  useEffect(() => {
    if (query.error) console.warn(`Cluster alerts of ${clusterId} could not be loaded: ${errorText(query.error)}`);
  }, [query.error, clusterId]);
  // Alerts of the wrong shape are skipped (and logged): they never take the shell down.
  const alerts = useMemo(() => alertList(query.data, clusterId, (problem) => console.warn(problem)), [query.data, clusterId]);
  const banners = useMemo(() => alertBanners(alerts, { isDashboard, disabled }), [alerts, isDashboard, disabled]);
  // Stable, so the banners are not re-rendered on every render of the shell.
  const dismiss = useCallback((id: string) => setDisabled(dismissAlert(id)), []);
  return { banners, settled: !query.isPending, dismiss };
}
