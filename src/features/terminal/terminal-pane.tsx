// One terminal session of the terminal page (terminal.page.tsx): its header (pane-header.tsx), the
// terminal with search, a moderator's requests and the connection overlay over it, the status line
// (pane-status-line.tsx), the MFA dialog and file transfers (pane-file-transfers.tsx). The
// connection itself is use-pane-session.ts. The page holds up to four. Alone on the page ("solo"),
// its header goes into the page's top bar; beside others, it has a compact header of its own.
import { useState } from 'react';
import { Alert, Box, Stack, Text, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { XtermView } from './xterm-view';
import type { TerminalTarget } from './terminal-url';
import { ConnectionOverlay } from './connection-overlay';
import { MfaDialog } from '@/shared/sessions/session-mfa-dialog';
import { SearchBar } from './search-bar';
import { ModeratorRequests } from './moderator-requests';
import { useTerminalPalette } from '@/shared/sessions/terminal-settings/use-terminal-palette';
import { usePaneSession, type PaneControl, type PaneInfo } from './use-pane-session';
import { PaneHeader, type SoloSlots } from './pane-header';
import { PaneStatusLine, useFlash } from './pane-status-line';
import { PaneFileTransfers } from './pane-file-transfers';

export interface TerminalPaneProps {
  id: string;
  clusterId: string;
  target: TerminalTarget;
  /** The only pane: its header goes into the top bar's slots. */
  solo: SoloSlots | null;
  focused: boolean;
  /** In the broadcast set (its header says so). */
  broadcast: boolean;
  /** Typed (or pasted) data: the page decides which panes it goes to. */
  onInput(id: string, data: string): void;
  onInfo(info: PaneInfo): void;
  onControl(id: string, control: PaneControl | null): void;
  onFocus(id: string): void;
  /** The user closes this pane (solo: the page). */
  onClose(id: string): void;
}

const READ_ONLY_TEXT = {
  observer: 'You joined as an observer: you can watch, but your keystrokes are not sent.',
  moderator: 'You joined as a moderator: you can watch and decide on file transfers, but your keystrokes are not sent.',
};

export function TerminalPane(props: TerminalPaneProps) {
  const { id, clusterId, solo } = props;
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const pane = usePaneSession({ ...props, solo: Boolean(solo) });
  const { session, handle, state, host, title } = pane;
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchResults, setSearchResults] = useState<{ index: number; count: number } | null>(null);
  const [filesOpen, setFilesOpen] = useState(false);
  const [flash, showFlash] = useFlash();
  const readOnly = state.mode !== 'peer';
  const close = () => props.onClose(id);
  const focusTerminal = () => handle.current?.focus();
  const bg = useTerminalPalette(scheme).background;
  return (
    <Stack
      gap={0}
      h="100%"
      role={solo ? undefined : 'group'}
      aria-label={solo ? undefined : `Pane ${title}`}
      data-testid="terminal-pane"
      data-pane-id={id}
      data-focused={props.focused ? 'true' : undefined}
      onFocusCapture={() => props.onFocus(id)}
      onPointerDownCapture={() => props.onFocus(id)}
      style={{
        minWidth: 0,
        minHeight: 0,
        overflow: 'hidden',
        outline: !solo && props.focused ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: -2,
        borderRadius: solo ? undefined : 'var(--mantine-radius-xs)',
      }}
    >
      <PaneHeader
        solo={solo}
        title={title}
        state={state}
        broadcast={props.broadcast}
        canFiles={Boolean(pane.nodeTarget)}
        onSearch={() => setSearchOpen(true)}
        onFiles={() => setFilesOpen(true)}
        onClose={close}
      />
      {readOnly && state.phase === 'active' && (
        <Alert color="brand" variant="light" radius={0} py={solo ? 6 : 2} data-testid="read-only-notice">
          <Text size={solo ? 'sm' : 'xs'}>{READ_ONLY_TEXT[state.mode as 'observer' | 'moderator']}</Text>
        </Alert>
      )}
      <Box style={{ flex: 1, minHeight: 0, position: 'relative', background: bg, padding: '6px 0 0 10px' }}>
        <Box style={{ position: 'absolute', inset: '6px 0 0 10px', contain: 'strict' }}>
          <XtermView
            colorScheme={scheme}
            readOnly={readOnly}
            fontFamily={theme.fontFamilyMonospace ?? 'monospace'}
            onReady={pane.onReady}
            onInput={(data) => props.onInput(id, data)}
            onResize={pane.onResize}
            onRefused={() =>
              showFlash(
                state.mode === 'moderator'
                  ? 'Moderators cannot type: your keystrokes were not sent.'
                  : 'Observers cannot type: your keystrokes were not sent.',
              )
            }
            onSearch={() => setSearchOpen(true)}
            onCopied={() => showFlash('Copied to the clipboard', 1000)}
            onSearchResults={(index, count) => setSearchResults({ index, count })}
          />
        </Box>
        {searchOpen && (
          <SearchBar
            results={searchResults}
            onNext={(t) => handle.current?.findNext(t)}
            onPrevious={(t) => handle.current?.findPrevious(t)}
            onClose={() => {
              setSearchOpen(false);
              setSearchResults(null);
              handle.current?.clearSearch();
              focusTerminal();
            }}
          />
        )}
        {state.mode === 'moderator' && (
          <ModeratorRequests requests={state.fileRequests.filter((r) => !r.own)} onDecide={(rid, ok) => session.decideTransfer(rid, ok)} />
        )}
        <ConnectionOverlay
          clusterId={clusterId}
          state={state}
          host={host}
          canStartNew={Boolean(pane.nodeTarget)}
          onRejoin={pane.rejoin}
          onNewSession={pane.newSession}
          onRetry={() => session.reconnect()}
          onClose={close}
          onReconnectNow={() => session.reconnectNow()}
        />
      </Box>
      <PaneStatusLine state={state} flash={flash} clusterId={clusterId} solo={Boolean(solo)} />
      <MfaDialog
        opened={state.phase === 'mfa'}
        host={host}
        busy={state.mfa?.busy ?? false}
        error={state.mfa?.error ?? null}
        webauthn={Boolean(state.mfa?.challenge.webauthn_challenge)}
        onVerify={() => void session.answerMfa()}
        onCancel={() => session.cancel('You cancelled the MFA check, so the session was not opened.')}
        onClosed={focusTerminal}
      />
      <PaneFileTransfers
        opened={filesOpen}
        onClose={() => setFilesOpen(false)}
        onClosed={focusTerminal}
        clusterId={clusterId}
        serverId={pane.serverId}
        login={pane.login}
        host={host}
        session={session}
        moderated={Boolean(state.session?.moderated)}
      />
    </Stack>
  );
}
