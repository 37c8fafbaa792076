// The terminal's clipboard and shortcut wiring (xterm-view.tsx): the keys of terminal-keys.ts,
// copy of the selection (at once, or after a pause with "Copy on select"), and with "Right click
// pastes" the context menu pasting the clipboard. Typing refused to an observer is reported.
import type { Terminal } from '@xterm/xterm';
import { keyAction } from './terminal-keys';

export interface ClipboardEvents {
  onCopied(): void;
  onRefused(): void;
  onSearch(): void;
}

/** What the user's terminal settings say, read at the moment it matters. */
export interface ClipboardSettings {
  copyOnSelect: boolean;
  rightClickPaste: boolean;
}

/** Copies the selection to the clipboard (nothing without a selection or a clipboard). */
function copySelection(t: Terminal, events: () => ClipboardEvents): void {
  const text = t.getSelection();
  if (!text || !navigator.clipboard?.writeText) return;
  navigator.clipboard.writeText(text).then(
    () => events().onCopied(),
    () => undefined,
  );
}

function attachKeys(t: Terminal, events: () => ClipboardEvents): void {
  t.attachCustomKeyEventHandler((e) => {
    const action = keyAction(e, t.options.disableStdin === true);
    if (action === 'copy') {
      e.preventDefault();
      copySelection(t, events);
      return false;
    }
    if (action === 'paste') {
      if (t.options.disableStdin) {
        e.preventDefault();
        events().onRefused();
      }
      return false; // the browser's own paste reaches xterm as a paste event
    }
    if (action === 'search') {
      e.preventDefault();
      events().onSearch();
      return false;
    }
    if (action === 'refuse') events().onRefused();
    return true;
  });
}

/** Wires the keys, copy on select and right-click paste into terminal `t` in `el`; returns the undo. */
export function installClipboard(
  el: HTMLElement,
  t: Terminal,
  events: () => ClipboardEvents,
  settings: () => ClipboardSettings,
): () => void {
  attachKeys(t, events);
  let copyTimer: ReturnType<typeof setTimeout> | undefined;
  const selection = t.onSelectionChange(() => {
    clearTimeout(copyTimer);
    if (t.hasSelection() && settings().copyOnSelect) copyTimer = setTimeout(() => copySelection(t, events), 250);
  });
  // With "Right click pastes" on, the context menu pastes the clipboard (refused to an observer).
  const onContextMenu = (e: MouseEvent) => {
    if (!settings().rightClickPaste) return;
    e.preventDefault();
    if (t.options.disableStdin) return events().onRefused();
    navigator.clipboard?.readText?.().then(
      (text) => text && t.paste(text),
      () => undefined, // the browser refused the clipboard: Ctrl+Shift+V still pastes
    );
  };
  el.addEventListener('contextmenu', onContextMenu);
  return () => {
    el.removeEventListener('contextmenu', onContextMenu);
    clearTimeout(copyTimer);
    selection.dispose();
  };
}
