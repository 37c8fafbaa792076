// The export of an SSH or Kubernetes recording: pick asciicast (.cast, replayable by asciinema's
// players, with timings, resizes and this browser's bookmarks as markers) or a text transcript,
// then the output is streamed into the file with a progress bar and Cancel; then done (with what
// was written) or failed (with what to do). Lazy: loaded when an Export menu item is chosen.
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { Alert, Code, Modal, Stack, Text } from '@mantine/core';
import { SegmentedControl } from '@/shared/ui/segmented-control';
import { useQueryClient } from '@tanstack/react-query';
import { errorText } from '@/api/errors';
import { ExportSteps, useExportRun } from '@/shared/export/export-steps';
import { formatBytes } from '@/shared/text/format-bytes';
import { exportFileName, type ExportProgress, type ExportResult, type RecordingExportFormat } from './export-recording';
import { ExportFailure, runRecordingExport } from './recording-export-job';

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
  const run = useExportRun<ExportProgress, ExportResult>(opened, onClose);

  const start = () =>
    void run.start({
      fileName: exportFileName(sid, format),
      fileType: format,
      initial: { bytes: 0, total: 0 },
      run: async (sink, signal, onProgress) => {
        const result = await runRecordingExport({ queryClient, clusterId, sid, durationMs, format, sink, signal, onProgress });
        await sink.close();
        return result;
      },
      describe: (error) => (error instanceof ExportFailure ? error.message : errorText(error)),
    });

  const close = run.close;

  const share = (p: ExportProgress) => (p.total > 0 ? (p.bytes / p.total) * 100 : 0);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Export the recording"
      closeOnClickOutside={run.phase.step !== 'running'}
      returnFocus={!onClosed}
      onExitTransitionEnd={onClosed}
    >
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          The {what} session {sid}, written to the file as its output loads.
        </Text>
        <ExportSteps
          run={run}
          onClose={close}
          onStart={start}
          testId="recording-export"
          choice={
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
            </>
          }
          progress={(p) => ({
            value: share(p),
            text: p.total > 0 ? `${formatBytes(p.bytes)} of ${formatBytes(p.total)} exported` : 'Loading the recording…',
          })}
          end={(phase) =>
            phase.step === 'done' ? (
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
            ) : phase.step === 'cancelled' ? (
              <Alert color="yellow" title="Export cancelled">
                Stopped after {formatBytes(phase.progress.bytes)}; the file was not finished. Export again to write the whole recording.
              </Alert>
            ) : (
              <Alert color="red" title="Export failed" data-testid="recording-export-failed">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {phase.message}
                </Text>
              </Alert>
            )
          }
        />
      </Stack>
    </Modal>
  );
}
