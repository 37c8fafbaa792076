import { createFileRoute } from '@tanstack/react-router';

// The AI assistant: /assist and /assist/{conversationId} (prefix match). The page itself says
// when the assistant is switched off or not permitted, so the route is open to every user; the
// top bar's button appears only with the assist flag.
export const Route = createFileRoute('/_authed/_shell/assist')({
  staticData: {
    feature: {
      id: 'assist',
      title: 'Assist',
      exact: false,
      hasAccess: () => true,
    },
  },
});
