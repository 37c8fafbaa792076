import { ResourceList } from '@/shared/resource-list/resource-list';
import { KUBERNETES_KIND } from './kubernetes-kind';

export const KubernetesPage = () => <ResourceList kind={KUBERNETES_KIND} />;
