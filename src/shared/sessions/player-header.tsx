// The session players' top bar (terminal and desktop recordings): the title, what is playing, and
// the way back to Session Recordings of the cluster.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Text, Title } from '@mantine/core';
import { RouterButton } from '@/shared/navigation/router-links';
import { focusWasDropped } from '@/shared/pages/dropped-focus';
import { SessionBar } from './session-bar';
import { recordingsLink } from '@/shared/navigation/recording-paths';

/** `what`: the recording's kind, e.g. 'SSH', 'Kubernetes', 'Desktop'; `actions`: the player's own (e.g. Export). */
export function PlayerHeader({ clusterId, sid, what, actions }: { clusterId: string; sid: string; what: string; actions?: ReactNode }) {
  // Opened from Session Recordings (Enter on Play), the page that held the focus is gone: the
  // title takes it, as a shell page's title does after a navigation, so the next Tab starts here
  // rather than from <body> (dropped-focus.ts). A fresh load of the player keeps the browser's focus.
  const title = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (focusWasDropped()) title.current?.focus({ preventScroll: true });
  }, []);
  return (
    <SessionBar
      actions={
        <>
          {actions}
          <RouterButton {...recordingsLink(clusterId)} variant="subtle" size="xs">
            Session Recordings
          </RouterButton>
        </>
      }
    >
      <Title order={1} fz="md" ref={title} tabIndex={-1} className="mantine-focus-auto">
        Session Player
      </Title>
      <Text fz="sm" c="dimmed" ff="monospace" truncate>
        {what} · {sid}
      </Text>
    </SessionBar>
  );
}
