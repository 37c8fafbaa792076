import { createFileRoute, redirect } from '@tanstack/react-router';
import { redirectToRemembered } from '@/shared/navigation/remembered-path';

/**
 * The cluster root has no page of its own: it goes to the cluster's first Resources page when one
 * is open to the user, else to the cluster's overview (which has its own address, so the command
 * palette's 'Cluster Overview' lands on it).
 */
export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/')({
  beforeLoad: ({ context: { access }, params }) => {
    // The first Resources page is computed from the registry at run time, so it is a path.
    const first = access.firstResourceLink(params.clusterId);
    if (first) redirectToRemembered(first);
    throw redirect({ to: '/cluster/$clusterId/overview', params, replace: true });
  },
});
