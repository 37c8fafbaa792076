// The one way an export runs in a dialog (the audit log's events, a recording's asciicast or
// transcript, a desktop recording's video): choose, then the file is opened (the save dialog while
// the click still counts as the user's), the job writes into it with its progress shown and a
// Cancel that ends it at once (even while a write is pending), then done, cancelled or failed, each
// with what to do next. Each step replaces the buttons, the focused one too: the focus moves to the
// new step's main button (Export, Cancel, Close) instead of falling to <body>.
import '@mantine/core/styles/Progress.layer.css';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button, Group, Progress, Text } from '@mantine/core';
import { errorText } from '@/api/errors';
import { openExportSink, type ExportFileType, type ExportSink } from './export-sink';

export type ExportPhase<P, R> =
  | { step: 'choose' }
  | { step: 'running'; progress: P }
  | { step: 'done'; result: R; fileName: string; kind: ExportSink['kind'] }
  | { step: 'cancelled'; progress: P }
  | { step: 'failed'; message: string };

export interface ExportJob<P, R> {
  fileName: string;
  fileType: ExportFileType;
  /** The progress before the first report. */
  initial: P;
  /** A reason not to start (checked before the file is opened), or null. */
  precheck?: () => Promise<string | null> | string | null;
  /** Writes everything into the sink and closes it; rejects on a failure or when `signal` aborts. */
  run: (sink: ExportSink, signal: AbortSignal, onProgress: (progress: P) => void) => Promise<R>;
  /** How a failure reads (errorText by default). */
  describe?: (error: unknown) => string;
}

export interface ExportRun<P, R> {
  phase: ExportPhase<P, R>;
  start: (job: ExportJob<P, R>) => Promise<void>;
  cancel: () => void;
  /** Back to the choice (Export again). */
  reset: () => void;
  /** Stops a running export, goes back to the choice and closes the dialog. */
  close: () => void;
  stepButton: RefObject<HTMLButtonElement | null>;
}

const cancelledBy = (signal: AbortSignal) =>
  new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('Cancelled', 'AbortError')), { once: true }),
  );

/**
 * The state of an export dialog's run; `opened` and `onClose` are the dialog's. Leaving the page
 * stops a run.
 */
export function useExportRun<P, R>(opened: boolean, onClose: () => void): ExportRun<P, R> {
  const [phase, setPhase] = useState<ExportPhase<P, R>>({ step: 'choose' });
  const abort = useRef<AbortController | null>(null);
  const stepButton = useRef<HTMLButtonElement | null>(null);
  const shownStep = useRef(phase.step);
  useLayoutEffect(() => {
    if (opened && shownStep.current !== phase.step) stepButton.current?.focus();
    shownStep.current = phase.step;
  }, [opened, phase.step]);
  useEffect(() => () => abort.current?.abort(), []);

  const start = async (job: ExportJob<P, R>) => {
    const describe = job.describe ?? errorText;
    const refused = await job.precheck?.();
    if (refused) return setPhase({ step: 'failed', message: refused });
    let sink: ExportSink | null;
    try {
      sink = await openExportSink(job.fileName, job.fileType);
    } catch (error) {
      return setPhase({ step: 'failed', message: `The file could not be opened: ${describe(error)}` });
    }
    if (!sink) return; // the save dialog was closed
    const controller = new AbortController();
    abort.current = controller;
    let latest = job.initial;
    setPhase({ step: 'running', progress: latest });
    const run = job.run(sink, controller.signal, (progress) => {
      if (controller.signal.aborted) return;
      latest = progress;
      setPhase({ step: 'running', progress });
    });
    run.catch(() => undefined); // a cancelled run's own end is not waited for
    try {
      const result = await Promise.race([run, cancelledBy(controller.signal)]);
      setPhase({ step: 'done', result, fileName: job.fileName, kind: sink.kind });
    } catch (error) {
      void sink.abort().catch(() => undefined);
      if (controller.signal.aborted) setPhase({ step: 'cancelled', progress: latest });
      else setPhase({ step: 'failed', message: describe(error) });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  };

  return {
    phase,
    start,
    cancel: () => abort.current?.abort(),
    reset: () => setPhase({ step: 'choose' }),
    close: () => {
      abort.current?.abort();
      setPhase({ step: 'choose' });
      onClose();
    },
    stepButton,
  };
}

export interface ExportStepsProps<P, R> {
  run: ExportRun<P, R>;
  /** Closes the dialog (Cancel on the choice, Close at the end). */
  onClose: () => void;
  /** Starts the export (Export). */
  onStart: () => void;
  canStart?: boolean;
  /** The dialog opens with the focus on Export (else on its first control, the format choice). */
  focusStart?: boolean;
  /** Where a running export is: the bar's value (0-100) and the words under it. */
  progress: (progress: P) => { value: number; text: string };
  progressLabel?: string;
  testId?: string;
  /** Under the choice's buttons' row, above them: the format choice and its words. */
  choice?: ReactNode;
  /** The end's alert (done, cancelled or failed). */
  end: (phase: Exclude<ExportPhase<P, R>, { step: 'choose' } | { step: 'running' }>) => ReactNode;
  /** What the secondary end button does: back to the choice (default), or again at once. */
  again?: (phase: Exclude<ExportPhase<P, R>, { step: 'choose' } | { step: 'running' }>) => { label: string; onClick: () => void };
}

/** The steps' parts of an export dialog: the choice's buttons, the progress with Cancel, the end. */
export function ExportSteps<P, R>({
  run,
  onClose,
  onStart,
  canStart = true,
  focusStart = false,
  progress,
  progressLabel = 'Export progress',
  testId = 'export',
  choice,
  end,
  again,
}: ExportStepsProps<P, R>) {
  const { phase, stepButton } = run;
  if (phase.step === 'choose') {
    return (
      <>
        {choice}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            ref={stepButton}
            onClick={onStart}
            disabled={!canStart}
            data-autofocus={focusStart || undefined}
            data-testid={`${testId}-start`}
          >
            Export
          </Button>
        </Group>
      </>
    );
  }
  if (phase.step === 'running') {
    const shown = progress(phase.progress);
    return (
      <>
        <Progress value={shown.value} animated aria-label={progressLabel} />
        <Text size="sm" data-testid={`${testId}-progress`} aria-live="polite">
          {shown.text}
        </Text>
        <Group justify="flex-end">
          <Button ref={stepButton} variant="default" onClick={run.cancel}>
            Cancel
          </Button>
        </Group>
      </>
    );
  }
  const second = again?.(phase) ?? { label: 'Export again', onClick: run.reset };
  return (
    <>
      {end(phase)}
      <Group justify="flex-end">
        <Button variant="default" onClick={second.onClick}>
          {second.label}
        </Button>
        <Button ref={stepButton} onClick={onClose}>
          Close
        </Button>
      </Group>
    </>
  );
}
