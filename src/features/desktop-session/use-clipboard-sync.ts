// The clipboard both ways, where the browser allows: the local clipboard goes to the desktop when
// the canvas takes the focus (reading needs the page focused and the user's permission); what the
// desktop copies is written to the local clipboard. Off when the roles say so.
import { useCallback, useEffect, useState } from 'react';
import type { DesktopSession } from './desktop-session';

export type ClipboardStatus = 'on' | 'off-by-role' | 'write-only' | 'unsupported';

/** What this browser allows with the clipboard. */
export function clipboardSupport(nav: Navigator | undefined = globalThis.navigator): 'both' | 'write-only' | 'none' {
  const c = nav?.clipboard;
  if (!c || typeof c.writeText !== 'function') return 'none';
  return typeof c.readText === 'function' ? 'both' : 'write-only';
}

export const CLIPBOARD_NOTE: Record<ClipboardStatus, string> = {
  on: 'Clipboard shared both ways',
  'off-by-role': 'Clipboard sharing is turned off by your roles',
  'write-only': 'This browser only lets the desktop copy to your clipboard; paste on the desktop is not possible',
  unsupported: 'This browser does not let web pages use the clipboard: copy and paste stay on each side',
};

export function useClipboardSync(session: DesktopSession, allowed: boolean, onProblem: (text: string) => void) {
  const support = clipboardSupport();
  const status: ClipboardStatus = !allowed
    ? 'off-by-role'
    : support === 'both'
      ? 'on'
      : support === 'write-only'
        ? 'write-only'
        : 'unsupported';
  const [denied, setDenied] = useState(false);

  /** Send the local clipboard (called when the canvas gets the focus). */
  const pushLocal = useCallback(() => {
    if (status !== 'on' || denied) return;
    navigator.clipboard.readText().then(
      (text) => {
        if (text) session.sendClipboard(text);
      },
      (error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') {
          setDenied(true);
          onProblem('The browser did not allow reading the clipboard, so paste on the desktop uses only what was copied there.');
        }
      },
    );
  }, [session, status, denied, onProblem]);

  /** What the desktop copied. */
  const fromDesktop = useCallback(
    (text: string) => {
      if (status === 'off-by-role' || status === 'unsupported') return;
      navigator.clipboard
        .writeText(text)
        .catch(() => onProblem('The desktop copied text, but the browser did not allow writing it to your clipboard.'));
    },
    [status, onProblem],
  );

  useEffect(() => {
    if (status !== 'on') return;
    const onFocus = () => {
      if (document.activeElement?.classList.contains('desktop-canvas')) pushLocal();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [status, pushLocal]);

  return { status: denied && status === 'on' ? ('write-only' as const) : status, pushLocal, fromDesktop };
}
