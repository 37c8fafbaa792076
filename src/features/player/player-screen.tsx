// The visible terminal of the player (xterm, in this lazy chunk): read-only, at the recording's
// own size (resizes in the recording resize it), scrolled inside its box when larger.
import '@xterm/xterm/css/xterm.css';
import { useEffect, useRef } from 'react';
import { Terminal } from '@xterm/xterm';
import { commandFor } from '@/shared/sessions/player-keys';
import { useTerminalSettings } from '@/shared/sessions/terminal-settings/use-terminal-settings';
import { applyXtermOptions, xtermOptionsFor } from '@/shared/sessions/terminal-settings/xterm-options';
import { exposeXtermOptions } from '@/shared/sessions/terminal-settings/test-hook';
import { installTerminalDim } from '@/shared/sessions/terminal-dim';
import { PLAYER_SCROLLBACK } from './headless-terminal';
import type { ScreenTerminal } from './player-controller';
import type { TermSize } from '@/shared/sessions/recording-events';

export interface PlayerScreenProps {
  size: TermSize;
  colorScheme: 'light' | 'dark';
  fontFamily: string;
  onReady(term: ScreenTerminal & { terminal: Terminal }): void;
}

export function PlayerScreen({ size, colorScheme, fontFamily, onReady }: PlayerScreenProps) {
  const box = useRef<HTMLDivElement>(null);
  const term = useRef<Terminal | null>(null);
  // The user's terminal settings that apply to a recording: font, size, line height, colours and
  // screen-reader mode (the cursor, scrollback and paste are the player's own).
  const { settings } = useTerminalSettings();
  const all = xtermOptionsFor(settings, colorScheme, fontFamily);
  const options = {
    fontFamily: all.fontFamily,
    fontSize: all.fontSize,
    lineHeight: all.lineHeight,
    theme: all.theme,
    screenReaderMode: all.screenReaderMode,
  };
  const first = useRef({ size, options, onReady });

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const p = first.current;
    const t = new Terminal({
      cols: p.size.cols,
      rows: p.size.rows,
      scrollback: PLAYER_SCROLLBACK,
      ...p.options,
      cursorBlink: false,
      disableStdin: true,
      allowProposedApi: true,
    });
    installTerminalDim();
    t.open(el);
    // Nothing is typed into a recording: Tab and Shift+Tab move the focus on (xterm would take
    // them as input and keep the keyboard in the screen), and the player's keys go to the player
    // (xterm would take them and mark them handled).
    t.attachCustomKeyEventHandler((e) => e.key !== 'Tab' && commandFor(e) === null);
    term.current = t;
    const unexpose = exposeXtermOptions(t, 'player');
    p.onReady({
      terminal: t,
      write: (data, done) => t.write(data, done),
      resize: (cols, rows) => t.resize(cols, rows),
      reset: () => t.reset(),
    });
    return () => {
      unexpose();
      t.dispose();
      term.current = null;
    };
  }, []);

  useEffect(() => {
    if (term.current) applyXtermOptions(term.current, options);
  });

  return (
    <div
      data-testid="player-screen"
      data-terminal-theme={settings.theme}
      style={{ position: 'absolute', inset: 0, overflow: 'auto', padding: 8, background: options.theme.background }}
    >
      <div ref={box} data-testid="terminal" style={{ width: 'max-content' }} />
    </div>
  );
}
