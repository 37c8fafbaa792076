// "Export video" of the desktop player: the button in the player's header and its dialog. The
// dialog says what will be exported (the recording's length and screen size), then shows the share
// of the recording's time encoded with a Cancel button, and ends saying where the file went or
// what went wrong and what to do. The URL holds it open (`?export=webm`), so the recordings list
// can link straight to it.
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import { useRef } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { loadTokenRecord } from '@/api/token-record';
import { ExportSteps, useExportRun } from '@/shared/export/export-steps';
import { formatBytes } from '@/shared/text/format-bytes';
import { formatTime } from '@/shared/sessions/player-time';
import { preferredTransport } from '@/shared/socket-session/preferred-transport';
import { desktopPlaybackUrl } from '../desktop-url';
import { chooseVideoCodec, createCanvasPipeline } from './canvas-pipeline';
import { FASTEST_PLAYBACK_SPEED, exportDesktopVideo, type VideoExportResult } from './video-export';

const route = getRouteApi('/_authed/cluster/$clusterId/session/$sid');

export interface VideoExportProps {
  clusterId: string;
  sid: string;
  /** The recording's length from the list (ms), when the URL has it. */
  durationMs?: number;
  /** The recorded screen, once the player knows it. */
  screen: { width: number; height: number } | null;
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
  const run = useExportRun<number, VideoExportResult>(opened, onClose);
  const supported = hasWebCodecs();

  const start = () => {
    let codec: Awaited<ReturnType<typeof chooseVideoCodec>> = null;
    let token: string | undefined;
    // Re-render for each percent (or each second without a known length), not each frame.
    const step = durationMs ? durationMs / 100 : 1000;
    void run.start({
      fileName: `desktop-recording-${sid}.webm`,
      fileType: 'webm',
      initial: 0,
      precheck: async () => {
        codec = await chooseVideoCodec(screen?.width ?? 1024, screen?.height ?? 768);
        if (!codec) return 'This browser cannot encode VP8 or VP9 video. Export from a recent Chrome, Edge or Firefox.';
        token = loadTokenRecord()?.accessToken;
        return token ? null : 'You are signed out. Sign in again, then export the recording.';
      },
      run: (sink, signal, onProgress) => {
        let shown = 0;
        return exportDesktopVideo({
          url: desktopPlaybackUrl({ origin: window.location.origin, clusterId, sid, accessToken: token ?? '' }),
          openTransport: preferredTransport('text', { storageKey: 'desktop.transport' }),
          durationMs,
          codec: codec!,
          sink,
          createPipeline: createCanvasPipeline,
          signal,
          onProgress: (ms) => {
            if (ms - shown >= step || ms >= (durationMs ?? Infinity)) {
              shown = ms;
              onProgress(ms);
            }
          },
        });
      },
      describe: (error) => (error instanceof Error ? error.message : String(error)),
    });
  };

  const close = run.close;

  const length = durationMs !== undefined ? formatTime(durationMs) : null;
  const share = (ms: number) => (durationMs ? Math.min(100, (ms / durationMs) * 100) : 0);
  const seconds = durationMs && supported ? Math.max(1, Math.ceil(durationMs / FASTEST_PLAYBACK_SPEED / 1000)) : null;
  const facts = [length, screen ? `${screen.width} × ${screen.height} pixels` : null].filter(Boolean).join(', ');

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Export video"
      closeOnClickOutside={run.phase.step !== 'running'}
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
        <ExportSteps
          run={run}
          onClose={close}
          onStart={start}
          canStart={supported}
          focusStart
          testId="video-export"
          progressLabel="Share of the recording encoded"
          progress={(ms) => ({
            value: durationMs ? share(ms) : 100,
            text: length ? `Encoded ${formatTime(ms)} of ${length} (${Math.floor(share(ms))}%)` : `Encoded ${formatTime(ms)} so far`,
          })}
          again={(phase) =>
            phase.step === 'done' ? { label: 'Export again', onClick: run.reset } : { label: 'Try again', onClick: start }
          }
          end={(phase) =>
            phase.step === 'done' ? (
              <Alert color="green" title="Video exported" data-testid="video-export-done">
                {phase.fileName} ({formatBytes(phase.result.bytes)}, {formatTime(phase.result.durationMs)}, {phase.result.width} ×{' '}
                {phase.result.height}) {phase.kind === 'file' ? 'is written to the file you chose.' : 'is saved as a download.'} It plays in
                any browser or in VLC.
              </Alert>
            ) : phase.step === 'cancelled' ? (
              <Alert color="yellow" title="Export cancelled" data-testid="video-export-cancelled">
                Stopped at {formatTime(phase.progress)}; no video was saved. Export again to start from the beginning.
              </Alert>
            ) : (
              <Alert color="red" title="Export failed" data-testid="video-export-failed">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {phase.message}
                </Text>
                <Text size="sm" mt="xs">
                  Nothing was saved. Try again; if it fails again, check that the recording plays here.
                </Text>
              </Alert>
            )
          }
        />
      </Stack>
    </Modal>
  );
}
