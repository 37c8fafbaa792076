import { createFileRoute } from '@tanstack/react-router';
import { fillPath } from '@/platform/registry/paths';
import { redirectTo } from '@/shared/navigation/navigation';

/**
 * The cluster root has no page of its own: it goes to the cluster's first Resources page when one
 * is open to the user, else to the cluster's overview (which has its own address, so the command
 * palette's 'Cluster Overview' lands on it).
 */
export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/')({
  beforeLoad: ({ context: { access }, params }) => {
    redirectTo(access.firstResourceLink(params.clusterId) ?? fillPath('/cluster/$clusterId/overview', params));
  },
});
