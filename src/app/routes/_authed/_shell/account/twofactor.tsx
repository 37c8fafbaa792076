import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

/** The MFA devices, a section of Account Settings (the account feature covers it). */
export const Route = createFileRoute('/_authed/_shell/account/twofactor')({
  component: lazyRouteComponent(() =>
    import('@/features/account/account.page').then((m) => ({ default: () => <m.AccountPage section="twofactor" /> })),
  ),
});
