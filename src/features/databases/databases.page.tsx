import { ResourceList } from '@/shared/resource-list/resource-list';
import { DATABASES_KIND } from './databases-kind';

export const DatabasesPage = () => <ResourceList kind={DATABASES_KIND} />;
