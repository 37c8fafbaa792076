import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

// The kinds of integration, as tiles.
export const Route = createFileRoute('/_authed/_shell/integrations/new/')({
  component: lazyRouteComponent(() => import('@/features/integrations/enroll-tiles.page'), 'EnrollTilesPage'),
});
