import { ResourceList } from '@/shared/resource-list/resource-list';
import { DESKTOPS_KIND } from './desktops-kind';

export const DesktopsPage = () => <ResourceList kind={DESKTOPS_KIND} />;
