// Ctrl+K (⌘K on a Mac), also from a text field: what Mantine's useHotkeys([['mod+K', …]], [])
// did for the shell (no tags ignored), without its hotkey parser in the first load. The same
// rules: Ctrl or ⌘, neither Alt nor Shift, the K key, not in an editable element (contenteditable);
// the browser's own use of the keys is prevented. palette-shortcut.test.tsx checks it against useHotkeys.
import { useEffect, useEffectEvent } from 'react';

export function isPaletteShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.shiftKey || !(event.ctrlKey || event.metaKey)) return false;
  if ((event.key ?? event.code).replace('Key', '').toLowerCase() !== 'k') return false;
  const target = event.target;
  return !(target instanceof HTMLElement && target.isContentEditable);
}

/** Calls `onShortcut` on Ctrl+K / ⌘K (see above). */
export function usePaletteShortcut(onShortcut: () => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (!isPaletteShortcut(event)) return;
    event.preventDefault();
    onShortcut();
  });
  useEffect(() => {
    const root = document.documentElement;
    const listener = (event: KeyboardEvent) => handle(event);
    root.addEventListener('keydown', listener);
    return () => root.removeEventListener('keydown', listener);
  }, []);
}
