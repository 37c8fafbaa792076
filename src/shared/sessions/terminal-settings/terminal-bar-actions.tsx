// The terminal top bar's own buttons: Settings (the drawer), Keys (the key sheet) and Full screen
// (with the Keyboard Lock API and its hint), and the page keys of page-keys.ts: Ctrl+Alt+R turns
// screen-reader mode on or off (said out loud), Ctrl+Shift+/ opens the key sheet. One element for
// the page's SessionBar `actions`; it needs no props (the panes may add keys to the sheet).
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, VisuallyHidden } from '@mantine/core';
import { icon, KeyboardIcon } from '@/shared/icons/icons';
import type { Shortcut } from '../player-shortcuts';
import { FullScreenHint, useTerminalFullScreen } from './full-screen';
import { pageKeyAction } from './page-keys';
import { TerminalKeysSheet } from './terminal-keys-sheet';
import { TerminalSettingsButton } from './terminal-settings-button';
import { useTerminalSettings } from './use-terminal-settings';

const EnterFullScreenIcon = icon(<path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />);
const LeaveFullScreenIcon = icon(<path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />);

export interface TerminalBarActionsProps {
  /** More keys for the sheet (the panes'). */
  extraKeys?: readonly Shortcut[];
}

export function TerminalBarActions({ extraKeys }: TerminalBarActionsProps) {
  const settings = useTerminalSettings();
  const [keysOpen, setKeysOpen] = useState(false);
  const [said, setSaid] = useState('');
  const [recall, setRecall] = useState(0);
  const fullScreen = useTerminalFullScreen();
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = pageKeyAction(e);
      if (!action) return;
      e.preventDefault();
      e.stopPropagation();
      if (action === 'keys-sheet') setKeysOpen(true);
      else {
        const on = !latest.current.settings.screenReaderMode;
        latest.current.update({ screenReaderMode: on });
        setSaid(on ? 'Screen-reader mode on: output is read out as it arrives.' : 'Screen-reader mode off.');
      }
    };
    // Capture on the window: before xterm's own listener on its text area.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const fullLabel = fullScreen.active ? 'Leave full screen' : 'Full screen (the shell gets Ctrl+W, Ctrl+T, Ctrl+N)';
  return (
    <>
      <TerminalSettingsButton />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="Keys of the terminal (Ctrl+Shift+/)"
        title="Keys of the terminal (Ctrl+Shift+/)"
        data-testid="terminal-keys-button"
        onClick={() => setKeysOpen(true)}
      >
        <KeyboardIcon />
      </ActionIcon>
      <ActionIcon
        variant={fullScreen.active ? 'light' : 'subtle'}
        color="gray"
        size="lg"
        aria-label={fullLabel}
        title={fullLabel}
        aria-pressed={fullScreen.active}
        data-testid="terminal-full-screen-button"
        onClick={fullScreen.toggle}
        onMouseEnter={() => fullScreen.active && setRecall((n) => n + 1)}
        onFocus={() => fullScreen.active && setRecall((n) => n + 1)}
      >
        {fullScreen.active ? <LeaveFullScreenIcon /> : <EnterFullScreenIcon />}
      </ActionIcon>
      <VisuallyHidden role="status" aria-live="polite" data-testid="terminal-page-announcement">
        {said}
      </VisuallyHidden>
      <FullScreenHint state={fullScreen} recall={recall} />
      <TerminalKeysSheet opened={keysOpen} onClose={() => setKeysOpen(false)} extraKeys={extraKeys} />
    </>
  );
}
