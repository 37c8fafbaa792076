// The export of an SSH or Kubernetes recording: pick asciicast (.cast, replayable by asciinema's
// players, with timings, resizes and this browser's bookmarks as markers) or a text transcript,
// then the output is streamed into the file with a progress bar and Cancel; then done (with what
// was written) or failed (with what to do). Lazy: loaded when an Export menu item is chosen.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Code, Group, Modal, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { errorText } from '@/api/errors';
import { openExportSink } from '@/shared/export/export-sink';
import { exportFileName, type ExportProgress, type ExportResult, type RecordingExportFormat } from './export-recording';
import { ExportFailure, runRecordingExport } from './run-export';

type Phase =
  | { step: 'choose' }
  | { step: 'running'; progress: ExportProgress }
  | { step: 'done'; result: ExportResult; fileName: string; kind: 'file' | 'download' }
  | { step: 'failed'; message: string }
  | { step: 'cancelled'; progress: ExportProgress };

export interface RecordingExportDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Once the dialog is gone: the opener takes the focus back (the menu item that opened it is gone). */
  onClosed?: () => void;
  clusterId: string;
  sid: string;
  durationMs?: number;
  /** 'SSH' or 'Kubernetes'. */
  what: string;
  format: RecordingExportFormat;
  onFormat: (f: RecordingExportFormat) => void;
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

export function RecordingExportDialog({
  opened,
  onClose,
  onClosed,
  clusterId,
  sid,
  durationMs,
  what,
  format,
  onFormat,
}: RecordingExportDialogProps) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const abort = useRef<AbortController | null>(null);
  const latest = useRef<ExportProgress>({ bytes: 0, total: 0 });
  // Each step replaces the buttons, the focused one too: the focus moves to the new step's main
  // button (Export, Cancel, Close) instead of falling to <body>.
  const stepButton = useRef<HTMLButtonElement>(null);
  const shownStep = useRef(phase.step);
  useLayoutEffect(() => {
    if (opened && shownStep.current !== phase.step) stepButton.current?.focus();
    shownStep.current = phase.step;
  }, [opened, phase.step]);

  const start = async () => {
    const fileName = exportFileName(sid, format);
    let sink;
    try {
      // First, while the click still counts as the user's: the save dialog needs it.
      sink = await openExportSink(fileName, format);
    } catch (error) {
      return setPhase({ step: 'failed', message: `The file could not be opened: ${errorText(error)}` });
    }
    if (!sink) return; // the save dialog was closed
    const controller = new AbortController();
    abort.current = controller;
    latest.current = { bytes: 0, total: 0 };
    setPhase({ step: 'running', progress: latest.current });
    // Cancel ends the export at once, even while a write to the file is still pending.
    const cancelled = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')), { once: true }),
    );
    try {
      const run = runRecordingExport({
        queryClient,
        clusterId,
        sid,
        durationMs,
        format,
        sink,
        signal: controller.signal,
        onProgress: (progress) => {
          if (controller.signal.aborted) return;
          latest.current = progress;
          setPhase({ step: 'running', progress });
        },
      });
      run.catch(() => undefined); // a cancelled run's own end is not waited for
      const result = await Promise.race([run, cancelled]);
      await Promise.race([sink.close(), cancelled]);
      setPhase({ step: 'done', result, fileName, kind: sink.kind });
    } catch (error) {
      void sink.abort();
      if (controller.signal.aborted) setPhase({ step: 'cancelled', progress: latest.current });
      else setPhase({ step: 'failed', message: error instanceof ExportFailure ? error.message : errorText(error) });
    } finally {
      abort.current = null;
    }
  };

  const close = () => {
    abort.current?.abort();
    setPhase({ step: 'choose' });
    onClose();
  };

  const share = (p: ExportProgress) => (p.total > 0 ? (p.bytes / p.total) * 100 : 0);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Export the recording"
      closeOnClickOutside={phase.step !== 'running'}
      returnFocus={!onClosed}
      onExitTransitionEnd={onClosed}
    >
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          The {what} session {sid}, written to the file as its output loads.
        </Text>
        {phase.step === 'choose' && (
          <>
            <SegmentedControl
              aria-label="File format"
              value={format}
              onChange={(v) => onFormat(v === 'txt' ? 'txt' : 'cast')}
              data={[
                { value: 'cast', label: 'asciicast (.cast)' },
                { value: 'txt', label: 'Text transcript (.txt)' },
              ]}
            />
            <Text size="sm" c="dimmed">
              {format === 'cast'
                ? 'The output with its timings and terminal resizes, and the bookmarks of this browser as markers: plays in asciinema and other asciicast v2 players.'
                : 'The text that was shown, without colours or other escape sequences: for reading and searching in a text editor.'}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button ref={stepButton} onClick={() => void start()} data-testid="recording-export-start">
                Export
              </Button>
            </Group>
          </>
        )}
        {phase.step === 'running' && (
          <>
            <Progress value={share(phase.progress)} animated aria-label="Export progress" />
            <Text size="sm" data-testid="recording-export-progress" aria-live="polite">
              {phase.progress.total > 0
                ? `${formatBytes(phase.progress.bytes)} of ${formatBytes(phase.progress.total)} exported`
                : 'Loading the recording…'}
            </Text>
            <Group justify="flex-end">
              <Button ref={stepButton} variant="default" onClick={() => abort.current?.abort()}>
                Cancel
              </Button>
            </Group>
          </>
        )}
        {phase.step === 'done' && (
          <Alert color="green" title="Export finished" data-testid="recording-export-done">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {formatBytes(phase.result.bytes)} of output{' '}
              {phase.kind === 'file' ? `written to ${phase.fileName}.` : `saved as the download ${phase.fileName}.`}
              {format === 'cast' && (
                <>
                  {' '}
                  Play it with <Code>asciinema play {phase.fileName}</Code>.
                </>
              )}
            </Text>
            {phase.result.truncated && (
              <Text size="sm" mt="xs">
                The recording's output ended early: the file holds what there was.
              </Text>
            )}
          </Alert>
        )}
        {phase.step === 'cancelled' && (
          <Alert color="yellow" title="Export cancelled">
            Stopped after {formatBytes(phase.progress.bytes)}; the file was not finished. Export again to write the whole recording.
          </Alert>
        )}
        {phase.step === 'failed' && (
          <Alert color="red" title="Export failed" data-testid="recording-export-failed">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {phase.message}
            </Text>
          </Alert>
        )}
        {(phase.step === 'done' || phase.step === 'cancelled' || phase.step === 'failed') && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPhase({ step: 'choose' })}>
              Export again
            </Button>
            <Button ref={stepButton} onClick={close}>
              Close
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
