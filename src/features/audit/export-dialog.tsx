// The export of exactly the current view: the range and type filter on the server, and the page's
// own filter over the loaded events (`keep`, with a sentence saying what it is) applied to every
// page. Pick CSV, JSON or NDJSON (one raw event per line), then every page is walked with a
// progress bar (events and pages so far, the share of the range covered) and a Cancel button.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { useLayoutEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { errorText } from '@/api/errors';
import type { SearchEventsParams } from '@/api/gen/model';
import type { RawAuditEvent } from '@/features/audit/catalogue/format-event';
import { exportEvents, type EventExportFormat, type ExportProgress } from '@/features/audit/export/export-events';
import { openExportSink } from '@/shared/export/export-sink';

type Phase =
  | { step: 'choose' }
  | { step: 'running'; progress: ExportProgress }
  | { step: 'done'; progress: ExportProgress; kind: 'file' | 'download' }
  | { step: 'failed'; message: string }
  | { step: 'cancelled'; progress: ExportProgress };

export interface ExportDialogProps {
  opened: boolean;
  onClose: () => void;
  clusterId: string;
  params: SearchEventsParams & { from: string; to: string };
  /** What the range and filter are, in words (shown in the dialog). */
  summary: string;
  /** The view's filter of the events (search, facets), applied to every page; none: every event. */
  keep?: (event: RawAuditEvent) => boolean;
  /** That filter in words, one sentence (shown when `keep` is given). */
  keepSummary?: string;
}

const FORMATS: { value: EventExportFormat; label: string }[] = [
  { value: 'csv', label: 'CSV' },
  { value: 'json', label: 'JSON' },
  { value: 'ndjson', label: 'NDJSON' },
];
const isFormat = (v: string): v is EventExportFormat => FORMATS.some((f) => f.value === v);

const fileStamp = (iso: string) => iso.replace(/[:.]/g, '-').replace(/-\d{3}Z$/, 'Z');

export function ExportDialog({ opened, onClose, clusterId, params, summary, keep, keepSummary }: ExportDialogProps) {
  const [format, setFormat] = useState<EventExportFormat>('csv');
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const abort = useRef<AbortController | null>(null);
  const latest = useRef<ExportProgress>({ events: 0, read: 0, pages: 0, covered: 0 });
  // Each step replaces the buttons, the focused one too: the focus moves to the new step's main
  // button (Export, Cancel, Close) instead of falling to <body>.
  const stepButton = useRef<HTMLButtonElement>(null);
  const shownStep = useRef(phase.step);
  useLayoutEffect(() => {
    if (opened && shownStep.current !== phase.step) stepButton.current?.focus();
    shownStep.current = phase.step;
  }, [opened, phase.step]);

  const start = async () => {
    const fileName = `audit-${clusterId}-${fileStamp(params.from)}-${fileStamp(params.to)}.${format}`;
    let sink;
    try {
      sink = await openExportSink(fileName, format);
    } catch (error) {
      return setPhase({ step: 'failed', message: errorText(error) });
    }
    if (!sink) return; // the save dialog was closed
    const controller = new AbortController();
    abort.current = controller;
    latest.current = { events: 0, read: 0, pages: 0, covered: 0 };
    setPhase({ step: 'running', progress: latest.current });
    try {
      const total = await exportEvents({
        clusterId,
        params,
        format,
        keep,
        sink,
        signal: controller.signal,
        onProgress: (progress) => {
          latest.current = progress;
          setPhase({ step: 'running', progress });
        },
      });
      setPhase({ step: 'done', progress: total, kind: sink.kind });
    } catch (error) {
      if (controller.signal.aborted) setPhase({ step: 'cancelled', progress: latest.current });
      else setPhase({ step: 'failed', message: errorText(error) });
    } finally {
      abort.current = null;
    }
  };

  const close = () => {
    abort.current?.abort();
    setPhase({ step: 'choose' });
    onClose();
  };

  const counts = (p: ExportProgress) =>
    `${p.events.toLocaleString('en-US')} ${keep ? `of ${p.read.toLocaleString('en-US')} ` : ''}events, ${p.pages.toLocaleString('en-US')} ${p.pages === 1 ? 'page' : 'pages'}`;

  return (
    <Modal opened={opened} onClose={close} title="Export events" closeOnClickOutside={phase.step !== 'running'}>
      <Stack gap="md">
        <Text size="sm">
          {keep ? 'The events' : 'Every event'} of {summary}, all pages, written to the file as they arrive.
        </Text>
        {keep && (
          <Text size="sm" data-testid="export-filter">
            {keepSummary || 'Only the events the current view shows are written.'}
          </Text>
        )}
        {phase.step === 'choose' && (
          <>
            <SegmentedControl aria-label="File format" value={format} onChange={(v) => setFormat(isFormat(v) ? v : 'csv')} data={FORMATS} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button ref={stepButton} onClick={() => void start()}>
                Export
              </Button>
            </Group>
          </>
        )}
        {phase.step === 'running' && (
          <>
            <Progress value={phase.progress.covered * 100} animated aria-label="Export progress" />
            <Text size="sm" data-testid="export-progress" aria-live="polite">
              {counts(phase.progress)} so far
            </Text>
            <Group justify="flex-end">
              <Button ref={stepButton} variant="default" onClick={() => abort.current?.abort()}>
                Cancel
              </Button>
            </Group>
          </>
        )}
        {phase.step === 'done' && (
          <Alert color="green" title="Export finished" data-testid="export-done">
            {counts(phase.progress)} {phase.kind === 'file' ? 'written to the file.' : 'saved as a download.'}
          </Alert>
        )}
        {phase.step === 'cancelled' && (
          <Alert color="yellow" title="Export cancelled">
            Stopped after {counts(phase.progress)}; no file was saved.
          </Alert>
        )}
        {phase.step === 'failed' && (
          <Alert color="red" title="Export failed">
            {phase.message}
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
