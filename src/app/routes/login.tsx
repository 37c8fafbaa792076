import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from '@/platform/url-schema';

export const Route = createFileRoute('/login')({
  // Where to go after sign-in; checked against our own origin when used (auth/safe-redirect.ts).
  validateSearch: z.object({ redirect_uri: z.catch(z.optional(z.string()), undefined) }),
  component: lazyRouteComponent(() => import('@/features/login/login.page'), 'LoginPage'),
});
