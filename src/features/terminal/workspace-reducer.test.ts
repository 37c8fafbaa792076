import { describe, expect, it } from 'vitest';
import { pruneChosen } from './broadcast';
import type { Workspace } from './workspace-store';
import type { PaneInfo } from './use-pane-session';
import {
  broadcastPanes,
  closeNeighbour,
  focusedTitle,
  initialWorkspace,
  paneBeside,
  reopenOffer,
  shouldStore,
  workspaceReducer,
  workspaceToStore,
  type WorkspaceAction,
  type WorkspaceState,
} from './workspace-reducer';

const route = { kind: 'node' as const, serverId: 'id-web', login: 'alice' };
const run = (actions: WorkspaceAction[], from: WorkspaceState = initialWorkspace(route)) => actions.reduce(workspaceReducer, from);
const open = (host: string, login = 'root'): WorkspaceAction => ({ type: 'open', pane: { serverId: `id-${host}`, login, host } });
const info = (id: string, over: Partial<PaneInfo> = {}): WorkspaceAction => ({
  type: 'info',
  info: { id, title: `t-${id}`, host: `h-${id}`, node: null, phase: 'active', mode: 'peer', ...over },
});
const ids = (s: WorkspaceState) => s.panes.map((p) => p.id);
const stored: Workspace = {
  layout: 'grid',
  sizes: [0.25, 0.25, 0.25, 0.25],
  split: { col: 0.3, row: 0.9 },
  panes: [
    { serverId: 'id-db', login: 'root', host: 'db-1' },
    { serverId: 'id-cache', login: 'root', host: 'cache-1' },
  ],
};
const offered = (s: WorkspaceState = initialWorkspace(route)) =>
  run([{ type: 'offer', offer: { workspace: stored, panes: stored.panes } }], s);

describe('workspaceReducer', () => {
  it('starts with the route pane alone, focused, in columns, clean and without broadcast', () => {
    const s = initialWorkspace(route);
    expect(s.panes).toEqual([{ id: 'p1', target: route }]);
    expect(s).toMatchObject({ focused: 'p1', layout: 'columns', sizes: [1], dirty: false, answered: false, offer: null });
    expect(s.picked.size).toBe(0);
  });

  it('opens a new pane beside the others: new id, focused, even shares, dirty', () => {
    const s = run([open('db-1'), open('cache-1')]);
    expect(ids(s)).toEqual(['p1', 'p2', 'p3']);
    expect(s.panes[1]).toEqual({ id: 'p2', target: { kind: 'node', serverId: 'id-db-1', login: 'root' }, host: 'db-1' });
    expect(s.focused).toBe('p3');
    expect(s.sizes).toEqual([1 / 3, 1 / 3, 1 / 3]);
    expect(s.dirty).toBe(true);
  });

  it('holds at most four panes and ignores a fifth', () => {
    const four = run([open('a'), open('b'), open('c')]);
    expect(run([open('d')], four)).toBe(four);
  });

  it('closes a pane: its share and report go, the focus moves to the neighbour after it (or before, at the end)', () => {
    let s = run([open('a'), open('b'), info('p2'), { type: 'focus', id: 'p1' }]);
    s = run([{ type: 'close', id: 'p2' }], s);
    expect(ids(s)).toEqual(['p1', 'p3']);
    expect(s.infos.p2).toBeUndefined();
    expect(s.focused).toBe('p3');
    expect(s.sizes).toEqual([0.5, 0.5]);
    expect(run([{ type: 'close', id: 'p3' }], s).focused).toBe('p1');
  });

  it('never closes the last pane (closing it closes the page) nor one that is not there', () => {
    const one = initialWorkspace(route);
    expect(run([{ type: 'close', id: 'p1' }], one)).toBe(one);
    const two = run([open('a')]);
    expect(run([{ type: 'close', id: 'p9' }], two)).toBe(two);
    expect(closeNeighbour(one, 'p1')).toBeNull();
    expect(closeNeighbour(two, 'p1')).toBe('p2');
  });

  it('keeps uneven shares through a close when they still fit', () => {
    let s = run([open('a'), open('b'), { type: 'splitter', kind: 'sizes', index: 0, delta: 0.1 }]);
    expect(s.sizes[0]).toBeCloseTo(1 / 3 + 0.1);
    s = run([{ type: 'close', id: 'p3' }], s);
    expect(s.sizes[0]).toBeCloseTo(0.65);
    expect(s.sizes[1]).toBeCloseTo(0.35);
  });

  it('moves the grid splits within their bounds, and marks the workspace dirty', () => {
    let s = run([open('a'), open('b'), { type: 'layout', layout: 'grid' }]);
    expect(s.layout).toBe('grid');
    s = run([{ type: 'splitter', kind: 'col', index: 0, delta: -0.9 }], { ...s, dirty: false });
    expect(s.split).toEqual({ col: 0.2, row: 0.5 });
    expect(s.dirty).toBe(true);
    s = run([{ type: 'splitter', kind: 'row', index: 0, delta: 0.1 }], s);
    expect(s.split.row).toBeCloseTo(0.6);
  });

  it('keeps a pane report only when it says something new', () => {
    const s = run([info('p1')]);
    expect(run([info('p1')], s)).toBe(s);
    expect(run([info('p1', { phase: 'disconnected' })], s).infos.p1?.phase).toBe('disconnected');
  });

  it('moves the focus round the panes, and not at all with one', () => {
    const s = run([open('a'), open('b'), { type: 'focus', id: 'p3' }]);
    expect(paneBeside(s, 1)).toBe('p1');
    expect(paneBeside(s, -1)).toBe('p2');
    expect(paneBeside(initialWorkspace(route), 1)).toBeNull();
    expect(run([{ type: 'focus', id: 'p3' }], s)).toBe(s);
  });
});

describe('the Reopen offer', () => {
  it('waits until answered, and holds back the stored workspace meanwhile', () => {
    const s = run([open('a')], offered());
    expect(reopenOffer(s)?.panes).toHaveLength(2);
    expect(s.dirty).toBe(true);
    expect(shouldStore(s)).toBe(false);
    const later = run([{ type: 'not-now' }], s);
    expect(reopenOffer(later)).toBeNull();
    expect(shouldStore(later)).toBe(true);
  });

  it('reopens the stored panes with the stored layout, sizes and splits (clamped)', () => {
    const s = run([{ type: 'reopen' }], offered());
    expect(ids(s)).toEqual(['p1', 'p2', 'p3']);
    expect(s.panes.map((p) => p.host)).toEqual([undefined, 'db-1', 'cache-1']);
    expect(s).toMatchObject({ layout: 'grid', answered: true, dirty: true, focused: 'p3' });
    // Four stored sizes do not fit three panes: even shares.
    expect(s.sizes).toEqual([1 / 3, 1 / 3, 1 / 3]);
    expect(s.split).toEqual({ col: 0.3, row: 0.8 });
    expect(reopenOffer(s)).toBeNull();
  });

  it('reopens only as many panes as there is room for, and nothing once answered', () => {
    const s = run([open('a'), open('b'), { type: 'reopen' }], offered());
    expect(ids(s)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(s.panes[3]?.host).toBe('db-1');
    expect(run([{ type: 'reopen' }], s)).toBe(s);
    const none = initialWorkspace(route);
    expect(run([{ type: 'reopen' }], none)).toBe(none);
  });

  it('is nothing to answer when nothing was stored', () => {
    const s = run([{ type: 'offer', offer: null }, open('a')]);
    expect(reopenOffer(s)).toBeNull();
    expect(shouldStore(s)).toBe(true);
    expect(shouldStore(initialWorkspace(route))).toBe(false);
  });
});

describe('broadcast', () => {
  it('reaches the picked panes still open and typing, and is off below two', () => {
    let s = run([open('a'), open('b'), info('p1'), info('p2'), info('p3'), { type: 'broadcast', picked: new Set(['p1', 'p2', 'p3']) }]);
    const reach = () => pruneChosen(s.picked, broadcastPanes(s.panes, s.infos));
    expect([...reach()]).toEqual(['p1', 'p2', 'p3']);
    s = run([info('p3', { mode: 'observer' })], s);
    expect([...reach()]).toEqual(['p1', 'p2']);
    s = run([{ type: 'close', id: 'p2' }], s);
    expect(reach().size).toBe(0);
    s = run([{ type: 'broadcast', picked: new Set(['p1', 'p3']) }, info('p3', { mode: 'peer' }), { type: 'stop-broadcast' }], s);
    expect(s.picked.size).toBe(0);
  });

  it('names a pane that has not reported by its route, as a peer not yet live', () => {
    const join = initialWorkspace({ kind: 'join', sid: 's1', mode: 'observer' });
    const s = run([open('db-1')], join);
    expect(broadcastPanes(s.panes, s.infos)).toEqual([
      { id: 'p1', title: 'joined session', mode: 'observer', active: false },
      { id: 'p2', title: 'root@db-1', mode: 'peer', active: false },
    ]);
  });
});

describe('the workspace stored and shown', () => {
  it('stores the node panes with their reported host, never a joined session', () => {
    const s = run(
      [open('db-1'), info('p1', { node: { serverId: 'id-web', login: 'alice' }, host: 'web-1' }), info('p2', { host: '' })],
      initialWorkspace(route),
    );
    const joined = run([open('x')], initialWorkspace({ kind: 'join', sid: 's1', mode: 'peer' }));
    expect(workspaceToStore(s).panes).toEqual([
      { serverId: 'id-web', login: 'alice', host: 'web-1' },
      { serverId: 'id-db-1', login: 'root', host: 'db-1' },
    ]);
    expect(workspaceToStore(s)).toMatchObject({ layout: 'columns', sizes: [0.5, 0.5], split: { col: 0.5, row: 0.5 } });
    expect(workspaceToStore(joined).panes.map((p) => p.host)).toEqual(['x']);
  });

  it('titles the document after the focused pane, or the first until it reports', () => {
    let s = run([open('a')]);
    expect(focusedTitle(s)).toBe('');
    s = run([info('p1')], s);
    expect(focusedTitle(s)).toBe('t-p1');
    s = run([info('p2')], s);
    expect(focusedTitle(s)).toBe('t-p2');
  });
});
