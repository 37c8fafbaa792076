// What the shell offers the assistant: whether its panel is open, how it is shown (the user's
// assist.viewMode preference) and the preferred logins (assist.preferredLogins). The shell
// (src/app/shell/assist-provider.tsx) provides it; the assistant's panel and page read it.
import { createContext, useContext } from 'react';
import type { AssistView } from './assist-view-mode';

export interface AssistHost {
  /** The panel (docked or popup) is open. */
  open: boolean;
  setOpen: (open: boolean) => void;
  view: AssistView;
  /** Shows the panel this way and saves it as the user's preference. */
  setView: (view: AssistView) => void;
  preferredLogins: readonly string[];
  /** Puts a login first among the preferred ones and saves the preference. */
  preferLogin: (login: string) => void;
  /** The conversation the panel shows (kept while it is closed and reopened). */
  conversationId: string | null;
  setConversationId: (id: string | null) => void;
}

export const AssistHostContext = createContext<AssistHost | null>(null);

export function useAssistHost(): AssistHost {
  const host = useContext(AssistHostContext);
  if (!host) throw new Error('useAssistHost() outside the shell');
  return host;
}

/** The assistant is open docked beside the page (false outside the shell): pages give it room. */
export function useAssistDocked(): boolean {
  const host = useContext(AssistHostContext);
  return Boolean(host?.open && host.view === 'docked');
}
