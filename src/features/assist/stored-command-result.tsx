// A command result from the conversation's history (COMMAND_RESULT): which server ran it, and on
// request its output, read back from the run's session recording (the conversation keeps only the
// session's id, as the backend does). The output is shown as plain text, escape sequences stripped.
import { useEffect, useState } from 'react';
import { Box, Button, Group, Loader, Text } from '@mantine/core';
import { useStreamSessionRecording } from '@/api/gen/hooks/audit/audit';
import { ApiError, errorText } from '@/api/errors';
import { AnsiStripper } from '@/shared/text/ansi-stripper';
import { RouterButton } from '@/shared/navigation/router-links';
import { playerLink } from '@/shared/navigation/recording-paths';
import type { ChatItem } from './chat-reducer';

/** How much of a stored run's output is shown; the recording has the rest. */
export const STORED_OUTPUT_BYTES = 64 * 1024;

type CommandResult = Extract<ChatItem, { kind: 'command-result' }>['result'];

function outputError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return 'The recording of this run is not available any more.';
  return `The output could not be loaded: ${errorText(error)}`;
}

export function StoredCommandResult({ clusterId, result }: { clusterId: string; result: CommandResult }) {
  const [open, setOpen] = useState(false);
  const server = result.nodeName || result.nodeId;
  const stream = useStreamSessionRecording(
    clusterId,
    result.sessionId,
    { offset: 0, bytes: STORED_OUTPUT_BYTES },
    { query: { enabled: open && result.sessionId !== '', staleTime: Infinity, retry: false } },
  );
  const [text, setText] = useState<{ value: string; cut: boolean } | null>(null);
  useEffect(() => {
    const blob = stream.data;
    if (!blob) return;
    let current = true;
    void blob.text().then((raw) => {
      if (current) setText({ value: new AnsiStripper().push(raw), cut: blob.size >= STORED_OUTPUT_BYTES });
    });
    return () => {
      current = false;
    };
  }, [stream.data]);

  const recording = playerLink(clusterId, result.sessionId, { recordingType: 'ssh' });
  return (
    <Box data-testid="assist-command-result">
      <Group gap="xs" wrap="nowrap">
        <Text fz="xs" c="dimmed">
          Ran on {server}
        </Text>
        {result.sessionId !== '' && (
          <>
            <Button variant="subtle" size="compact-xs" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
              {open ? 'Hide output' : 'Show output'}
            </Button>
            <RouterButton {...recording} variant="subtle" size="compact-xs">
              Recording
            </RouterButton>
          </>
        )}
      </Group>
      {open && (
        <Box className="assist-output" mt={4}>
          {stream.isError ? (
            <Text fz="xs" c="red.9" role="alert">
              {outputError(stream.error)}
            </Text>
          ) : text === null ? (
            <Group gap="xs">
              <Loader size="xs" />
              <Text fz="xs">Loading the output of {server}…</Text>
            </Group>
          ) : (
            <pre tabIndex={0} aria-label={`Stored output of ${server}`}>
              {text.value === '' ? <span className="assist-out-wait">No output.</span> : text.value}
              {text.cut ? <span className="assist-out-wait">{'\n'}[the first 64 KB; the recording has the rest]</span> : null}
            </pre>
          )}
        </Box>
      )}
    </Box>
  );
}
