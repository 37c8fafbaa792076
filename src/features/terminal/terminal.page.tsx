// The SSH terminal screen, outside the main shell: a top bar and up to four terminal panes
// (terminal-pane.tsx: each its own session, terminal, overlay, dialogs and status line), side by
// side, stacked or in a grid, with splitters between them. The first pane is the route's session.
// The top bar opens new panes, picks the layout and turns broadcast input on; the panes are
// remembered (workspace-store.ts) and offered back when the page opens again. What the page holds
// is one reducer (workspace-reducer.ts, run by use-terminal-workspace.ts); this file lays it out.
// A lazy chunk with xterm in it.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import './terminal-panes.css';
import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { SessionBar } from '@/shared/sessions/session-bar';
import type { TerminalTarget } from './terminal-url';
import type { SoloSlots } from './pane-header';
import { PaneGrid } from './pane-grid';
import { WorkspaceBar } from './workspace-bar';
import { BroadcastBanner, ReopenBanner } from './workspace-banners';
import { useTerminalWorkspace } from './use-terminal-workspace';
import { useTerminalTestHooks } from './terminal-test-hooks';
import { reopenOffer } from './workspace-reducer';

/** The top bar's two slots, where a solo pane puts its header (null until both are there). */
function useBarSlots() {
  const [title, setTitle] = useState<HTMLElement | null>(null);
  const [actions, setActions] = useState<HTMLElement | null>(null);
  const slots: SoloSlots | null = title && actions ? { title, actions } : null;
  return { slots, setTitle, setActions };
}

export function TerminalPage({ clusterId, target }: { clusterId: string; target: TerminalTarget }) {
  const ws = useTerminalWorkspace(clusterId, target);
  const { state, dispatch, chosen, bpanes } = ws;
  const { slots, setTitle, setActions } = useBarSlots();
  useTerminalTestHooks(ws.readPanes, ws.controls, ws.onInput);
  const single = state.panes.length === 1;
  const offer = ws.user ? reopenOffer(state) : null;
  return (
    <Stack h="100dvh" gap={0} style={{ overflow: 'hidden' }}>
      <SessionBar
        actions={
          <WorkspaceBar
            clusterId={clusterId}
            paneCount={state.panes.length}
            layout={state.layout}
            bpanes={bpanes}
            chosen={chosen}
            dispatch={dispatch}
            actionsSlot={setActions}
            onClosePage={ws.closePage}
          />
        }
      >
        <span ref={setTitle} style={{ display: 'contents' }} />
        {!single && (
          <Text component="h1" fw={600} size="md" truncate="end">
            {state.panes.length} terminals · {clusterId}
          </Text>
        )}
      </SessionBar>
      {offer && (
        <ReopenBanner
          offer={offer}
          onReopen={() => dispatch({ type: 'reopen' })}
          onNotNow={() => {
            dispatch({ type: 'not-now' });
            ws.refocus();
          }}
        />
      )}
      {chosen.size >= 2 && (
        <BroadcastBanner
          titles={bpanes.filter((p) => chosen.has(p.id)).map((p) => p.title)}
          onStop={() => {
            dispatch({ type: 'stop-broadcast' });
            // The banner goes with the button: the focus goes back to the terminal.
            ws.refocus();
          }}
        />
      )}
      <PaneGrid clusterId={clusterId} state={state} slots={slots} chosen={chosen} dispatch={dispatch} {...ws.paneHandlers} />
    </Stack>
  );
}
