import { createFileRoute } from '@tanstack/react-router';

// The AI assistant: /assist and /assist/{conversationId} (prefix match). As every other route, it
// is there only with its flag (spec 6: assist.list in the ACL and assistEnabled in the web config):
// a user whose roles refuse the assistant gets the same redirect as for any other refused page.
// On a cluster without the assistant (assistEnabled false) the page opens to say it is switched
// off. The top bar's button appears only with the assist flag.
export const Route = createFileRoute('/_authed/_shell/assist')({
  staticData: {
    feature: {
      id: 'assist',
      title: 'Assist',
      exact: false,
      hasAccess: (flags) => flags.assist || !flags.assistEnabled,
    },
  },
});
