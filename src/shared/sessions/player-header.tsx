// The session players' top bar (terminal and desktop recordings): the title, what is playing, and
// the way back to Session Recordings of the cluster.
import { Text, Title } from '@mantine/core';
import { RouterButton } from '@/shared/navigation/router-links';
import { SessionBar } from './session-bar';
import { recordingsLink } from '@/shared/navigation/recording-paths';

/** `what`: the recording's kind, e.g. 'SSH', 'Kubernetes', 'Desktop'. */
export function PlayerHeader({ clusterId, sid, what }: { clusterId: string; sid: string; what: string }) {
  return (
    <SessionBar
      actions={
        <RouterButton {...recordingsLink(clusterId)} variant="subtle" size="xs">
          Session Recordings
        </RouterButton>
      }
    >
      <Title order={1} fz="md">
        Session Player
      </Title>
      <Text fz="sm" c="dimmed" ff="monospace" truncate>
        {what} · {sid}
      </Text>
    </SessionBar>
  );
}
