import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root';

// Spec 2.1: invite and reset, each with a /continue variant, all public.
const page = lazyRouteComponent(() => import('../../features/new-credentials/new-credentials.route'), 'NewCredentialsRoute');

export const newCredentialsRoutes = (['invite', 'reset'] as const).flatMap((mode) =>
  [`${mode}/$tokenId`, `${mode}/$tokenId/continue`].map((path) => createRoute({ getParentRoute: () => rootRoute, path, component: page })),
);
