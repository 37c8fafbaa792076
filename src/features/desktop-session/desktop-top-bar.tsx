// The desktop session's top bar: the desktop and login, the connection state, clipboard and
// sharing status, Ctrl+Alt+Del, Share folder, Disconnect.
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import { SessionBar } from '@/shared/sessions/session-bar';
import { Badge, Box, Button, Text, Tooltip } from '@mantine/core';
import type { DesktopState } from './desktop-session';
import { CLIPBOARD_NOTE, type ClipboardStatus } from './use-clipboard-sync';

const PHASE_TEXT = {
  connecting: 'Connecting…',
  mfa: 'Waiting for MFA',
  active: 'Connected',
  ended: 'Disconnected',
  disconnected: 'Connection lost',
  failed: 'Not connected',
};
const PHASE_COLOR = { connecting: 'yellow', mfa: 'yellow', active: 'green', ended: 'gray', disconnected: 'red', failed: 'red' };

export interface DesktopTopBarProps {
  desktopName: string;
  username: string;
  state: DesktopState;
  clipboard: ClipboardStatus;
  sharingNote: string;
  keyboardCaptured: boolean;
  onCtrlAltDel(): void;
  onShare(): void;
  onDisconnect(): void;
}

export function DesktopTopBar(p: DesktopTopBarProps) {
  const live = p.state.phase === 'active';
  return (
    <SessionBar
      actions={
        <>
          <Text size="xs" c="dimmed" visibleFrom="xl" data-testid="desktop-keyboard" style={{ whiteSpace: 'nowrap' }}>
            {live ? (p.keyboardCaptured ? 'Keys go to the desktop' : 'Click the desktop to type') : ''}
          </Text>
          {/* The status badges give way on narrow windows; the buttons stay. */}
          <Tooltip label={CLIPBOARD_NOTE[p.clipboard]} multiline w={260}>
            <Badge
              variant="light"
              color={p.clipboard === 'on' ? 'green' : 'gray'}
              tt="none"
              data-testid="clipboard-status"
              tabIndex={0}
              visibleFrom="sm"
            >
              {p.clipboard === 'on' ? 'Clipboard on' : p.clipboard === 'write-only' ? 'Clipboard: copy only' : 'Clipboard off'}
            </Badge>
          </Tooltip>
          <Badge
            variant="light"
            color={p.state.sharing.phase === 'shared' ? 'green' : 'gray'}
            tt="none"
            data-testid="sharing-status"
            visibleFrom="sm"
          >
            {p.sharingNote}
          </Badge>
          <Box w={4} />
          <Button size="xs" variant="default" onClick={p.onCtrlAltDel} disabled={!live}>
            Ctrl+Alt+Del
          </Button>
          <Button size="xs" variant="default" onClick={p.onShare}>
            Share folder
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={p.onDisconnect}
            disabled={!live && p.state.phase !== 'connecting' && p.state.phase !== 'mfa'}
          >
            Disconnect
          </Button>
        </>
      }
    >
      <Badge color={PHASE_COLOR[p.state.phase]} variant="dot" size="lg" style={{ flexShrink: 0 }} data-testid="desktop-phase">
        {PHASE_TEXT[p.state.phase]}
      </Badge>
      <Text component="h1" fw={600} size="md" truncate="end" data-testid="desktop-title" title={`${p.username} on ${p.desktopName}`}>
        {p.desktopName}
      </Text>
      <Text size="sm" c="dimmed" truncate="end" data-testid="desktop-login">
        as {p.username}
      </Text>
    </SessionBar>
  );
}
