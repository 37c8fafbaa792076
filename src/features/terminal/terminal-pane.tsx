// One terminal session of the terminal page (terminal.page.tsx): its session, the terminal, the
// overlay, search, file transfers, a moderator's requests, the MFA dialog and the status line. The
// page holds up to four. Alone on the page ("solo"), its title and buttons go into the page's top
// bar, as the page has always looked; beside others, it has a compact header of its own.
import '@mantine/core/styles/Badge.layer.css';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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
import { loadTokenRecord } from '@/api/token-record';
import { XtermView, type XtermHandle } from './xterm-view';
import { TerminalSession, type Phase } from './terminal-session';
import { preferredTransport } from '@/shared/socket-session/preferred-transport';
import { useSocketSession } from '@/shared/socket-session/use-socket-session';
import type { TerminalTarget } from './terminal-url';
import type { ParticipantMode } from './messages';
import { ConnectionOverlay } from './connection-overlay';
import { MfaDialog } from '@/shared/sessions/session-mfa-dialog';
import { SearchBar } from './search-bar';
import { FileTransferDialog } from './file-transfer-dialog';
import { ModeratorRequests } from './moderator-requests';
import { useFileTransfers } from './use-file-transfers';
import { CloseIcon, FilesIcon, SearchIcon } from '@/shared/icons/icons';
import { useTerminalPalette } from '@/shared/sessions/terminal-settings/use-terminal-palette';
import { endedHeading } from './ended-reason';
import { useJoinedSession } from './use-joined-session';

export class XtermSlot {
  current: XtermHandle | null = null;
  set(handle: XtermHandle): void {
    this.current = handle;
  }
}

/** What the page knows of a pane (for broadcast, the workspace, the test hook). */
export interface PaneInfo {
  id: string;
  title: string;
  host: string;
  /** The node session it runs (null for a joined session). */
  node: { serverId: string; login: string } | null;
  phase: Phase;
  mode: ParticipantMode;
}

/** What the page may do with a pane. */
export interface PaneControl {
  session: TerminalSession;
  slot: XtermSlot;
  focus(): void;
}

/** Where a solo pane puts its header: the top bar's left part and its actions. */
export interface SoloSlots {
  title: HTMLElement;
  actions: HTMLElement;
}

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

export function TerminalPane(props: TerminalPaneProps) {
  const { id, clusterId, target, solo } = props;
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
          openTransport: preferredTransport('binary', { storageKey: 'terminal.transport', worker: true }),
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
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });

  const meta = state.session;
  const current = state.target;
  const listed = useJoinedSession(clusterId, target, Boolean(meta));
  const serverId = current.kind === 'node' ? current.serverId : meta?.server_id || current.serverId || listed?.server_id || '';
  const login = current.kind === 'node' ? current.login : meta?.login || current.login || listed?.login || '';
  const host =
    meta?.server_hostname ||
    listed?.server_hostname ||
    serverId ||
    (current.kind === 'join' ? `session ${current.sid.slice(0, 8)}` : 'the server');
  const title = login ? `${login}@${host}` : host;
  const readOnly = state.mode !== 'peer';

  useEffect(() => {
    latest.current.onInfo({
      id,
      title,
      host,
      node: current.kind === 'node' ? { serverId: current.serverId, login: current.login } : null,
      phase: state.phase,
      mode: state.mode,
    });
  }, [id, title, host, current, state.phase, state.mode]);

  useEffect(() => {
    if (!ready) return;
    latest.current.onControl(id, { session, slot: handle, focus: () => handle.current?.focus() });
    session.connect();
    handle.current?.focus();
    return () => {
      latest.current.onControl(id, null);
      session.disconnect();
    };
  }, [ready, session, handle, id]);

  // A peer's terminal size goes to the server when the session starts and whenever it changes.
  const resizeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onResize = useCallback(
    (cols: number, rows: number) => {
      clearTimeout(resizeTimer.current);
      resizeTimer.current = setTimeout(() => session.resize(cols, rows), 120);
    },
    [session],
  );
  useEffect(() => () => clearTimeout(resizeTimer.current), []);
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
    if (target.kind === 'node' || !solo) {
      // A pane beside others starts its new session in place (a page change would end the others).
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
    const sid = meta?.id ?? (current.kind === 'join' ? current.sid : '');
    handle.current?.write('\r\n\x1b[2m— rejoining the session —\x1b[0m\r\n');
    session.connect({ kind: 'join', sid, mode: state.mode, serverId, login });
  };
  const close = () => props.onClose(id);

  // While a dropped connection is being retried, the badge says so (the overlay counts down).
  const reconnecting = state.phase === 'disconnected' && state.reconnect !== null;
  const statusBadge = (
    <Badge color={reconnecting ? 'yellow' : PHASE_COLOR[state.phase]} variant="dot" size={solo ? 'lg' : 'sm'} style={{ flexShrink: 0 }}>
      {reconnecting ? 'Reconnecting…' : state.phase === 'ended' ? endedHeading(state.error) : PHASE_TEXT[state.phase]}
    </Badge>
  );
  const modeBadges = (
    <>
      {state.mode !== 'peer' && (
        <Badge variant="light" color="brand" size={solo ? 'md' : 'sm'} style={{ flexShrink: 0 }}>
          {state.mode}
        </Badge>
      )}
      {meta?.moderated && (
        <Badge variant="light" color="yellow" size={solo ? 'md' : 'sm'} style={{ flexShrink: 0 }}>
          moderated
        </Badge>
      )}
    </>
  );
  const searchButton = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={solo ? 'lg' : 'md'}
      aria-label={solo ? 'Search the output (Ctrl+F)' : `Search the output of ${title} (Ctrl+F)`}
      title="Search the output (Ctrl+F)"
      onClick={() => setSearchOpen(true)}
    >
      <SearchIcon size={solo ? undefined : 16} />
    </ActionIcon>
  );
  const filesButton = (
    <Button
      size={solo ? 'xs' : 'compact-xs'}
      variant="default"
      leftSection={<FilesIcon size={solo ? 16 : 14} />}
      onClick={() => setFilesOpen(true)}
      disabled={!nodeTarget}
      aria-label={solo ? 'Files' : `Files on ${title}`}
      className={solo ? 'terminal-bar-button' : undefined}
    >
      {solo ? <span className="terminal-bar-label">Files</span> : 'Files'}
    </Button>
  );

  let header: ReactNode;
  if (solo) {
    header = (
      <>
        {createPortal(
          <>
            {statusBadge}
            <Text component="h1" fw={600} size="md" truncate="end" data-testid="terminal-title" title={title}>
              {title}
            </Text>
            {modeBadges}
          </>,
          solo.title,
        )}
        {createPortal(
          <>
            {searchButton}
            {filesButton}
          </>,
          solo.actions,
        )}
      </>
    );
  } else {
    header = (
      <Group
        component="header"
        h={32}
        px="xs"
        gap={6}
        wrap="nowrap"
        justify="space-between"
        data-testid="pane-header"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
      >
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
          {statusBadge}
          <Text component="h2" fw={600} size="sm" truncate="end" data-testid="terminal-title" title={title}>
            {title}
          </Text>
          {modeBadges}
          {props.broadcast && (
            <Badge variant="light" color="orange" size="sm" style={{ flexShrink: 0 }} data-testid="pane-broadcast">
              broadcast
            </Badge>
          )}
        </Group>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {searchButton}
          {filesButton}
          <ActionIcon variant="subtle" color="gray" size="md" aria-label={`Close pane ${title}`} title="Close this pane" onClick={close}>
            <CloseIcon size={16} />
          </ActionIcon>
        </Group>
      </Group>
    );
  }

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
      {header}
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
            onReady={(h) => {
              handle.set(h);
              setReady(true);
            }}
            onInput={(data) => props.onInput(id, data)}
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
          <ModeratorRequests requests={state.fileRequests.filter((r) => !r.own)} onDecide={(rid, ok) => session.decideTransfer(rid, ok)} />
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
          onReconnectNow={() => session.reconnectNow()}
        />
      </Box>
      <Group
        h={28}
        px={solo ? 'md' : 'xs'}
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
