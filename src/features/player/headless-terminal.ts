// A terminal without a screen (@xterm/headless) whose state can be serialized: the checkpoints
// are built in one, in the background, and the unit tests replay into them.
import { Terminal } from '@xterm/headless';
import { SerializeAddon } from '@xterm/addon-serialize';
import type { SnapshotTerminal } from './replay-engine';
import type { TermSize } from '@/shared/sessions/recording-events';

/** Lines of scrollback kept by the player (the visible terminal and the checkpoints alike). */
export const PLAYER_SCROLLBACK = 1000;

export interface HeadlessTerminal extends SnapshotTerminal {
  readonly terminal: Terminal;
}

export function createHeadlessTerminal(size: TermSize, scrollback = PLAYER_SCROLLBACK): HeadlessTerminal {
  const terminal = new Terminal({ cols: size.cols, rows: size.rows, scrollback, allowProposedApi: true });
  const serializer = new SerializeAddon();
  // The addon is typed against @xterm/xterm's Terminal; the headless one has the same API it uses.
  terminal.loadAddon(serializer as unknown as Parameters<Terminal['loadAddon']>[0]);
  return {
    terminal,
    write: (data) => terminal.write(data),
    resize: (cols, rows) => terminal.resize(cols, rows),
    flush: () => new Promise<void>((resolve) => terminal.write('', resolve)),
    snapshot: () => serializer.serialize(),
    dispose: () => terminal.dispose(),
  };
}
