import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

// One conversation of the assistant, by id (an unknown id says so on the page).
export const Route = createFileRoute('/_authed/_shell/assist/$conversationId')({
  component: lazyRouteComponent(() => import('@/features/assist/assist.page'), 'AssistConversationPage'),
});
