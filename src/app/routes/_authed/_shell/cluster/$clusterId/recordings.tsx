import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RecordingsIcon } from '@/features/recordings/recording-icons';
import { recordingsSearchSchema } from '@/features/recordings/recordings-query';

// Session Recordings (Management › Activity), for users who may list recorded sessions. The view
// is the URL: the range (`range` preset or `from`/`to`) and the filters `type`, `user`, `host`.
// No loader: the page resolves a preset against the clock when it opens and asks for that range.
export const Route = createFileRoute('/_authed/_shell/cluster/$clusterId/recordings')({
  validateSearch: recordingsSearchSchema,
  staticData: {
    feature: {
      id: 'recordings',
      title: 'Session Recordings',
      exact: true,
      category: 'management',
      section: 'activity',
      navigationItem: { title: 'Session Recordings', icon: RecordingsIcon, exact: true },
      hasAccess: (flags) => flags.recordings,
    },
  },
  component: lazyRouteComponent(() => import('@/features/recordings/recordings.page'), 'RecordingsPage'),
});
