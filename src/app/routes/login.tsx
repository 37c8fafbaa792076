import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { z } from 'zod';

export const Route = createFileRoute('/login')({
  // Where to go after sign-in; checked against our own origin when used (auth/safe-redirect.ts).
  validateSearch: z.object({ redirect_uri: z.string().optional().catch(undefined) }),
  component: lazyRouteComponent(() => import('../../features/login/login.page'), 'LoginPage'),
});
