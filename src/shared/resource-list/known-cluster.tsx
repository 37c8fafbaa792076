// A resource page of a cluster that is not in the cluster list shows the 404 page (as the
// cluster overview does) instead of asking the proxy for its resources.
import type { ReactNode } from 'react';
import { NotFoundPage } from '@/shared/pages/not-found-page';
import { isUnknownCluster } from './access';

export function KnownCluster({
  clusters,
  clusterId,
  children,
}: {
  clusters: readonly { name: string }[] | undefined;
  clusterId: string;
  children: ReactNode;
}) {
  return isUnknownCluster(clusters, clusterId) ? <NotFoundPage /> : children;
}
