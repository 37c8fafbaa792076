// The one dialog of every bulk action, in three steps:
//   1. what it will do, before anything is sent: the action, the count, the names (a scrollable
//      list) and its inputs (a lock's message and expiry); nothing is sent before the confirm;
//   2. the run: a progress bar, "k of N", done and refused so far, and Cancel (Escape too), which
//      starts nothing more (run-bulk.ts: the requests in flight finish and are reported);
//   3. a result per item, refused first with the server's own message, then not run
//      (cancelled), then done. The items done leave the page's selection (onDone); "Select the
//      refused again" makes the refused ones the selection.
// The whole run is one react-query mutation keyed by the action's write (writeKey), calling the
// generated fetcher per item, so the lists it changes refresh once, when it settles
// (src/api/write-refresh.ts). The dialog stays open until the run ends or is cancelled.
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { useRef, useState } from 'react';
import { Badge, Box, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { writeKey } from '@/api/write-refresh';
import { LockInputs } from '@/shared/locks/lock-inputs';
import { parseLockTtl } from '@/shared/locks/lock-ttl';
import { ActionDialog } from '@/shared/ui/action-dialog';
import type { BulkAction, BulkInputs, BulkItem } from './bulk-action';
import { countResults, resultsRefusedFirst, runBulk, type BulkProgress, type BulkResult, type BulkStatus } from './run-bulk';

export interface BulkDialogProps<I extends BulkItem> {
  /** The action to confirm and run; null: closed. */
  action: BulkAction<I> | null;
  onClose: () => void;
  /** Makes the selection these items (offered for the refused ones, when given). */
  onSelectAgain?: (items: readonly I[]) => void;
  /** The run ended: the items it is done with (they leave the page's selection). */
  onDone?: (items: readonly I[]) => void;
}

interface RunVariables<I extends BulkItem> {
  action: BulkAction<I>;
  inputs: BulkInputs;
  signal: AbortSignal;
}

const STATUS_TEXT: Record<BulkStatus, string> = { done: 'Done', refused: 'Refused', 'not-run': 'Not run' };
const STATUS_COLOR: Record<BulkStatus, string> = { done: 'green', refused: 'red', 'not-run': 'gray' };

const listBox = {
  maxHeight: 240,
  overflowY: 'auto',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-sm)',
  padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
} as const;

function NameList({ items, noun }: { items: readonly BulkItem[]; noun: string }) {
  return (
    // Focusable, so its scroll is keyboard reachable.
    <Box
      component="ul"
      style={{ ...listBox, listStyle: 'none', margin: 0 }}
      tabIndex={0}
      aria-label={`The ${noun}`}
      data-testid="bulk-names"
    >
      {items.map((item) => (
        <Text component="li" key={item.key} fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Text>
      ))}
    </Box>
  );
}

function ResultList<I extends BulkItem>({ results, noun }: { results: readonly BulkResult<I>[]; noun: string }) {
  return (
    <Box
      component="ul"
      style={{ ...listBox, listStyle: 'none', margin: 0 }}
      tabIndex={0}
      aria-label={`Result per ${noun}`}
      data-testid="bulk-results"
    >
      {results.map(({ item, status, message }) => (
        <Box component="li" key={item.key} py={4} data-status={status} data-item={item.name}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Badge variant="light" color={STATUS_COLOR[status]} style={{ flexShrink: 0 }} miw={84}>
              {STATUS_TEXT[status]}
            </Badge>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {item.name}
              </Text>
              {message && (
                <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {message}
                </Text>
              )}
            </Stack>
          </Group>
        </Box>
      ))}
    </Box>
  );
}

export function BulkDialogView<I extends BulkItem>({ action, onClose, onSelectAgain, onDone }: BulkDialogProps<I>) {
  const [message, setMessage] = useState('');
  const [ttl, setTtl] = useState('');
  const [checked, setChecked] = useState(false);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const run = useMutation({
    mutationKey: writeKey(action?.operationId ?? 'createLock'),
    mutationFn: ({ action: a, inputs, signal }: RunVariables<I>) =>
      runBulk(a.items, (item) => a.run(item, inputs), { signal, onProgress: setProgress }),
  });

  const ttlResult = parseLockTtl(ttl);
  const ttlError = action?.lockInputs && checked && !ttlResult.ok ? ttlResult.message : null;
  const running = run.isPending;
  const results = run.data;
  const step: 'confirm' | 'running' | 'result' = running ? 'running' : results ? 'result' : 'confirm';

  const reset = () => {
    run.reset();
    setProgress(null);
    setChecked(false);
    setMessage('');
    setTtl('');
    setCancelled(false);
    controller.current = null;
  };
  const close = () => {
    if (running) {
      // Cancel: start nothing more; the dialog shows the results once the requests in flight end.
      controller.current?.abort();
      setCancelled(true);
      return;
    }
    onClose();
  };

  const start = () => {
    if (!action || running) return;
    setChecked(true);
    if (action.lockInputs && !ttlResult.ok) return;
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ finished: 0, done: 0, refused: 0, started: 0, total: action.items.length });
    run.mutate(
      { action, inputs: { message, ttl: ttlResult.ok ? ttlResult.ttl : '' }, signal: abort.signal },
      { onSuccess: (ended) => onDone?.(ended.filter((r) => r.status === 'done').map((r) => r.item)) },
    );
  };

  const total = action?.items.length ?? 0;
  const counts = results ? countResults(results) : null;
  const refused = results?.filter((r) => r.status === 'refused').map((r) => r.item) ?? [];

  let body;
  if (!action) body = null;
  else if (step === 'confirm') {
    body = (
      <Stack gap="md">
        <Text fz="sm">{action.summary}</Text>
        <NameList items={action.items} noun={action.noun} />
        {action.lockInputs && (
          <>
            <LockInputs message={message} onMessage={setMessage} ttl={ttl} onTtl={setTtl} ttlError={ttlError} />
          </>
        )}
      </Stack>
    );
  } else if (step === 'running') {
    const p = progress ?? { finished: 0, done: 0, refused: 0, started: 0, total };
    body = (
      <Stack gap="sm">
        <Progress value={total ? (p.finished / total) * 100 : 0} aria-label={`${action.title}: progress`} size="lg" />
        <Group justify="space-between" gap="xs">
          <Text fz="sm" fw={600} data-testid="bulk-progress">
            {p.finished} of {total}
          </Text>
          <Text fz="sm" c="dimmed" data-testid="bulk-counts">
            {p.done} done, {p.refused} refused
          </Text>
        </Group>
        {cancelled && <Text fz="sm">Cancelling: nothing more is sent; waiting for the requests already sent.</Text>}
      </Stack>
    );
  } else if (results && counts) {
    body = (
      <Stack gap="sm">
        <Text fz="sm" role="status" data-testid="bulk-summary">
          {counts.done} done, {counts.refused} refused, {counts['not-run']} not run{cancelled ? ' (cancelled)' : ''}.
        </Text>
        <ResultList results={resultsRefusedFirst(results)} noun={action.noun.replace(/s$/, '')} />
      </Stack>
    );
  }

  return (
    <ActionDialog
      opened={action !== null}
      title={step === 'result' ? `${action?.title ?? ''}: results` : action?.title}
      onCancel={close}
      onClosed={reset}
      cancelLabel={step === 'result' ? 'Close' : 'Cancel'}
      actionLabel={step === 'confirm' ? action?.title : undefined}
      onAction={start}
      danger={action?.danger}
      form={step === 'confirm'}
      keepOnOutsideClick
      size="lg"
      testId="bulk-dialog"
      extraButtons={
        step === 'result' &&
        onSelectAgain &&
        refused.length > 0 && (
          <Button
            variant="default"
            onClick={() => {
              onSelectAgain(refused);
              onClose();
            }}
          >
            Select the refused again
          </Button>
        )
      }
    >
      {body}
    </ActionDialog>
  );
}
