// The terminal page's own keys, taken before xterm sees them (a capture listener on the window):
//   Ctrl+Alt+R          screen-reader mode on or off (in bash and zsh Ctrl+Alt+R is a rarely used
//                       "revert line"; with the mode's key taken it no longer reaches the shell)
//   Ctrl+Shift+/ (Ctrl+?) the key sheet (Ctrl+/ alone still sends ^_ , undo, to the shell)
// Both keys are chords a shell gets from no other key, so nothing is taken by accident.
import type { Shortcut } from '../player-shortcuts';
import { BROWSER_KEPT_KEYS } from './keyboard-lock';

export type PageKey = 'screen-reader' | 'keys-sheet' | null;

type KeyLike = Pick<KeyboardEvent, 'type' | 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

export function pageKeyAction(e: KeyLike): PageKey {
  if (e.type !== 'keydown' || e.metaKey) return null;
  if (e.ctrlKey && e.altKey && !e.shiftKey && e.code === 'KeyR') return 'screen-reader';
  if (e.ctrlKey && e.shiftKey && !e.altKey && (e.code === 'Slash' || e.key === '?')) return 'keys-sheet';
  return null;
}

/** The terminal's keys for the sheet; `extra` (the panes' keys) come after the terminal's own. */
export function terminalShortcuts(extra: readonly Shortcut[] = []): Shortcut[] {
  return [
    { keys: ['Ctrl', 'F'], what: 'Search the output (Enter: next match, Shift+Enter: previous, Esc: close the search)' },
    { keys: ['Ctrl', 'Shift', 'C'], what: 'Copy the selection (with “Copy on select” on, selecting copies by itself)' },
    { keys: ['Ctrl', 'Shift', 'V'], what: 'Paste (also Shift+Insert, and a right click with “Right click pastes” on)' },
    {
      keys: ['Ctrl', 'Alt', 'R'],
      what: 'Screen-reader mode on or off (output is read out as it arrives); the shell no longer gets Ctrl+Alt+R',
    },
    { keys: ['Ctrl', 'Shift', '/'], what: 'This sheet of keys' },
    { keys: ['Full screen'], what: 'The Full screen button in the top bar; there Ctrl+W, Ctrl+T, Ctrl+N and Ctrl+Tab reach the shell' },
    ...extra,
  ];
}

/** What the browser keeps: everywhere without the Keyboard Lock API, outside full screen with it. */
export function browserKeptShortcuts(hasLock: boolean): Shortcut[] {
  const rest = BROWSER_KEPT_KEYS.slice(3).join(', ');
  return [
    {
      keys: BROWSER_KEPT_KEYS.slice(0, 3),
      what: hasLock
        ? `These, ${rest}: kept by the browser outside full screen (they close, open and switch tabs); in full screen they reach the shell.`
        : `These, ${rest}: kept by this browser even in full screen (it has no Keyboard Lock API); they close, open and switch tabs and never reach the shell.`,
    },
  ];
}
