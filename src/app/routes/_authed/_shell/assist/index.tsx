import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

// The assistant's page without a conversation open: the list and 'New conversation'.
export const Route = createFileRoute('/_authed/_shell/assist/')({
  component: lazyRouteComponent(() => import('@/features/assist/assist.page'), 'AssistPage'),
});
