// The terminal page's panes in their CSS grid (pane-layout.ts arranges it), with the splitters
// between them. The panes appear once the top bar's slots are there.
import { useRef } from 'react';
import { Box } from '@mantine/core';
import { TerminalPane, type TerminalPaneProps } from './terminal-pane';
import type { SoloSlots } from './pane-header';
import { PaneSplitter } from './pane-splitter';
import { arrange, fitSizes, splitterPercent } from './pane-layout';
import type { WorkspaceAction, WorkspaceState } from './workspace-reducer';

type PaneHandlers = Pick<TerminalPaneProps, 'onInput' | 'onInfo' | 'onControl' | 'onFocus' | 'onClose'>;

export interface PaneGridProps extends PaneHandlers {
  clusterId: string;
  state: WorkspaceState;
  /** The top bar's slots (null until they are there: no pane yet). */
  slots: SoloSlots | null;
  /** The panes broadcast reaches (on with two or more). */
  chosen: ReadonlySet<string>;
  dispatch(action: WorkspaceAction): void;
}

export function PaneGrid({ clusterId, state, slots, chosen, dispatch, ...handlers }: PaneGridProps) {
  const gridBox = useRef<HTMLDivElement>(null);
  const { panes, layout, sizes, split, focused } = state;
  const solo = panes.length === 1 ? slots : null;
  const broadcastOn = chosen.size >= 2;
  const arrangement = arrange(layout, panes.length, sizes, split);
  return (
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
              {...handlers}
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
          onMove={(delta) => dispatch({ type: 'splitter', kind: s.kind, index: s.index, delta })}
        />
      ))}
    </Box>
  );
}
