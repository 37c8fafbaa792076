import { ResourceList } from '@/shared/resource-list/resource-list';
import { SERVERS_KIND } from './servers-kind';

export const ServersPage = () => <ResourceList kind={SERVERS_KIND} />;
