// The export of exactly the current view: the range and type filter on the server, and the page's
// own filter over the loaded events (`keep`, with a sentence saying what it is) applied to every
// page. Pick CSV, JSON or NDJSON (one raw event per line), then every page is walked with a
// progress bar (events and pages so far, the share of the range covered) and a Cancel button.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { useState } from 'react';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { SegmentedControl } from '@/shared/ui/segmented-control';
import type { SearchEventsParams } from '@/api/gen/model';
import type { RawAuditEvent } from '@/features/audit/catalogue/format-event';
import { exportEvents, type EventExportFormat, type ExportProgress } from '@/features/audit/export/export-events';
import { ExportSteps, useExportRun } from '@/shared/export/export-steps';

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
  const run = useExportRun<ExportProgress, ExportProgress>(opened, onClose);

  const start = () =>
    void run.start({
      fileName: `audit-${clusterId}-${fileStamp(params.from)}-${fileStamp(params.to)}.${format}`,
      fileType: format,
      initial: { events: 0, read: 0, pages: 0, covered: 0 },
      run: (sink, signal, onProgress) => exportEvents({ clusterId, params, format, keep, sink, signal, onProgress }),
    });

  const close = run.close;

  const counts = (p: ExportProgress) =>
    `${p.events.toLocaleString('en-US')} ${keep ? `of ${p.read.toLocaleString('en-US')} ` : ''}events, ${p.pages.toLocaleString('en-US')} ${p.pages === 1 ? 'page' : 'pages'}`;

  return (
    <Modal opened={opened} onClose={close} title="Export events" closeOnClickOutside={run.phase.step !== 'running'}>
      <Stack gap="md">
        <Text size="sm">
          {keep ? 'The events' : 'Every event'} of {summary}, all pages, written to the file as they arrive.
        </Text>
        {keep && (
          <Text size="sm" data-testid="export-filter">
            {keepSummary || 'Only the events the current view shows are written.'}
          </Text>
        )}
        <ExportSteps
          run={run}
          onClose={close}
          onStart={start}
          choice={
            <SegmentedControl aria-label="File format" value={format} onChange={(v) => setFormat(isFormat(v) ? v : 'csv')} data={FORMATS} />
          }
          progress={(p) => ({ value: p.covered * 100, text: `${counts(p)} so far` })}
          end={(phase) =>
            phase.step === 'done' ? (
              <Alert color="green" title="Export finished" data-testid="export-done">
                {counts(phase.result)} {phase.kind === 'file' ? 'written to the file.' : 'saved as a download.'}
              </Alert>
            ) : phase.step === 'cancelled' ? (
              <Alert color="yellow" title="Export cancelled">
                Stopped after {counts(phase.progress)}; no file was saved.
              </Alert>
            ) : (
              <Alert color="red" title="Export failed">
                {phase.message}
              </Alert>
            )
          }
        />
      </Stack>
    </Modal>
  );
}
