// The visible terminal of the player (xterm, in this lazy chunk): read-only, at the recording's
// own size (resizes in the recording resize it), scrolled inside its box when larger.
import '@xterm/xterm/css/xterm.css';
import { useEffect, useRef } from 'react';
import { Terminal } from '@xterm/xterm';
import { commandFor } from '@/shared/sessions/player-keys';
import { terminalThemeFor } from '@/shared/sessions/terminal-theme';
import { installTerminalDim } from '@/shared/sessions/terminal-dim';
import { PLAYER_SCROLLBACK } from './headless-terminal';
import type { ScreenTerminal } from './player-controller';
import type { TermSize } from './recording';

export interface PlayerScreenProps {
  size: TermSize;
  colorScheme: 'light' | 'dark';
  fontFamily: string;
  onReady(term: ScreenTerminal & { terminal: Terminal }): void;
}

export function PlayerScreen({ size, colorScheme, fontFamily, onReady }: PlayerScreenProps) {
  const box = useRef<HTMLDivElement>(null);
  const term = useRef<Terminal | null>(null);
  const first = useRef({ size, colorScheme, fontFamily, onReady });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const p = first.current;
    const t = new Terminal({
      cols: p.size.cols,
      rows: p.size.rows,
      scrollback: PLAYER_SCROLLBACK,
      fontFamily: p.fontFamily,
      fontSize: 14,
      cursorBlink: false,
      disableStdin: true,
      allowProposedApi: true,
      theme: terminalThemeFor(p.colorScheme),
    });
    installTerminalDim();
    t.open(el);
    // Nothing is typed into a recording: Tab and Shift+Tab move the focus on (xterm would take
    // them as input and keep the keyboard in the screen), and the player's keys go to the player
    // (xterm would take them and mark them handled).
    t.attachCustomKeyEventHandler((e) => e.key !== 'Tab' && commandFor(e) === null);
    term.current = t;
    p.onReady({
      terminal: t,
      write: (data, done) => t.write(data, done),
      resize: (cols, rows) => t.resize(cols, rows),
      reset: () => t.reset(),
    });
    return () => {
      t.dispose();
      term.current = null;
    };
  }, []);

  useEffect(() => {
    if (term.current) term.current.options.theme = terminalThemeFor(colorScheme);
  }, [colorScheme]);

  return (
    <div
      data-testid="player-screen"
      style={{ position: 'absolute', inset: 0, overflow: 'auto', padding: 8, background: terminalThemeFor(colorScheme).background }}
    >
      <div ref={box} data-testid="terminal" style={{ width: 'max-content' }} />
    </div>
  );
}
