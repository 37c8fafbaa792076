// The Settings button of a terminal's top bar (and of the session player's), with its drawer.
import { useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { icon } from '@/shared/icons/icons';
import { TerminalSettingsDrawer } from './terminal-settings-drawer';
import { useTerminalSettings } from './use-terminal-settings';

const GearIcon = icon(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </>,
);

/** `readOnly`: the player's form (font, size, line height, colours, screen-reader mode). */
export function TerminalSettingsButton({ readOnly = false }: { readOnly?: boolean }) {
  const state = useTerminalSettings();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="Terminal settings"
        title="Terminal settings"
        aria-haspopup="dialog"
        data-testid="terminal-settings-button"
        onClick={() => setOpened(true)}
      >
        <GearIcon />
      </ActionIcon>
      <TerminalSettingsDrawer opened={opened} onClose={() => setOpened(false)} state={state} readOnly={readOnly} />
    </>
  );
}
