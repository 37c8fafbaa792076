import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import * as z from '@/platform/url-schema';

// The application launcher, outside the shell: /web/launch/{fqdn}/{clusterId?}/{publicAddr?}/{arn?}
// (its segments are read raw by the page, since an ARN holds an encoded '/').
export const Route = createFileRoute('/_authed/launch/$')({
  validateSearch: z.object({
    /** The state token of the app's auth exchange (set when the app sent the browser back). */
    state: z.pipe(
      z.catch(z.optional(z.string()), undefined),
      z.transform((s) => s?.slice(0, 512) || undefined),
    ),
    /** A path on the app to land on. */
    path: z.pipe(
      z.catch(z.optional(z.string()), undefined),
      z.transform((s) => s?.slice(0, 2048) || undefined),
    ),
  }),
  component: lazyRouteComponent(() => import('@/features/app-launcher/app-launcher.page'), 'AppLauncherPage'),
});
