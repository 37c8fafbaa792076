// A read-only test hook (only when sessionStorage `terminal.stats` is "1", as the terminal's other
// hooks): window.__xtermOptions() gives the settings-driven options of every open terminal on the
// page (terminal panes and the player), whatever the renderer draws with.
import type { Terminal } from '@xterm/xterm';

export interface XtermOptionsSnapshot {
  kind: 'terminal' | 'player';
  fontFamily: string;
  fontSize: number;
  lineHeight: number;
  background: string;
  foreground: string;
  cursorStyle: string;
  cursorBlink: boolean;
  scrollback: number;
  screenReaderMode: boolean;
}

declare global {
  interface Window {
    __xtermOptions?: () => XtermOptionsSnapshot[];
  }
}

const open = new Map<Terminal, 'terminal' | 'player'>();

function enabled(): boolean {
  try {
    return sessionStorage.getItem('terminal.stats') === '1';
  } catch {
    return false;
  }
}

/** Lists the terminal for the hook while it is open; returns the removal. */
export function exposeXtermOptions(t: Terminal, kind: 'terminal' | 'player'): () => void {
  if (!enabled()) return () => undefined;
  open.set(t, kind);
  window.__xtermOptions = () =>
    [...open].map(([term, k]) => ({
      kind: k,
      fontFamily: term.options.fontFamily ?? '',
      fontSize: term.options.fontSize ?? 0,
      lineHeight: term.options.lineHeight ?? 1,
      background: term.options.theme?.background ?? '',
      foreground: term.options.theme?.foreground ?? '',
      cursorStyle: term.options.cursorStyle ?? 'block',
      cursorBlink: term.options.cursorBlink ?? false,
      scrollback: term.options.scrollback ?? 0,
      screenReaderMode: term.options.screenReaderMode ?? false,
    }));
  return () => open.delete(t);
}
