// The SSH terminal screen, outside the main shell: a top bar and up to four terminal panes
// (terminal-pane.tsx: each its own session, terminal, overlay, dialogs and status line), side by
// side, stacked or in a grid, with splitters between them. The first pane is the route's session.
// The top bar opens new panes, picks the layout and turns broadcast input on; the panes are
// remembered (workspace-store.ts) and offered back when the page opens again. A lazy chunk with
// xterm in it.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import './terminal-panes.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Menu, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useSignedInUserName } from '@/shared/sessions/signed-in-user';
import { SessionBar } from '@/shared/sessions/session-bar';
import type { Shortcut } from '@/shared/sessions/player-shortcuts';
import { TerminalBarActions } from '@/shared/sessions/terminal-settings/terminal-bar-actions';
import { CheckIcon, ChevronDownIcon } from '@/shared/icons/icons';
import type { TerminalSession } from './terminal-session';
import type { TerminalTarget } from './terminal-url';
import { TerminalPane } from './terminal-pane';
import type { PaneControl, PaneInfo, XtermSlot } from './use-pane-session';
import type { SoloSlots } from './pane-header';
import { NewPanePopover, type NewPaneChoice } from './new-pane-popover';
import { BroadcastChooser } from './broadcast-chooser';
import { PaneSplitter } from './pane-splitter';
import { inputTargets, listTitles, pruneChosen, type BroadcastPane } from './broadcast';
import { arrange, clampSplit, fitSizes, MAX_PANES, moveSplitter, splitterPercent, type PaneLayout } from './pane-layout';
import { describeOffer, panesToOffer, readWorkspace, writeWorkspace, type StoredPane, type Workspace } from './workspace-store';

/** A pane's test handle (window.__terminalPanes, when sessionStorage `terminal.stats` is "1"). */
export interface PaneTestHandle {
  id: string;
  title: string;
  stats(): ReturnType<TerminalSession['stats']> | null;
  screen(): string;
  input(text: string): void;
}

declare global {
  interface Window {
    /** Set when sessionStorage `terminal.stats` is "1" (the benchmark reads it): the first pane's. */
    __terminalStats?: () => ReturnType<TerminalSession['stats']>;
    /** With `__terminalStats`: the first pane's screen text (the benchmark reads it whatever the renderer). */
    __terminalScreen?: () => string;
    /** With `__terminalStats`: every pane, in page order. */
    __terminalPanes?: () => PaneTestHandle[];
  }
}

/** The keys of the panes, for the terminal's key sheet (they do not reach the shell). */
export const PANE_KEYS: readonly Shortcut[] = [
  { keys: ['Ctrl', 'Shift', '→'], what: 'Focus the next pane (with two or more)' },
  { keys: ['Ctrl', 'Shift', '←'], what: 'Focus the previous pane' },
];

const LAYOUT_TEXT: Record<PaneLayout, string> = { columns: 'Side by side', rows: 'Stacked', grid: 'Grid' };

interface PaneEntry {
  id: string;
  target: TerminalTarget;
  /** Host name known when it was opened (New pane, Reopen), for the stored workspace. */
  host?: string;
}

function screenText(slot: XtermSlot | undefined): string {
  const t = slot?.current?.terminal;
  if (!t) return '';
  const b = t.buffer.active;
  const lines: string[] = [];
  for (let y = b.viewportY; y < b.viewportY + t.rows; y++) lines.push(b.getLine(y)?.translateToString(true) ?? '');
  return lines.join('\n');
}

const sameInfo = (a: PaneInfo | undefined, b: PaneInfo) =>
  !!a &&
  a.title === b.title &&
  a.host === b.host &&
  a.phase === b.phase &&
  a.mode === b.mode &&
  a.node?.serverId === b.node?.serverId &&
  a.node?.login === b.node?.login;

export function TerminalPage({ clusterId, target }: { clusterId: string; target: TerminalTarget }) {
  const navigate = useNavigate();
  const user = useSignedInUserName();
  const nextId = useRef(2);
  const [panes, setPanes] = useState<PaneEntry[]>(() => [{ id: 'p1', target }]);
  const [layout, setLayout] = useState<PaneLayout>('columns');
  const [sizes, setSizes] = useState<number[]>([1]);
  const [split, setSplit] = useState({ col: 0.5, row: 0.5 });
  const [focused, setFocused] = useState('p1');
  const [infos, setInfos] = useState<Record<string, PaneInfo>>({});
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set());
  const controls = useRef(new Map<string, PaneControl>());
  const gridBox = useRef<HTMLDivElement>(null);
  const [titleSlot, setTitleSlot] = useState<HTMLElement | null>(null);
  const [actionsSlot, setActionsSlot] = useState<HTMLElement | null>(null);
  // The Reopen offer (the stored panes beyond the route's own), until it is answered.
  const [answered, setAnswered] = useState(false);
  // The workspace is written once the offer is answered (or there was none) and the user changed it.
  const [dirty, setDirty] = useState(false);

  const single = panes.length === 1;
  // The panes appear once the top bar's slots are there (the same commit, before anything is drawn).
  const slots: SoloSlots | null = titleSlot && actionsSlot ? { title: titleSlot, actions: actionsSlot } : null;
  const solo = single ? slots : null;

  // The panes as broadcast sees them (a pane that has not reported yet: its route's mode, not live).
  const bpanes: BroadcastPane[] = useMemo(
    () =>
      panes.map((p) => {
        const info = infos[p.id];
        return {
          id: p.id,
          title: info?.title ?? (p.target.kind === 'node' ? `${p.target.login}@${p.host ?? p.target.serverId}` : 'joined session'),
          mode: info?.mode ?? (p.target.kind === 'join' ? p.target.mode : 'peer'),
          active: info?.phase === 'active',
        };
      }),
    [panes, infos],
  );
  // Broadcast loses closed and read-only panes, and is off below two.
  const chosen = useMemo(() => pruneChosen(picked, bpanes), [picked, bpanes]);
  const latest = useRef({ bpanes, chosen, panes, infos, focused });
  useEffect(() => {
    latest.current = { bpanes, chosen, panes, infos, focused };
  });

  const onInput = useCallback((from: string, data: string) => {
    const { chosen: set, bpanes: list } = latest.current;
    for (const id of inputTargets(from, set, list)) controls.current.get(id)?.session.input(data);
  }, []);
  const onInfo = useCallback((info: PaneInfo) => {
    setInfos((prev) => (sameInfo(prev[info.id], info) ? prev : { ...prev, [info.id]: info }));
  }, []);
  const onControl = useCallback((id: string, control: PaneControl | null) => {
    if (control) controls.current.set(id, control);
    else controls.current.delete(id);
  }, []);

  // The stored workspace, read once the user is known (a later write does not change the offer).
  const routeNode = target.kind === 'node' ? `${target.serverId}\n${target.login}` : '';
  const stored = useMemo(() => {
    if (!user) return null;
    const workspace = readWorkspace(user, clusterId);
    const [serverId = '', login = ''] = routeNode.split('\n');
    const rest = panesToOffer(workspace, routeNode ? { serverId, login } : null);
    return workspace && rest.length ? { workspace, panes: rest } : null;
  }, [user, clusterId, routeNode]);
  const offered = user && stored && !answered ? stored : null;

  const workspace: Workspace = useMemo(() => {
    const nodes: StoredPane[] = [];
    for (const p of panes) {
      const info = infos[p.id];
      const node = info?.node ?? (p.target.kind === 'node' ? p.target : null);
      if (!node) continue;
      const host = (info?.node ? info.host : undefined) || p.host || node.serverId;
      nodes.push({ serverId: node.serverId, login: node.login, host });
    }
    return { layout, sizes, split, panes: nodes };
  }, [panes, infos, layout, sizes, split]);
  useEffect(() => {
    if (!user || offered || !dirty) return;
    writeWorkspace(user, clusterId, workspace);
  }, [user, offered, dirty, clusterId, workspace]);

  const addPanes = (
    added: { serverId: string; login: string; host: string }[],
    next?: Partial<Pick<Workspace, 'layout' | 'sizes' | 'split'>>,
  ) => {
    const room = MAX_PANES - panes.length;
    const entries = added.slice(0, Math.max(room, 0)).map((a) => ({
      id: `p${nextId.current++}`,
      target: { kind: 'node' as const, serverId: a.serverId, login: a.login },
      host: a.host,
    }));
    if (!entries.length) return;
    const n = panes.length + entries.length;
    setPanes((prev) => [...prev, ...entries]);
    setSizes(fitSizes(next?.sizes, n));
    if (next?.layout) setLayout(next.layout);
    if (next?.split) setSplit({ col: clampSplit(next.split.col), row: clampSplit(next.split.row) });
    setFocused(entries.at(-1)!.id);
    setDirty(true);
  };

  const focusPane = useCallback((id: string) => {
    setFocused(id);
    controls.current.get(id)?.focus();
  }, []);

  const closePage = () => {
    // A deliberate Close ends the workspace: nothing is offered back next time.
    if (user && !single) writeWorkspace(user, clusterId, null);
    for (const c of controls.current.values()) c.session.disconnect();
    void navigate(
      target.kind === 'join'
        ? { to: '/cluster/$clusterId/sessions', params: { clusterId } }
        : { to: '/cluster/$clusterId/console/nodes', params: { clusterId } },
    );
  };
  const closePane = (id: string) => {
    if (panes.length === 1) return closePage();
    const index = panes.findIndex((p) => p.id === id);
    const rest = panes.filter((p) => p.id !== id);
    setPanes(rest);
    setSizes(
      fitSizes(
        sizes.filter((_, i) => i !== index),
        rest.length,
      ),
    );
    setInfos((prev) => {
      const copy = { ...prev };
      delete copy[id];
      return copy;
    });
    setDirty(true);
    // The focus goes to a neighbour's terminal, never to the page's body.
    const neighbour = rest[Math.min(index, rest.length - 1)]!;
    setFocused(neighbour.id);
    requestAnimationFrame(() => controls.current.get(neighbour.id)?.focus());
  };

  // Ctrl+Shift+Left/Right move the focus between panes; the shell never sees them.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.ctrlKey || !e.shiftKey || e.altKey || e.metaKey || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
      const list = latest.current.panes;
      if (list.length < 2) return;
      e.preventDefault();
      e.stopPropagation();
      const at = Math.max(
        list.findIndex((p) => p.id === latest.current.focused),
        0,
      );
      const next = list[(at + (e.key === 'ArrowRight' ? 1 : list.length - 1)) % list.length]!;
      focusPane(next.id);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [focusPane]);

  const focusedTitle = infos[focused]?.title ?? infos[panes[0]!.id]?.title ?? '';
  useEffect(() => {
    if (focusedTitle) document.title = `${clusterId} • ${focusedTitle}`;
  }, [clusterId, focusedTitle]);

  // The test hook (the benchmark and the browser tests read the panes through it).
  useEffect(() => {
    if (sessionStorage.getItem('terminal.stats') !== '1') return;
    const handles = (): PaneTestHandle[] =>
      latest.current.panes.map((p) => ({
        id: p.id,
        title: latest.current.infos[p.id]?.title ?? '',
        stats: () => controls.current.get(p.id)?.session.stats() ?? null,
        screen: () => screenText(controls.current.get(p.id)?.slot),
        input: (text: string) => onInput(p.id, text),
      }));
    window.__terminalPanes = handles;
    window.__terminalStats = () => {
      const first = latest.current.panes[0];
      return controls.current.get(first?.id ?? '')!.session.stats();
    };
    window.__terminalScreen = () => screenText(controls.current.get(latest.current.panes[0]?.id ?? '')?.slot);
    return () => {
      delete window.__terminalPanes;
      delete window.__terminalStats;
      delete window.__terminalScreen;
    };
  }, [onInput]);

  const arrangement = arrange(layout, panes.length, sizes, split);
  const broadcastOn = chosen.size >= 2;
  const broadcastTitles = bpanes.filter((p) => chosen.has(p.id)).map((p) => p.title);

  return (
    <Stack h="100dvh" gap={0} style={{ overflow: 'hidden' }}>
      <SessionBar
        actions={
          <>
            <span ref={setActionsSlot} style={{ display: 'contents' }} />
            <NewPanePopover clusterId={clusterId} disabled={panes.length >= MAX_PANES} onOpen={(c: NewPaneChoice) => addPanes([c])} />
            {!single && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button
                    size="xs"
                    variant="default"
                    rightSection={<ChevronDownIcon size={14} />}
                    aria-label={`Layout: ${LAYOUT_TEXT[layout]}`}
                  >
                    Layout
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {(['columns', 'rows', 'grid'] as const).map((l) => (
                    <Menu.Item
                      key={l}
                      aria-current={layout === l ? 'true' : undefined}
                      leftSection={
                        <span style={{ display: 'inline-flex', visibility: layout === l ? 'visible' : 'hidden' }}>
                          <CheckIcon size={14} />
                        </span>
                      }
                      fw={layout === l ? 600 : undefined}
                      onClick={() => {
                        setLayout(l);
                        setDirty(true);
                      }}
                    >
                      {LAYOUT_TEXT[l]}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
            {!single && <BroadcastChooser panes={bpanes} chosen={chosen} onChange={setPicked} />}
            <TerminalBarActions extraKeys={PANE_KEYS} />
            <Button size="xs" variant="subtle" color="gray" onClick={closePage} aria-label={single ? undefined : 'Close all panes'}>
              Close
            </Button>
          </>
        }
      >
        <span ref={setTitleSlot} style={{ display: 'contents' }} />
        {!single && (
          <Text component="h1" fw={600} size="md" truncate="end">
            {panes.length} terminals · {clusterId}
          </Text>
        )}
      </SessionBar>
      {offered && (
        <Alert
          color="brand"
          variant="light"
          radius={0}
          py={6}
          role="region"
          aria-label="Reopen your last terminal layout"
          data-testid="reopen-offer"
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" truncate="end">
              Reopen your last terminal layout? {describeOffer(offered.panes, offered.workspace.layout)}
            </Text>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <Button
                size="compact-sm"
                onClick={() => {
                  setAnswered(true);
                  addPanes(offered.panes, offered.workspace);
                }}
              >
                Reopen
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => {
                  setAnswered(true);
                  controls.current.get(focused)?.focus();
                }}
              >
                Not now
              </Button>
            </Group>
          </Group>
        </Alert>
      )}
      {broadcastOn && (
        <Alert color="orange" variant="light" radius={0} py={6} role="status" data-testid="broadcast-banner">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" fw={600} truncate="end">
              Broadcasting your typing to {listTitles(broadcastTitles)}
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                setPicked(new Set());
                // The banner goes with the button: the focus goes back to the terminal.
                controls.current.get(focused)?.focus();
              }}
            >
              Stop
            </Button>
          </Group>
        </Alert>
      )}
      <Box
        ref={gridBox}
        style={{
          flex: 1,
          minHeight: 0,
          display: 'grid',
          gridTemplateColumns: arrangement.columns,
          gridTemplateRows: arrangement.rows,
          gap: 0,
        }}
      >
        {slots &&
          panes.map((p, i) => (
            <div key={p.id} style={{ ...arrangement.panes[i], minWidth: 0, minHeight: 0 }}>
              <TerminalPane
                id={p.id}
                clusterId={clusterId}
                target={p.target}
                solo={solo}
                focused={focused === p.id}
                broadcast={broadcastOn && chosen.has(p.id)}
                onInput={onInput}
                onInfo={onInfo}
                onControl={onControl}
                onFocus={setFocused}
                onClose={closePane}
              />
            </div>
          ))}
        {arrangement.splitters.map((s) => (
          <PaneSplitter
            key={`${s.kind}${s.index}`}
            spec={s}
            label={s.orientation === 'vertical' ? 'Resize the panes left and right' : 'Resize the panes above and below'}
            value={
              s.kind === 'sizes'
                ? splitterPercent(fitSizes(sizes, panes.length), s.index)
                : Math.round((s.kind === 'col' ? split.col : split.row) * 100)
            }
            container={() => gridBox.current}
            onMove={(delta) => {
              setDirty(true);
              if (s.kind === 'sizes') setSizes((prev) => moveSplitter(fitSizes(prev, panes.length), s.index, delta));
              else setSplit((prev) => ({ ...prev, [s.kind]: clampSplit(prev[s.kind as 'col' | 'row'] + delta) }));
            }}
          />
        ))}
      </Box>
    </Stack>
  );
}
