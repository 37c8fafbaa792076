// The terminal page's workspace (workspace-reducer.ts) with what a reducer may not do: the panes'
// controls (their sessions and terminals), the stored workspace read and written, the focus moved
// into a terminal, Ctrl+Shift+Left/Right, the document's title and leaving the page.
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useSignedInUserName } from '@/shared/sessions/signed-in-user';
import type { Shortcut } from '@/shared/sessions/player-shortcuts';
import type { TerminalTarget } from './terminal-url';
import type { PaneControl, PaneInfo } from './use-pane-session';
import { inputTargets, pruneChosen } from './broadcast';
import { panesToOffer, readWorkspace, writeWorkspace } from './workspace-store';
import {
  broadcastPanes,
  closeNeighbour,
  focusedTitle,
  initialWorkspace,
  paneBeside,
  shouldStore,
  workspaceReducer,
  workspaceToStore,
  type WorkspaceAction,
} from './workspace-reducer';

/** The keys of the panes, for the terminal's key sheet (they do not reach the shell). */
export const PANE_KEYS: readonly Shortcut[] = [
  { keys: ['Ctrl', 'Shift', '→'], what: 'Focus the next pane (with two or more)' },
  { keys: ['Ctrl', 'Shift', '←'], what: 'Focus the previous pane' },
];

/** The stored workspace, read once the user is known (a later write does not change the offer). */
function useStoredWorkspace(dispatch: (a: WorkspaceAction) => void, user: string | null, clusterId: string, target: TerminalTarget) {
  const routeNode = target.kind === 'node' ? `${target.serverId}\n${target.login}` : '';
  useEffect(() => {
    if (!user) return;
    const workspace = readWorkspace(user, clusterId);
    const [serverId = '', login = ''] = routeNode.split('\n');
    const panes = panesToOffer(workspace, routeNode ? { serverId, login } : null);
    dispatch({ type: 'offer', offer: workspace && panes.length ? { workspace, panes } : null });
  }, [dispatch, user, clusterId, routeNode]);
}

/** Ctrl+Shift+Left/Right move the focus between panes; the shell never sees them. */
function usePaneKeys(next: (step: 1 | -1) => string | null, focusPane: (id: string) => void) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.ctrlKey || !e.shiftKey || e.altKey || e.metaKey || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
      const id = next(e.key === 'ArrowRight' ? 1 : -1);
      if (!id) return;
      e.preventDefault();
      e.stopPropagation();
      focusPane(id);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [next, focusPane]);
}

export function useTerminalWorkspace(clusterId: string, target: TerminalTarget) {
  const navigate = useNavigate();
  const user = useSignedInUserName();
  const [state, dispatch] = useReducer(workspaceReducer, target, initialWorkspace);
  const controls = useRef(new Map<string, PaneControl>());
  const { panes, infos, picked, layout, sizes, split } = state;
  const bpanes = useMemo(() => broadcastPanes(panes, infos), [panes, infos]);
  const chosen = useMemo(() => pruneChosen(picked, bpanes), [picked, bpanes]);
  const latest = useRef({ state, bpanes, chosen });
  useEffect(() => {
    latest.current = { state, bpanes, chosen };
  });

  useStoredWorkspace(dispatch, user, clusterId, target);
  const workspace = useMemo(() => workspaceToStore({ panes, infos, layout, sizes, split }), [panes, infos, layout, sizes, split]);
  const store = shouldStore(state);
  useEffect(() => {
    if (user && store) writeWorkspace(user, clusterId, workspace);
  }, [user, store, clusterId, workspace]);

  const onInput = useCallback((from: string, data: string) => {
    const { chosen: set, bpanes: list } = latest.current;
    for (const id of inputTargets(from, set, list)) controls.current.get(id)?.session.input(data);
  }, []);
  const onInfo = useCallback((info: PaneInfo) => dispatch({ type: 'info', info }), []);
  const onControl = useCallback((id: string, control: PaneControl | null) => {
    if (control) controls.current.set(id, control);
    else controls.current.delete(id);
  }, []);
  const onFocus = useCallback((id: string) => dispatch({ type: 'focus', id }), []);
  const focusPane = useCallback((id: string) => {
    dispatch({ type: 'focus', id });
    controls.current.get(id)?.focus();
  }, []);
  const paneNext = useCallback((step: 1 | -1) => paneBeside(latest.current.state, step), []);
  usePaneKeys(paneNext, focusPane);
  /** The focus back into the focused pane's terminal (a banner's button went away). */
  const refocus = () => controls.current.get(state.focused)?.focus();

  const closePage = () => {
    // A deliberate Close ends the workspace: nothing is offered back next time.
    if (user && panes.length > 1) writeWorkspace(user, clusterId, null);
    for (const c of controls.current.values()) c.session.disconnect();
    void navigate(
      target.kind === 'join'
        ? { to: '/cluster/$clusterId/sessions', params: { clusterId } }
        : { to: '/cluster/$clusterId/console/nodes', params: { clusterId } },
    );
  };
  const closePane = (id: string) => {
    const neighbour = closeNeighbour(state, id);
    if (panes.length === 1) return closePage();
    dispatch({ type: 'close', id });
    // The focus goes to a neighbour's terminal, never to the page's body.
    if (neighbour) requestAnimationFrame(() => controls.current.get(neighbour)?.focus());
  };

  const title = focusedTitle(state);
  useEffect(() => {
    if (title) document.title = `${clusterId} • ${title}`;
  }, [clusterId, title]);

  /** The panes as they are now (for the test hook). */
  const readPanes = useCallback(() => latest.current.state, []);
  /** What every pane is handed. */
  const paneHandlers = { onInput, onInfo, onControl, onFocus, onClose: closePane };
  return { user, state, dispatch, bpanes, chosen, controls, readPanes, onInput, paneHandlers, refocus, closePage };
}
