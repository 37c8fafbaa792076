// A running desktop session: the session and its painter (outside React), the top bar, the canvas,
// the overlays, the MFA and sharing dialogs and the toasts.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { exposeForTests } from '@/platform/test-hooks';
import { MfaDialog } from '@/shared/sessions/session-mfa-dialog';
import { useSocketSession } from '@/shared/socket-session/use-socket-session';
import { screenSpecSender } from './debounce';
import { createDesktopRuntime } from './desktop-runtime';
import { DesktopCanvas } from './desktop-canvas';
import { DesktopOverlay } from './desktop-overlay';
import { DesktopTopBar } from './desktop-top-bar';
import { canShareDirectories, pickDirectory } from './fs-access-directory';
import { CTRL_ALT_DEL } from './scancodes';
import { SharingDialog } from './sharing-dialog';
import { Toasts, useToasts } from './toasts';
import { useClipboardSync } from './use-clipboard-sync';

export interface DesktopViewProps {
  clusterId: string;
  desktopName: string;
  username: string;
  acl: { clipboard: boolean; directorySharing: boolean };
  mfaRequired: boolean;
  /** The way back to the Desktops list (a link). */
  back: ReactNode;
}

export function DesktopView(p: DesktopViewProps) {
  const [{ session, painter, slots }] = useState(() => createDesktopRuntime(p));
  const { toasts, push: toast, dismiss } = useToasts();
  const state = useSocketSession(session);
  const clipboard = useClipboardSync(
    session,
    p.acl.clipboard,
    useCallback((text: string) => toast(text, 0), [toast]),
  );
  useEffect(() => slots.setCallbacks(toast, clipboard.fromDesktop), [slots, toast, clipboard.fromDesktop]);
  const focusCanvas = useCallback(() => slots.canvas?.focus(), [slots]);

  const [focused, setFocused] = useState(false);
  const [sharingOpen, setSharingOpen] = useState(false);
  const [picking, setPicking] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);

  useEffect(() => {
    // The benchmark reads the painting through the test hooks (src/platform/test-hooks.ts).
    const unexpose = exposeForTests('desktopStats', () => ({ ...painter.stats(), sent: session.stats().messagesOut }));
    session.connect();
    return () => {
      unexpose();
      session.disconnect();
      painter.reset();
    };
  }, [session, painter]);

  // The first frame: keys go to the desktop from the start.
  useEffect(() => {
    if (state.phase === 'active') focusCanvas();
  }, [state.phase, state.attempt, focusCanvas]);

  // The window's size, debounced, becomes the desktop's screen.
  useEffect(() => {
    const el = slots.stage;
    if (!el) return;
    const sender = screenSpecSender((size) => session.resize(size));
    sender.sent(session.getState().screen);
    const observer = new ResizeObserver(() => sender(el.clientWidth, el.clientHeight));
    observer.observe(el);
    return () => {
      observer.disconnect();
      sender.cancel();
    };
  }, [session, slots]);

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
          focusCanvas();
        }}
        onShare={() => setSharingOpen(true)}
        onDisconnect={() => session.leave()}
      />
      <Box ref={(el: HTMLDivElement | null) => slots.setStage(el)} className="desktop-stage">
        <DesktopCanvas
          session={session}
          width={state.screen.width}
          height={state.screen.height}
          slots={slots}
          onFocusChange={onFocusChange}
          label={`Desktop ${p.desktopName}`}
        />
        <DesktopOverlay
          state={state}
          desktopName={p.desktopName}
          mfaRequired={p.mfaRequired}
          back={p.back}
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
        onClosed={() => focusCanvas()}
      />
      <SharingDialog
        opened={sharingOpen}
        onClose={() => {
          setSharingOpen(false);
          focusCanvas();
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
