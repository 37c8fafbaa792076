// The assistant's place in the shell: whether its panel is open, the view mode from the user's
// preferences (saved when the user switches), the preferred logins, and the panel itself, loaded
// lazily the first time it opens. Docked, the panel sits beside the page (the shell's aside,
// 520px, marked data-assist-docked so the 'New!' popup stays away); the popup modes float.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { AssistHostContext, type AssistHost } from '@/platform/assist-context';
import { viewFromPreference, viewToPreference, type AssistView } from '@/platform/assist-view-mode';
import { usePreferences } from './preferences-context';
import { whenIdle } from '@/api/deferred-validation';
import { lazyWithPreload } from '@/shared/ui/lazy-with-preload';

// The panel (and everything of the assistant) is not in the first load: it is fetched once the
// first screen is up and the browser is idle (when the assistant is on), so it opens at once.
const AssistDialog = lazyWithPreload(() => import('./assist-dialog'));

export function AssistHostProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const { preferences, update } = usePreferences();
  useEffect(() => {
    if (enabled) whenIdle(() => void AssistDialog.preload());
  }, [enabled]);
  const [open, setOpenState] = useState(false);
  // The element that had the focus when the panel opened (the Assist button): closing the panel
  // unmounts what had the focus, so the focus goes back there instead of to <body>.
  const opener = useRef<HTMLElement | null>(null);
  const setOpen = useCallback((next: boolean) => {
    if (next && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      opener.current = document.activeElement;
    }
    setOpenState(next);
  }, []);
  useEffect(() => {
    if (open) return;
    const back = opener.current;
    opener.current = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (back?.isConnected && lost) back.focus({ preventScroll: true });
  }, [open]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const view = viewFromPreference(preferences.assist.viewMode);
  const logins = preferences.assist.preferredLogins;

  const setView = useCallback((next: AssistView) => update({ assist: { viewMode: viewToPreference(next) } }), [update]);
  const preferLogin = useCallback(
    (login: string) => {
      if (logins[0] === login) return;
      update({ assist: { preferredLogins: [login, ...logins.filter((l) => l !== login)] } });
    },
    [logins, update],
  );
  const host = useMemo<AssistHost>(
    () => ({ open: enabled && open, setOpen, view, setView, preferredLogins: logins, preferLogin, conversationId, setConversationId }),
    [enabled, open, setOpen, view, setView, logins, preferLogin, conversationId],
  );
  return <AssistHostContext.Provider value={host}>{children}</AssistHostContext.Provider>;
}

/** Where the assistant page itself is shown, the panel stays closed (one chat at a time). */
export function useAssistPanelShown(host: AssistHost): boolean {
  const { pathname } = useLocation();
  return host.open && !/^\/web\/assist(\/|$)/.test(pathname);
}

/** The panel, in the view the user chose; `docked` renders only in the docked view, and vice versa. */
export function AssistPanelSlot({ docked }: { docked: boolean }) {
  return (
    <Suspense fallback={null}>
      <AssistDialog docked={docked} />
    </Suspense>
  );
}
