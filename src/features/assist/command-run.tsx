// The output of a command run: one panel per server (stdout as it is, stderr and Teleport's own
// errors set apart by colour and a label, monospace, scrollable), then the summary.
import '@mantine/core/styles/Badge.layer.css';
import './assist.css';
import { Alert, Badge, Box, Group, Loader, Stack, Text } from '@mantine/core';
import type { CommandRunState, NodeOutput, OutputRun } from './command-output';
import { Markdown } from './markdown';

const STREAM_CLASS: Record<OutputRun['stream'], string | undefined> = {
  stdout: undefined,
  stderr: 'assist-out-stderr',
  'teleport-error': 'assist-out-error',
};

export function CommandRunView({ run }: { run: CommandRunState }) {
  return (
    <Stack gap="xs" data-testid="command-run">
      {run.nodes.map((node) => (
        <NodePanel key={node.nodeId} node={node} />
      ))}
      {run.status === 'connecting' && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text fz="sm">Connecting…</Text>
        </Group>
      )}
      {run.errors.map((error, i) => (
        <Alert key={i} color="red" variant="light" title="The command failed" role="alert">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {error}
          </Text>
        </Alert>
      ))}
      {run.summary !== null && (
        <Box data-testid="command-summary">
          <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
            Summary
          </Text>
          <Markdown text={run.summary} />
        </Box>
      )}
      {run.status === 'cancelled' && (
        <Text fz="sm" c="dimmed">
          The run was cancelled.
        </Text>
      )}
    </Stack>
  );
}

function NodePanel({ node }: { node: NodeOutput }) {
  const hasError = node.runs.some((r) => r.stream === 'teleport-error');
  return (
    <Box className="assist-output" data-testid="node-output" data-node={node.name}>
      <Group gap="xs" mb={4} justify="space-between" wrap="nowrap">
        <Text fz="sm" fw={600} ff="monospace" truncate="end">
          {node.name}
        </Text>
        {node.done ? (
          <Badge size="sm" variant="light" color={hasError ? 'red' : 'gray'}>
            {hasError ? 'Failed' : 'Done'}
          </Badge>
        ) : (
          <Loader size="xs" role="progressbar" aria-label={`Running on ${node.name}`} />
        )}
      </Group>
      <pre tabIndex={0} aria-label={`Output of ${node.name}`}>
        {node.runs.length === 0 && !node.done ? <span className="assist-out-wait">Waiting for output…</span> : null}
        {node.runs.map((run, i) =>
          run.stream === 'stdout' ? (
            <span key={i}>{run.text}</span>
          ) : (
            <span key={i} className={STREAM_CLASS[run.stream]} data-stream={run.stream}>
              {run.stream === 'teleport-error' ? `Error: ${run.text}` : run.text}
            </span>
          ),
        )}
        {node.truncated ? <span className="assist-out-error">{'\n'}[output cut: more than 512 KB]</span> : null}
      </pre>
    </Box>
  );
}
