// The terminal page's workspace as a pure reducer: its panes, their layout and splitters, which
// pane has the focus, what each pane reported (PaneInfo), the broadcast choice and the Reopen offer
// (the stored panes beyond the route's own, until it is answered). The page (terminal.page.tsx)
// only lays it out and does what no reducer may: sockets, storage, focus, navigation.
// The rules:
// - the first pane ('p1') is the route's; the page holds at most MAX_PANES, panes beyond are dropped;
// - a new pane takes the focus; closing a pane gives it to a neighbour (the last pane is never
//   closed here: closing it closes the page);
// - panes opened or closed share the page evenly, unless the reopened workspace says otherwise;
// - broadcast loses closed and read-only panes and is off below two (pruneChosen in
//   broadcast.ts; the choice itself is kept as picked);
// - the workspace is "dirty" (worth storing) once the user changed it; it is stored only once the
//   offer is answered or there was none.
import type { TerminalTarget } from './terminal-url';
import type { BroadcastPane } from './broadcast';
import { clampSplit, fitSizes, MAX_PANES, moveSplitter, type PaneLayout, type SplitterSpec } from './pane-layout';
import type { StoredPane, Workspace } from './workspace-store';
import type { PaneInfo } from './use-pane-session';

export interface PaneEntry {
  id: string;
  target: TerminalTarget;
  /** Host name known when it was opened (New pane, Reopen), for the stored workspace. */
  host?: string;
}

/** The stored workspace and the panes of it the page would add. */
export interface ReopenOffer {
  workspace: Workspace;
  panes: StoredPane[];
}

export interface WorkspaceState {
  panes: PaneEntry[];
  /** The number of the next pane's id. */
  nextId: number;
  layout: PaneLayout;
  /** The panes' shares of the page (columns and rows layouts). */
  sizes: number[];
  /** The grid's splits. */
  split: { col: number; row: number };
  focused: string;
  infos: Record<string, PaneInfo>;
  /** The panes the user picked for broadcast (see chosenPanes for those it reaches). */
  picked: ReadonlySet<string>;
  /** The Reopen offer as read from storage (null: nothing to offer). */
  offer: ReopenOffer | null;
  answered: boolean;
  dirty: boolean;
}

export type SplitterKind = SplitterSpec['kind'];

export type WorkspaceAction =
  | { type: 'info'; info: PaneInfo }
  /** New pane (the top bar): opened beside the others. */
  | { type: 'open'; pane: StoredPane }
  /** The stored workspace was read (null: nothing stored beyond the route's pane). */
  | { type: 'offer'; offer: ReopenOffer | null }
  | { type: 'reopen' }
  | { type: 'not-now' }
  | { type: 'close'; id: string }
  | { type: 'focus'; id: string }
  | { type: 'layout'; layout: PaneLayout }
  | { type: 'splitter'; kind: SplitterKind; index: number; delta: number }
  | { type: 'broadcast'; picked: ReadonlySet<string> }
  | { type: 'stop-broadcast' };

export function initialWorkspace(target: TerminalTarget): WorkspaceState {
  return {
    panes: [{ id: 'p1', target }],
    nextId: 2,
    layout: 'columns',
    sizes: [1],
    split: { col: 0.5, row: 0.5 },
    focused: 'p1',
    infos: {},
    picked: new Set(),
    offer: null,
    answered: false,
    dirty: false,
  };
}

const sameInfo = (a: PaneInfo | undefined, b: PaneInfo) =>
  !!a &&
  a.title === b.title &&
  a.host === b.host &&
  a.phase === b.phase &&
  a.mode === b.mode &&
  a.node?.serverId === b.node?.serverId &&
  a.node?.login === b.node?.login;

export function workspaceReducer(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  switch (action.type) {
    case 'info':
      return sameInfo(state.infos[action.info.id], action.info)
        ? state
        : { ...state, infos: { ...state.infos, [action.info.id]: action.info } };
    case 'open':
      return addPanes(state, [action.pane]);
    case 'offer':
      return { ...state, offer: action.offer };
    case 'reopen': {
      const offer = reopenOffer(state);
      if (!offer) return state;
      return addPanes({ ...state, answered: true }, offer.panes, offer.workspace);
    }
    case 'not-now':
      return { ...state, answered: true };
    case 'close':
      return closePane(state, action.id);
    case 'focus':
      return state.focused === action.id ? state : { ...state, focused: action.id };
    case 'layout':
      return { ...state, layout: action.layout, dirty: true };
    case 'splitter':
      return moveOne(state, action.kind, action.index, action.delta);
    case 'broadcast':
      return { ...state, picked: action.picked };
    case 'stop-broadcast':
      return { ...state, picked: new Set() };
  }
}

function addPanes(
  state: WorkspaceState,
  added: readonly StoredPane[],
  next?: Pick<Workspace, 'layout' | 'sizes' | 'split'>,
): WorkspaceState {
  const room = Math.max(MAX_PANES - state.panes.length, 0);
  const entries: PaneEntry[] = added.slice(0, room).map((a, i) => ({
    id: `p${state.nextId + i}`,
    target: { kind: 'node', serverId: a.serverId, login: a.login },
    host: a.host,
  }));
  if (!entries.length) return state;
  const panes = [...state.panes, ...entries];
  return {
    ...state,
    panes,
    nextId: state.nextId + entries.length,
    sizes: fitSizes(next?.sizes, panes.length),
    layout: next?.layout ?? state.layout,
    split: next ? { col: clampSplit(next.split.col), row: clampSplit(next.split.row) } : state.split,
    focused: entries.at(-1)!.id,
    dirty: true,
  };
}

function closePane(state: WorkspaceState, id: string): WorkspaceState {
  const index = state.panes.findIndex((p) => p.id === id);
  if (index < 0 || state.panes.length === 1) return state;
  const panes = state.panes.filter((p) => p.id !== id);
  const infos = { ...state.infos };
  delete infos[id];
  return {
    ...state,
    panes,
    sizes: fitSizes(
      state.sizes.filter((_, i) => i !== index),
      panes.length,
    ),
    infos,
    focused: closeNeighbour(state, id)!,
    dirty: true,
  };
}

function moveOne(state: WorkspaceState, kind: SplitterKind, index: number, delta: number): WorkspaceState {
  if (kind === 'sizes') return { ...state, sizes: moveSplitter(fitSizes(state.sizes, state.panes.length), index, delta), dirty: true };
  return { ...state, split: { ...state.split, [kind]: clampSplit(state.split[kind] + delta) }, dirty: true };
}

/** The pane that gets the focus when pane `id` closes (null: it is the last, or not there). */
export function closeNeighbour(state: WorkspaceState, id: string): string | null {
  const index = state.panes.findIndex((p) => p.id === id);
  if (index < 0 || state.panes.length === 1) return null;
  const rest = state.panes.filter((p) => p.id !== id);
  return rest[Math.min(index, rest.length - 1)]!.id;
}

/** The pane after (1) or before (-1) the focused one, round the page; null with fewer than two. */
export function paneBeside(state: WorkspaceState, step: 1 | -1): string | null {
  const list = state.panes;
  if (list.length < 2) return null;
  const at = Math.max(
    list.findIndex((p) => p.id === state.focused),
    0,
  );
  return list[(at + (step === 1 ? 1 : list.length - 1)) % list.length]!.id;
}

/** The offer while it waits for an answer. */
export function reopenOffer(state: WorkspaceState): ReopenOffer | null {
  return state.answered ? null : state.offer;
}

/** The panes as broadcast sees them (a pane that has not reported yet: its route's mode, not live). */
export function broadcastPanes(panes: readonly PaneEntry[], infos: Readonly<Record<string, PaneInfo>>): BroadcastPane[] {
  return panes.map((p) => {
    const info = infos[p.id];
    return {
      id: p.id,
      title: info?.title ?? (p.target.kind === 'node' ? `${p.target.login}@${p.host ?? p.target.serverId}` : 'joined session'),
      mode: info?.mode ?? (p.target.kind === 'join' ? p.target.mode : 'peer'),
      active: info?.phase === 'active',
    };
  });
}

/** The workspace to store: the layout, the splitters and the node panes with their host names. */
export function workspaceToStore(state: Pick<WorkspaceState, 'panes' | 'infos' | 'layout' | 'sizes' | 'split'>): Workspace {
  const nodes: StoredPane[] = [];
  for (const p of state.panes) {
    const info = state.infos[p.id];
    const node = info?.node ?? (p.target.kind === 'node' ? p.target : null);
    if (!node) continue;
    const host = (info?.node ? info.host : undefined) || p.host || node.serverId;
    nodes.push({ serverId: node.serverId, login: node.login, host });
  }
  return { layout: state.layout, sizes: state.sizes, split: state.split, panes: nodes };
}

/** Whether the workspace should be written now: the user changed it and no offer waits. */
export function shouldStore(state: WorkspaceState): boolean {
  return state.dirty && !reopenOffer(state);
}

/** The title of the focused pane (the first pane's until it reports), for the document's title. */
export function focusedTitle(state: WorkspaceState): string {
  return state.infos[state.focused]?.title ?? state.infos[state.panes[0]!.id]?.title ?? '';
}
