// "Export video" of the desktop player: the button in the player's header and its dialog. The
// dialog says what will be exported (the recording's length and screen size), then shows the share
// of the recording's time encoded with a Cancel button, and ends saying where the file went or
// what went wrong and what to do. The URL holds it open (`?export=webm`), so the recordings list
// can link straight to it.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { loadTokenRecord } from '@/api/token-record';
import { openExportSink } from '@/shared/export/export-sink';
import { formatTime } from '@/shared/sessions/player-time';
import { preferredTransport } from '@/shared/socket-session/preferred-transport';
import { desktopPlaybackUrl } from '../desktop-url';
import { chooseVideoCodec, createCanvasPipeline } from './canvas-pipeline';
import { ExportCancelled, FASTEST_PLAYBACK_SPEED, exportDesktopVideo, type VideoExportResult } from './video-export';

const route = getRouteApi('/_authed/cluster/$clusterId/session/$sid');

type Phase =
  | { step: 'ready' }
  | { step: 'running'; ms: number }
  | { step: 'done'; result: VideoExportResult; kind: 'file' | 'download'; fileName: string }
  | { step: 'cancelled'; ms: number }
  | { step: 'failed'; message: string };

export interface VideoExportProps {
  clusterId: string;
  sid: string;
  /** The recording's length from the list (ms), when the URL has it. */
  durationMs?: number;
  /** The recorded screen, once the player knows it. */
  screen: { width: number; height: number } | null;
}

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

const hasWebCodecs = () => typeof VideoEncoder !== 'undefined' && typeof VideoFrame !== 'undefined';

/** The header's "Export video" button and the dialog it opens (open while the URL says export=webm). */
export function VideoExportAction(props: VideoExportProps) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const opened = search.export === 'webm';
  const button = useRef<HTMLButtonElement>(null);
  const setOpened = (open: boolean) => void navigate({ search: (prev) => ({ ...prev, export: open ? 'webm' : undefined }), replace: true });
  return (
    <>
      <Button ref={button} variant="subtle" size="xs" onClick={() => setOpened(true)} aria-haspopup="dialog">
        Export video
      </Button>
      <VideoExportDialog {...props} opened={opened} onClose={() => setOpened(false)} returnFocus={() => button.current?.focus()} />
    </>
  );
}

export function VideoExportDialog({
  clusterId,
  sid,
  durationMs,
  screen,
  opened,
  onClose,
  returnFocus,
}: VideoExportProps & { opened: boolean; onClose: () => void; returnFocus: () => void }) {
  const [phase, setPhase] = useState<Phase>({ step: 'ready' });
  const abort = useRef<AbortController | null>(null);
  const latest = useRef(0);
  const supported = hasWebCodecs();
  // Each step replaces the buttons: the focus moves to the new step's main button.
  const stepButton = useRef<HTMLButtonElement>(null);
  const shownStep = useRef(phase.step);
  useLayoutEffect(() => {
    if (opened && shownStep.current !== phase.step) stepButton.current?.focus();
    shownStep.current = phase.step;
  }, [opened, phase.step]);
  // Leaving the page stops an export on its way.
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    const fileName = `desktop-recording-${sid}.webm`;
    const codec = await chooseVideoCodec(screen?.width ?? 1024, screen?.height ?? 768);
    if (!codec) {
      return setPhase({
        step: 'failed',
        message: 'This browser cannot encode VP8 or VP9 video. Export from a recent Chrome, Edge or Firefox.',
      });
    }
    const token = loadTokenRecord()?.accessToken;
    if (!token) return setPhase({ step: 'failed', message: 'You are signed out. Sign in again, then export the recording.' });
    let sink;
    try {
      sink = await openExportSink(fileName, 'webm');
    } catch (error) {
      return setPhase({
        step: 'failed',
        message: `The file could not be opened: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
    if (!sink) return; // the save dialog was closed
    const controller = new AbortController();
    abort.current = controller;
    latest.current = 0;
    setPhase({ step: 'running', ms: 0 });
    let shown = 0;
    try {
      const result = await exportDesktopVideo({
        url: desktopPlaybackUrl({ origin: window.location.origin, clusterId, sid, accessToken: token }),
        openTransport: preferredTransport('text', { storageKey: 'desktop.transport' }),
        durationMs,
        codec,
        sink,
        createPipeline: createCanvasPipeline,
        signal: controller.signal,
        onProgress: (ms) => {
          latest.current = ms;
          // Re-render for each percent (or each second without a known length), not each frame.
          const step = durationMs ? durationMs / 100 : 1000;
          if (ms - shown >= step || ms >= (durationMs ?? Infinity)) {
            shown = ms;
            setPhase({ step: 'running', ms });
          }
        },
      });
      setPhase({ step: 'done', result, kind: sink.kind, fileName });
    } catch (error) {
      if (error instanceof ExportCancelled) setPhase({ step: 'cancelled', ms: latest.current });
      else setPhase({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      abort.current = null;
    }
  };

  const close = () => {
    abort.current?.abort();
    setPhase({ step: 'ready' });
    onClose();
  };

  const length = durationMs !== undefined ? formatTime(durationMs) : null;
  const share = (ms: number) => (durationMs ? Math.min(100, (ms / durationMs) * 100) : 0);
  const seconds = durationMs && supported ? Math.max(1, Math.ceil(durationMs / FASTEST_PLAYBACK_SPEED / 1000)) : null;
  const facts = [length, screen ? `${screen.width} × ${screen.height} pixels` : null].filter(Boolean).join(', ');

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Export video"
      closeOnClickOutside={phase.step !== 'running'}
      returnFocus={false}
      onExitTransitionEnd={returnFocus}
    >
      <Stack gap="md">
        <Text size="sm" data-testid="video-export-summary">
          {`The desktop recording${facts ? ` (${facts})` : ''} as a WebM video. It is played again at ${FASTEST_PLAYBACK_SPEED}× speed and encoded in this browser${
            seconds ? `, which takes about ${seconds} ${seconds === 1 ? 'second' : 'seconds'}` : ''
          }.`}
        </Text>
        {!supported && (
          <Alert color="yellow" title="This browser cannot make videos" data-testid="video-export-unsupported">
            It has no WebCodecs video encoder. Export from a recent Chrome or Edge (or Firefox 130 or later), or play the recording here and
            record the screen with your system’s tools.
          </Alert>
        )}
        {phase.step === 'ready' && (
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button ref={stepButton} onClick={() => void start()} disabled={!supported} data-autofocus>
              Export
            </Button>
          </Group>
        )}
        {phase.step === 'running' && (
          <>
            <Progress value={durationMs ? share(phase.ms) : 100} animated aria-label="Share of the recording encoded" />
            <Text size="sm" data-testid="video-export-progress" aria-live="polite">
              {length
                ? `Encoded ${formatTime(phase.ms)} of ${length} (${Math.floor(share(phase.ms))}%)`
                : `Encoded ${formatTime(phase.ms)} so far`}
            </Text>
            <Group justify="flex-end">
              <Button ref={stepButton} variant="default" onClick={() => abort.current?.abort()}>
                Cancel
              </Button>
            </Group>
          </>
        )}
        {phase.step === 'done' && (
          <Alert color="green" title="Video exported" data-testid="video-export-done">
            {phase.fileName} ({formatBytes(phase.result.bytes)}, {formatTime(phase.result.durationMs)}, {phase.result.width} ×{' '}
            {phase.result.height}) {phase.kind === 'file' ? 'is written to the file you chose.' : 'is saved as a download.'} It plays in any
            browser or in VLC.
          </Alert>
        )}
        {phase.step === 'cancelled' && (
          <Alert color="yellow" title="Export cancelled" data-testid="video-export-cancelled">
            Stopped at {formatTime(phase.ms)}; no video was saved. Export again to start from the beginning.
          </Alert>
        )}
        {phase.step === 'failed' && (
          <Alert color="red" title="Export failed" data-testid="video-export-failed">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {phase.message}
            </Text>
            <Text size="sm" mt="xs">
              Nothing was saved. Try again; if it fails again, check that the recording plays here.
            </Text>
          </Alert>
        )}
        {(phase.step === 'done' || phase.step === 'cancelled' || phase.step === 'failed') && (
          <Group justify="flex-end">
            <Button variant="default" onClick={() => (phase.step === 'done' ? setPhase({ step: 'ready' }) : void start())}>
              {phase.step === 'done' ? 'Export again' : 'Try again'}
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
