// A read-only test hook (src/platform/test-hooks.ts): `xtermOptions` gives the settings-driven
// options of every open terminal on the page (terminal panes and the player), whatever the
// renderer draws with.
import type { Terminal } from '@xterm/xterm';
import { exposeForTests, testHooksOn } from '@/platform/test-hooks';

const open = new Map<Terminal, 'terminal' | 'player'>();

/** Lists the terminal for the hook while it is open; returns the removal. */
export function exposeXtermOptions(t: Terminal, kind: 'terminal' | 'player'): () => void {
  if (!testHooksOn()) return () => undefined;
  open.set(t, kind);
  exposeForTests('xtermOptions', () =>
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
    })),
  );
  return () => open.delete(t);
}
