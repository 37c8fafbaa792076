import type { Feature } from '../../platform/registry/feature';
import { KubernetesIcon } from '../../shared/resource-icons';

/** Kubernetes clusters of a cluster, exact match. */
export const kubernetesFeature: Feature = {
  id: 'kubernetes',
  category: 'resources',
  route: { path: '/cluster/$clusterId/kubernetes', title: 'Kubernetes', exact: true },
  navigationItem: {
    title: 'Kubernetes',
    icon: KubernetesIcon,
    exact: true,
    getLink: (clusterId) => `/cluster/${encodeURIComponent(clusterId)}/kubernetes`,
  },
  hasAccess: (flags) => flags.kubernetes,
};
