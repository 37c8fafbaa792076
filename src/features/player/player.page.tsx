// The session player page of SSH and Kubernetes recordings (desktop recordings have their own
// player, picked by the route): a header, then the loading progress, the player, or a clear
// message (a missing recording, a malformed event, a stream that failed) with what to do. Never a
// blank screen.
import '@mantine/core/styles/Progress.layer.css';
import { useEffect } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { ApiError, errorText } from '@/api/errors';
import { RouterButton } from '@/shared/navigation/router-links';
import { PlayerHeader } from '@/shared/sessions/player-header';
import { RecordingExportMenu } from '@/shared/recording-export/recording-export-menu';
import { TerminalSettingsButton } from '@/shared/sessions/terminal-settings/terminal-settings-button';
import { recordingsLink } from '@/shared/navigation/recording-paths';
import { StatusCard } from '@/shared/pages/status-card';
import { formatTime } from '@/shared/sessions/player-time';
import { idleLimitOf } from './idle-clock';
import { formatBytes } from '@/shared/text/format-bytes';
import { withPosition } from './player-search';
import { PlayerView } from './player-view';
import { useRecording } from './use-recording';

const route = getRouteApi('/_authed/cluster/$clusterId/session/$sid');

export function PlayerPage({ clusterId, sid }: { clusterId: string; sid: string }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const type = search.recordingType === 'k8s' ? 'k8s' : 'ssh';
  const { state, retryEvents, retryStream } = useRecording(clusterId, sid, search.durationMs, true);

  useEffect(() => {
    document.title = `${clusterId} • Session Player`;
  }, [clusterId]);

  // Session Recordings is another feature's page: linked by its route.
  const back = (
    <RouterButton {...recordingsLink(clusterId)} variant="default" w="fit-content">
      Back to Session Recordings
    </RouterButton>
  );

  let body: React.ReactNode;
  if (state.phase === 'events-failed') {
    const missing = state.error instanceof ApiError && state.error.status === 404;
    body = (
      <StatusCard title={missing ? 'Recording not found' : 'The recording could not be loaded'} fullPage={false}>
        <Text style={{ overflowWrap: 'anywhere' }}>
          {missing
            ? `There is no recording of session ${sid} on cluster ${clusterId}. It may have been recorded on another cluster, not recorded at all, or removed. Pick it again from Session Recordings.`
            : errorText(state.error)}
        </Text>
        <Group gap="sm">
          {!missing && <Button onClick={retryEvents}>Try again</Button>}
          {back}
        </Group>
      </StatusCard>
    );
  } else if (state.phase === 'malformed') {
    body = (
      <StatusCard title="This recording cannot be played" fullPage={false}>
        <Text style={{ overflowWrap: 'anywhere' }}>{state.message}</Text>
        <Text size="sm" c="dimmed">
          The recording's events are damaged or come from a version of the proxy this console does not read. Its audit events are still in
          the Audit Log.
        </Text>
        {back}
      </StatusCard>
    );
  } else if (state.phase === 'events' || state.phase === 'stream') {
    const total = state.phase === 'stream' ? state.recording.totalBytes : 0;
    const loaded = state.phase === 'stream' ? state.loaded : 0;
    body = (
      <Stack align="center" justify="center" style={{ flex: 1 }} role="status" aria-label="Loading the recording">
        <Text>
          {state.phase === 'events' ? 'Loading the recording…' : `Loading the output: ${formatBytes(loaded)} of ${formatBytes(total)}`}
        </Text>
        <Progress
          w={360}
          maw="90%"
          value={total > 0 ? (loaded / total) * 100 : 0}
          animated={state.phase === 'events'}
          aria-label="Loaded"
        />
      </Stack>
    );
  } else if (state.phase === 'stream-failed') {
    body = (
      <StatusCard title="The recording stopped loading" fullPage={false}>
        <Text style={{ overflowWrap: 'anywhere' }}>
          {`Loading its output failed after ${formatBytes(state.loaded)} of ${formatBytes(state.recording.totalBytes)}: ${errorText(state.error)}`}
        </Text>
        <Text size="sm" c="dimmed">
          Try again to go on from where it stopped.
        </Text>
        <Group gap="sm">
          <Button onClick={retryStream}>Try again</Button>
          {back}
        </Group>
      </StatusCard>
    );
  } else if (state.recording.totalBytes === 0 || state.bytes.length === 0) {
    body = (
      <StatusCard title="This recording has no output" fullPage={false}>
        <Text>The session was recorded, but nothing was written to its terminal, so there is nothing to play.</Text>
        {back}
      </StatusCard>
    );
  } else {
    const lastPlayable = state.recording.frames.filter((f) => !f.size && f.end <= state.bytes.length).at(-1)?.ms ?? 0;
    body = (
      <PlayerView
        clusterId={clusterId}
        sid={sid}
        recording={state.recording}
        bytes={state.bytes}
        startMs={search.t ?? 0}
        notice={
          state.truncated
            ? `The recording's output ends early (${formatBytes(state.bytes.length)} of ${formatBytes(state.recording.totalBytes)}): what was printed after ${formatTime(lastPlayable)} is missing.`
            : undefined
        }
        onPosition={(ms) => void navigate({ search: (prev) => withPosition(prev, ms), replace: true })}
        idleLimit={idleLimitOf(search.idle)}
        onIdleLimit={(limit) => void navigate({ search: (prev) => ({ ...prev, idle: limit ?? undefined }), replace: true })}
      />
    );
  }

  return (
    <Box style={{ display: 'flex', flexDirection: 'column', height: '100vh' }}>
      <PlayerHeader
        clusterId={clusterId}
        sid={sid}
        what={type === 'k8s' ? 'Kubernetes' : 'SSH'}
        actions={
          <>
            <TerminalSettingsButton readOnly />
            <RecordingExportMenu
              clusterId={clusterId}
              sid={sid}
              durationMs={search.durationMs}
              what={type === 'k8s' ? 'Kubernetes' : 'SSH'}
            />
          </>
        }
      />
      {body}
    </Box>
  );
}
