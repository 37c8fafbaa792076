// A running desktop session: the session and its painter (outside React), the top bar, the canvas,
// the overlays, the MFA and sharing dialogs and the toasts.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box } from '@mantine/core';
import { loadTokenRecord } from '../../api/token-record';
import { MfaDialog } from '../../shared/session-mfa-dialog';
import { preferredTransport } from '../../shared/socket-session/preferred-transport';
import { useSocketSession } from '../../shared/socket-session/use-socket-session';
import { screenSize, screenSpecSender } from './debounce';
import { DesktopCanvas } from './desktop-canvas';
import { DesktopOverlay } from './desktop-overlay';
import { DesktopSession } from './desktop-session';
import { DesktopTopBar } from './desktop-top-bar';
import { FramePainter, type PainterStats } from './frame-painter';
import { canShareDirectories, pickDirectory } from './fs-access-directory';
import { CTRL_ALT_DEL } from './scancodes';
import { SharingDialog } from './sharing-dialog';
import { Toasts, useToasts } from './toasts';
import { useClipboardSync } from './use-clipboard-sync';

declare global {
  interface Window {
    /** Set when sessionStorage `desktop.stats` is "1" (the benchmark reads it). */
    __desktopStats?: () => PainterStats & { sent: number };
  }
}

export interface DesktopViewProps {
  clusterId: string;
  desktopName: string;
  username: string;
  acl: { clipboard: boolean; directorySharing: boolean };
  mfaRequired: boolean;
  desktopsHref: string;
  onDesktops(e: React.MouseEvent): void;
}

function schedulePaint(flush: () => void): void {
  if (document.hidden) setTimeout(flush, 0);
  else requestAnimationFrame(flush);
}

export function DesktopView(p: DesktopViewProps) {
  const stage = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const { toasts, push: toast, dismiss } = useToasts();
  // The session calls back into React through this holder (its callbacks are fixed at creation).
  const hooks = useRef({ notify: toast, clipboard: (_text: string) => {} });
  hooks.current.notify = toast;

  const [{ session, painter }] = useState(() => {
    const holder: { session?: DesktopSession } = {};
    const painter = new FramePainter<ImageBitmap>({
      decode: (png) => createImageBitmap(new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' })),
      draw: (bitmap, x, y) => canvasRef.current?.getContext('2d')?.drawImage(bitmap, x, y),
      release: (bitmap) => bitmap.close(),
      schedule: schedulePaint,
      onError: (error) => holder.session?.frameFailed(error.message),
    });
    const measure = () => {
      const el = stage.current;
      return el ? screenSize(el.clientWidth, el.clientHeight) : { width: 1280, height: 720 };
    };
    const session = new DesktopSession({
      clusterId: p.clusterId,
      desktopName: p.desktopName,
      username: p.username,
      origin: window.location.origin,
      accessToken: () => loadTokenRecord()?.accessToken ?? null,
      openTransport: preferredTransport('binary', { storageKey: 'desktop.transport' }),
      size: measure,
      frames: painter,
      onNotification: (message, severity) => hooks.current.notify(message, severity),
      onClipboard: (text) => hooks.current.clipboard(text),
    });
    holder.session = session;
    return { session, painter };
  });
  const state = useSocketSession(session);
  const clipboard = useClipboardSync(session, p.acl.clipboard, useCallback((text: string) => toast(text, 1), [toast]));
  hooks.current.clipboard = clipboard.fromDesktop;

  const [focused, setFocused] = useState(false);
  const [sharingOpen, setSharingOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);

  useEffect(() => {
    if (sessionStorage.getItem('desktop.stats') === '1') window.__desktopStats = () => ({ ...painter.stats(), sent: session.stats().messagesOut });
    session.connect();
    return () => {
      session.disconnect();
      painter.reset();
    };
  }, [session, painter]);

  // The first frame: keys go to the desktop from the start.
  useEffect(() => {
    if (state.phase === 'active') canvasRef.current?.focus();
  }, [state.phase, state.attempt]);

  // The window's size, debounced, becomes the desktop's screen.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const sender = screenSpecSender((size) => session.resize(size));
    sender.sent(session.getState().screen);
    const observer = new ResizeObserver(() => sender(el.clientWidth, el.clientHeight));
    observer.observe(el);
    return () => {
      observer.disconnect();
      sender.cancel();
    };
  }, [session]);

  const onFocusChange = useCallback(
    (f: boolean) => {
      setFocused(f);
      if (f) clipboard.pushLocal();
    },
    [clipboard],
  );

  const sharingUnavailable = !p.acl.directorySharing
    ? 'Directory sharing is turned off by your roles.'
    : !canShareDirectories()
      ? 'This browser cannot share folders: it lacks the File System Access API. Use a Chromium-based browser (Chrome, Edge) to share a folder.'
      : state.phase !== 'active'
        ? 'Folders can be shared once the desktop is connected.'
        : null;
  const s = state.sharing;
  const sharingNote = !p.acl.directorySharing
    ? 'Sharing off'
    : s.phase === 'shared'
      ? `Sharing ${s.name}`
      : s.phase === 'announcing'
        ? 'Sharing…'
        : s.phase === 'failed'
          ? 'Sharing failed'
          : 'No folder shared';

  const pick = async () => {
    setPickError(null);
    setPicking(true);
    try {
      const dir = await pickDirectory();
      if (dir) session.share(dir);
    } catch (error) {
      setPickError(error instanceof Error ? `The folder could not be opened: ${error.message}` : 'The folder could not be opened.');
    } finally {
      setPicking(false);
    }
  };

  return (
    <>
      <DesktopTopBar
        desktopName={p.desktopName}
        username={p.username}
        state={state}
        clipboard={clipboard.status}
        sharingNote={sharingNote}
        keyboardCaptured={focused}
        onCtrlAltDel={() => {
          for (const k of CTRL_ALT_DEL) session.key(k.scancode, k.down);
          canvasRef.current?.focus();
        }}
        onShare={() => setSharingOpen(true)}
        onDisconnect={() => session.leave()}
      />
      <Box ref={stage} className="desktop-stage">
        <DesktopCanvas
          session={session}
          width={state.screen.width}
          height={state.screen.height}
          canvasRef={canvasRef}
          onFocusChange={onFocusChange}
          label={`Desktop ${p.desktopName}`}
        />
        <DesktopOverlay
          state={state}
          desktopName={p.desktopName}
          desktopsHref={p.desktopsHref}
          onDesktops={p.onDesktops}
          onReconnect={() => session.reconnect()}
        />
      </Box>
      <MfaDialog
        opened={state.phase === 'mfa'}
        host={p.desktopName}
        client="the desktop session"
        busy={state.mfa?.busy ?? false}
        error={state.mfa?.error ?? null}
        webauthn={Boolean(state.mfa?.challenge.webauthn_challenge)}
        onVerify={() => void session.answerMfa()}
        onCancel={() => session.cancel('You cancelled the MFA check, so the desktop session was not opened.')}
        onClosed={() => canvasRef.current?.focus()}
      />
      <SharingDialog
        opened={sharingOpen}
        onClose={() => {
          setSharingOpen(false);
          canvasRef.current?.focus();
        }}
        desktopName={p.desktopName}
        sharing={state.sharing}
        unavailable={sharingUnavailable}
        busy={picking}
        pickError={pickError}
        onPick={() => void pick()}
      />
      <Toasts toasts={toasts} onDismiss={dismiss} />
    </>
  );
}
