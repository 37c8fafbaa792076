// A terminal pane's connection (terminal-pane.tsx): its TerminalSession, the terminal it writes to
// (reached through an XtermSlot, since the terminal appears after the first render), what the pane
// tells the page (PaneInfo, PaneControl), the size sent to the server, and the pane's name (its
// server, login and host, from the target, the session's metadata or the active sessions list).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { loadTokenRecord } from '@/api/token-record';
import { preferredTransport } from '@/shared/socket-session/preferred-transport';
import { useSocketSession } from '@/shared/socket-session/use-socket-session';
import type { XtermHandle } from './xterm-view';
import { TerminalSession, type Phase, type SessionState } from './terminal-session';
import type { ParticipantMode } from './messages';
import type { TerminalTarget } from './terminal-url';
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

export interface PaneSessionOptions {
  id: string;
  clusterId: string;
  target: TerminalTarget;
  /** The only pane: a new session on a joined session's server replaces the page. */
  solo: boolean;
  onInfo(info: PaneInfo): void;
  onControl(id: string, control: PaneControl | null): void;
}

export interface PaneSession {
  session: TerminalSession;
  handle: XtermSlot;
  state: SessionState;
  serverId: string;
  login: string;
  host: string;
  title: string;
  /** The node a new session opens on (null: not known). */
  nodeTarget: { kind: 'node'; serverId: string; login: string } | null;
  /** The terminal is there: the session connects. */
  onReady(handle: XtermHandle): void;
  onResize(cols: number, rows: number): void;
  newSession(): void;
  rejoin(): void;
}

function useSession(clusterId: string, target: TerminalTarget) {
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
  return { handle, session };
}

/** A peer's terminal size goes to the server when the session starts and whenever it changes. */
function useSizeSync(session: TerminalSession, handle: XtermSlot, state: SessionState) {
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
  return onResize;
}

function paneName(state: SessionState, listed: ReturnType<typeof useJoinedSession>) {
  const meta = state.session;
  const current = state.target;
  const serverId = current.kind === 'node' ? current.serverId : meta?.server_id || current.serverId || listed?.server_id || '';
  const login = current.kind === 'node' ? current.login : meta?.login || current.login || listed?.login || '';
  const host =
    meta?.server_hostname ||
    listed?.server_hostname ||
    serverId ||
    (current.kind === 'join' ? `session ${current.sid.slice(0, 8)}` : 'the server');
  return { serverId, login, host, title: login ? `${login}@${host}` : host };
}

export function usePaneSession(options: PaneSessionOptions): PaneSession {
  const { id, clusterId, target } = options;
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const { handle, session } = useSession(clusterId, target);
  const state = useSocketSession(session);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const meta = state.session;
  const current = state.target;
  const listed = useJoinedSession(clusterId, target, Boolean(meta));
  const { serverId, login, host, title } = paneName(state, listed);

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

  const onResize = useSizeSync(session, handle, state);

  const nodeTarget = serverId && login ? { kind: 'node' as const, serverId, login } : null;
  const newSession = () => {
    if (!nodeTarget) return;
    if (target.kind === 'node' || !options.solo) {
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
  const onReady = (h: XtermHandle) => {
    handle.set(h);
    setReady(true);
  };
  return { session, handle, state, serverId, login, host, title, nodeTarget, onReady, onResize, newSession, rejoin };
}
