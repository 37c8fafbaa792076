import { ResourceList } from '@/shared/resource-list/resource-list';
import { APPLICATIONS_KIND } from './applications-kind';

export const ApplicationsPage = () => <ResourceList kind={APPLICATIONS_KIND} />;
