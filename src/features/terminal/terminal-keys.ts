// The terminal's own shortcuts, decided before xterm sees a key:
//   Ctrl+Shift+C (Cmd+Shift+C)  copy the selection
//   Ctrl+Shift+V, Shift+Insert  paste: xterm ignores the key and the browser's own paste runs,
//                               which reaches xterm as a paste event (no clipboard permission)
//   Ctrl+F (Cmd+F)              search the scrollback
// Everything else goes to the terminal; for an observer a typing key is refused.

export type KeyAction = 'copy' | 'paste' | 'search' | 'refuse' | null;

type KeyLike = Pick<KeyboardEvent, 'type' | 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

const TYPING_KEYS = new Set(['Enter', 'Backspace', 'Delete', 'Tab']);

export function keyAction(e: KeyLike, readOnly: boolean): KeyAction {
  if (e.type !== 'keydown') return null;
  const mod = e.ctrlKey || e.metaKey;
  if (mod && e.shiftKey && !e.altKey && e.code === 'KeyC') return 'copy';
  if (mod && e.shiftKey && !e.altKey && e.code === 'KeyV') return 'paste';
  if (e.shiftKey && !mod && !e.altKey && e.key === 'Insert') return 'paste';
  if (mod && !e.shiftKey && !e.altKey && e.code === 'KeyF') return 'search';
  if (readOnly && !e.metaKey && (e.key.length === 1 || TYPING_KEYS.has(e.key))) return 'refuse';
  return null;
}

/** Links in the output open only when they are web links. */
export function isOpenableLink(uri: string): boolean {
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
