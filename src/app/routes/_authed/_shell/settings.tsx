import { createFileRoute, redirect } from '@tanstack/react-router';

/** /web/settings is account settings too. */
export const Route = createFileRoute('/_authed/_shell/settings')({
  beforeLoad: () => {
    throw redirect({ to: '/account', replace: true });
  },
});
