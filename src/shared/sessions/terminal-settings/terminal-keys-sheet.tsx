// The terminal's key sheet: the player's sheet (player-shortcuts.tsx) with the terminal's keys, the
// panes' keys after them (`extraKeys`), and what the browser keeps for itself.
import { ShortcutSheet, type Shortcut } from '../player-shortcuts';
import { hasKeyboardLock } from './keyboard-lock';
import { browserKeptShortcuts, terminalShortcuts } from './page-keys';

export interface TerminalKeysSheetProps {
  opened: boolean;
  onClose(): void;
  /** More keys of the page (the panes'), listed after the terminal's own. */
  extraKeys?: readonly Shortcut[];
}

const WORDS = {
  table: 'Keys of the terminal',
  missing: 'Kept by the browser',
  note: 'Every other key goes to the shell. The sheet and screen-reader keys work anywhere on the page.',
  testId: 'terminal-keys-sheet',
};

export function TerminalKeysSheet({ opened, onClose, extraKeys = [] }: TerminalKeysSheetProps) {
  return (
    <ShortcutSheet
      opened={opened}
      onClose={onClose}
      shortcuts={terminalShortcuts(extraKeys)}
      missing={browserKeptShortcuts(hasKeyboardLock())}
      words={WORDS}
    />
  );
}
