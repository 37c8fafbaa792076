// The SSH terminal screen, outside the main shell: a toolbar, the terminal filling the window,
// a status line, and the dialogs (MFA, file transfer, search). A lazy chunk with xterm in it.
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Stack,
  Text,
  VisuallyHidden,
  useComputedColorScheme,
  useMantineTheme,
} from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { readConfig } from '@/platform/config';
import { loadTokenRecord } from '@/api/token-record';
import { XtermView, type XtermHandle } from './xterm-view';
import { TerminalSession } from './terminal-session';
import { preferredTransport } from '@/shared/socket-session/preferred-transport';
import { useSocketSession } from '@/shared/socket-session/use-socket-session';
import type { TerminalTarget } from './terminal-url';
import { ConnectionOverlay } from './connection-overlay';
import { MfaDialog } from '@/shared/sessions/session-mfa-dialog';
import { SessionBar } from '@/shared/sessions/session-bar';
import { SearchBar } from './search-bar';
import { FileTransferDialog } from './file-transfer-dialog';
import { ModeratorRequests } from './moderator-requests';
import { useFileTransfers } from './use-file-transfers';
import { FilesIcon, SearchIcon } from '@/shared/icons/icons';
import { darkTerminalTheme, lightTerminalTheme } from '@/shared/sessions/terminal-theme';
import { endedHeading } from './ended-reason';
import { useJoinedSession } from './use-joined-session';

declare global {
  interface Window {
    /** Set when sessionStorage `terminal.stats` is "1" (the benchmark reads it). */
    __terminalStats?: () => ReturnType<TerminalSession['stats']>;
    /** With `__terminalStats`: the screen's text (the benchmark reads it whatever the renderer). */
    __terminalScreen?: () => string;
  }
}

class XtermSlot {
  current: XtermHandle | null = null;
  set(handle: XtermHandle): void {
    this.current = handle;
  }
}

const PHASE_TEXT = {
  connecting: 'Connecting…',
  mfa: 'Waiting for MFA',
  active: 'Connected',
  ended: 'Session ended',
  disconnected: 'Disconnected',
  failed: 'Disconnected',
};
const PHASE_COLOR = { connecting: 'yellow', mfa: 'yellow', active: 'green', ended: 'gray', disconnected: 'red', failed: 'red' };
const READ_ONLY_TEXT = {
  observer: 'You joined as an observer: you can watch, but your keystrokes are not sent.',
  moderator: 'You joined as a moderator: you can watch and decide on file transfers, but your keystrokes are not sent.',
};

export function TerminalPage({ clusterId, target }: { clusterId: string; target: TerminalTarget }) {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  // The terminal appears after the first render; the session reaches it through this slot.
  const [handle] = useState(() => new XtermSlot());
  const [session] = useState(
    () =>
      new TerminalSession(
        {
          clusterId,
          origin: window.location.origin,
          accessToken: () => loadTokenRecord()?.accessToken ?? null,
          openTransport: preferredTransport('binary', { storageKey: 'terminal.transport' }),
          sink: { write: (data, done) => (handle.current ? handle.current.write(data, done) : done?.()) },
          size: () => handle.current?.size() ?? { cols: 80, rows: 24 },
        },
        target,
      ),
  );
  const state = useSocketSession(session);
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchResults, setSearchResults] = useState<{ index: number; count: number } | null>(null);
  const [filesOpen, setFilesOpen] = useState(false);
  const [flash, setFlash] = useState<string | null>(null);
  const flashTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const meta = state.session;
  const listed = useJoinedSession(clusterId, target, Boolean(meta));
  const serverId = target.kind === 'node' ? target.serverId : meta?.server_id || target.serverId || listed?.server_id || '';
  const login = target.kind === 'node' ? target.login : meta?.login || target.login || listed?.login || '';
  const host =
    meta?.server_hostname ||
    listed?.server_hostname ||
    serverId ||
    (target.kind === 'join' ? `session ${target.sid.slice(0, 8)}` : 'the server');
  const title = login ? `${login}@${host}` : host;
  const readOnly = state.mode !== 'peer';

  useEffect(() => {
    document.title = `${clusterId} • ${title}`;
  }, [clusterId, title]);

  useEffect(() => {
    if (!ready) return;
    if (sessionStorage.getItem('terminal.stats') === '1') {
      window.__terminalStats = () => session.stats();
      window.__terminalScreen = () => {
        const t = handle.current?.terminal;
        if (!t) return '';
        const b = t.buffer.active;
        const lines: string[] = [];
        for (let y = b.viewportY; y < b.viewportY + t.rows; y++) lines.push(b.getLine(y)?.translateToString(true) ?? '');
        return lines.join('\n');
      };
    }
    session.connect();
    handle.current?.focus();
    return () => session.disconnect();
  }, [ready, session, handle]);

  // A peer's terminal size goes to the server when the session starts and whenever it changes.
  const resizeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onResize = useCallback(
    (cols: number, rows: number) => {
      clearTimeout(resizeTimer.current);
      resizeTimer.current = setTimeout(() => session.resize(cols, rows), 120);
    },
    [session],
  );
  useEffect(() => {
    if (state.phase !== 'active' || !handle.current) return;
    const { cols, rows } = handle.current.size();
    session.resize(cols, rows);
  }, [state.phase, state.attempt, session, handle]);

  const showFlash = (text: string, ms = 3000) => {
    clearTimeout(flashTimer.current);
    setFlash(text);
    flashTimer.current = setTimeout(() => setFlash(null), ms);
  };
  useEffect(() => () => clearTimeout(flashTimer.current), []);

  const files = useFileTransfers({
    clusterId,
    serverId,
    login,
    ...(meta?.moderated
      ? { requestApproval: (req: Parameters<TerminalSession['requestTransfer']>[0]) => session.requestTransfer(req) }
      : {}),
  });

  const nodeTarget = serverId && login ? { kind: 'node' as const, serverId, login } : null;
  const newSession = () => {
    if (!nodeTarget) return;
    if (target.kind === 'node') {
      handle.current?.terminal.reset();
      session.connect(nodeTarget);
    } else {
      void navigate({
        to: '/cluster/$clusterId/console/node/$serverId/$login',
        params: { clusterId, serverId: nodeTarget.serverId, login: nodeTarget.login },
      });
    }
  };
  const rejoin = () => {
    const sid = meta?.id ?? (target.kind === 'join' ? target.sid : '');
    handle.current?.write('\r\n\x1b[2m— rejoining the session —\x1b[0m\r\n');
    session.connect({ kind: 'join', sid, mode: state.mode, serverId, login });
  };
  const close = () => {
    session.disconnect();
    void navigate(
      target.kind === 'join'
        ? { to: '/cluster/$clusterId/sessions', params: { clusterId } }
        : { to: '/cluster/$clusterId/console/nodes', params: { clusterId } },
    );
  };

  const bg = scheme === 'dark' ? darkTerminalTheme.background : lightTerminalTheme.background;
  return (
    <Stack h="100dvh" gap={0} style={{ overflow: 'hidden' }}>
      <SessionBar
        actions={
          <>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="Search the output (Ctrl+F)"
              title="Search the output (Ctrl+F)"
              onClick={() => setSearchOpen(true)}
            >
              <SearchIcon />
            </ActionIcon>
            <Button
              size="xs"
              variant="default"
              leftSection={<FilesIcon size={16} />}
              onClick={() => setFilesOpen(true)}
              disabled={!nodeTarget}
            >
              Files
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={close}>
              Close
            </Button>
          </>
        }
      >
        <Badge color={PHASE_COLOR[state.phase]} variant="dot" size="lg" style={{ flexShrink: 0 }}>
          {state.phase === 'ended' ? endedHeading(state.error) : PHASE_TEXT[state.phase]}
        </Badge>
        <Text component="h1" fw={600} size="md" truncate="end" data-testid="terminal-title" title={title}>
          {title}
        </Text>
        {state.mode !== 'peer' && (
          <Badge variant="light" color="brand">
            {state.mode}
          </Badge>
        )}
        {meta?.moderated && (
          <Badge variant="light" color="yellow">
            moderated
          </Badge>
        )}
      </SessionBar>
      {readOnly && state.phase === 'active' && (
        <Alert color="brand" variant="light" radius={0} py={6} data-testid="read-only-notice">
          {READ_ONLY_TEXT[state.mode as 'observer' | 'moderator']}
        </Alert>
      )}
      <Box style={{ flex: 1, minHeight: 0, position: 'relative', background: bg, padding: '6px 0 0 10px' }}>
        <Box style={{ position: 'absolute', inset: '6px 0 0 10px', contain: 'strict' }}>
          <XtermView
            scrollback={readConfig().scrollbackLines}
            colorScheme={scheme}
            readOnly={readOnly}
            fontFamily={theme.fontFamilyMonospace ?? 'monospace'}
            onReady={(h) => {
              handle.set(h);
              setReady(true);
            }}
            onInput={(data) => session.input(data)}
            onResize={onResize}
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
              handle.current?.focus();
            }}
          />
        )}
        {state.mode === 'moderator' && (
          <ModeratorRequests requests={state.fileRequests.filter((r) => !r.own)} onDecide={(id, ok) => session.decideTransfer(id, ok)} />
        )}
        <ConnectionOverlay
          clusterId={clusterId}
          state={state}
          host={host}
          canStartNew={Boolean(nodeTarget)}
          onRejoin={rejoin}
          onNewSession={newSession}
          onRetry={() => session.reconnect()}
          onClose={close}
        />
      </Box>
      <Group
        h={28}
        px="md"
        justify="space-between"
        wrap="nowrap"
        style={{ borderTop: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
      >
        <Text size="xs" c="dimmed" truncate="end" role="status" aria-live="polite" data-testid="terminal-status">
          {flash ??
            state.notice ??
            (state.phase === 'active'
              ? `${state.mode === 'peer' ? 'Peer' : state.mode === 'observer' ? 'Observer' : 'Moderator'} · ${meta?.cluster_name || clusterId}`
              : '')}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }} data-testid="terminal-size" aria-hidden="true">
          {state.size ? `${state.size.cols}×${state.size.rows}` : ''}
        </Text>
        {/* A new size is told to screen readers in words; the eye reads it at the right. */}
        <VisuallyHidden role="status" aria-live="polite" data-testid="terminal-size-announcement">
          {state.size ? `Terminal size ${state.size.cols} columns by ${state.size.rows} rows` : ''}
        </VisuallyHidden>
      </Group>
      <MfaDialog
        opened={state.phase === 'mfa'}
        host={host}
        busy={state.mfa?.busy ?? false}
        error={state.mfa?.error ?? null}
        webauthn={Boolean(state.mfa?.challenge.webauthn_challenge)}
        onVerify={() => void session.answerMfa()}
        onCancel={() => session.cancel('You cancelled the MFA check, so the session was not opened.')}
        onClosed={() => handle.current?.focus()}
      />
      <FileTransferDialog
        opened={filesOpen}
        onClose={() => setFilesOpen(false)}
        onClosed={() => handle.current?.focus()}
        host={host}
        moderated={Boolean(meta?.moderated)}
        transfers={files.transfers}
        onUpload={(file, dir) => void files.upload(file, dir)}
        onDownload={(path) => void files.download(path)}
        onCancel={files.cancel}
        onDismiss={files.dismiss}
      />
    </Stack>
  );
}
