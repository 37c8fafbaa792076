// The terminal page's top-bar actions (terminal.page.tsx): New pane, the layout, Broadcast, the
// terminal settings and Close. A solo pane's own buttons come first, through the actions slot.
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { Button, Menu } from '@mantine/core';
import { TerminalBarActions } from '@/shared/sessions/terminal-settings/terminal-bar-actions';
import { CheckIcon, ChevronDownIcon } from '@/shared/icons/icons';
import { NewPanePopover } from './new-pane-popover';
import { BroadcastChooser } from './broadcast-chooser';
import type { BroadcastPane } from './broadcast';
import { MAX_PANES, PANE_LAYOUTS, type PaneLayout } from './pane-layout';
import { PANE_KEYS } from './use-terminal-workspace';
import type { WorkspaceAction } from './workspace-reducer';

const LAYOUT_TEXT: Record<PaneLayout, string> = { columns: 'Side by side', rows: 'Stacked', grid: 'Grid' };

function LayoutMenu({ layout, onPick }: { layout: PaneLayout; onPick(layout: PaneLayout): void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" rightSection={<ChevronDownIcon size={14} />} aria-label={`Layout: ${LAYOUT_TEXT[layout]}`}>
          Layout
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {PANE_LAYOUTS.map((l) => (
          <Menu.Item
            key={l}
            aria-current={layout === l ? 'true' : undefined}
            leftSection={
              <span style={{ display: 'inline-flex', visibility: layout === l ? 'visible' : 'hidden' }}>
                <CheckIcon size={14} />
              </span>
            }
            fw={layout === l ? 600 : undefined}
            onClick={() => onPick(l)}
          >
            {LAYOUT_TEXT[l]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export interface WorkspaceBarProps {
  clusterId: string;
  paneCount: number;
  layout: PaneLayout;
  bpanes: readonly BroadcastPane[];
  chosen: ReadonlySet<string>;
  dispatch(action: WorkspaceAction): void;
  /** Where a solo pane's buttons go. */
  actionsSlot(el: HTMLElement | null): void;
  onClosePage(): void;
}

export function WorkspaceBar({ clusterId, paneCount, layout, bpanes, chosen, dispatch, actionsSlot, onClosePage }: WorkspaceBarProps) {
  const single = paneCount === 1;
  return (
    <>
      <span ref={actionsSlot} style={{ display: 'contents' }} />
      <NewPanePopover clusterId={clusterId} disabled={paneCount >= MAX_PANES} onOpen={(pane) => dispatch({ type: 'open', pane })} />
      {!single && <LayoutMenu layout={layout} onPick={(l) => dispatch({ type: 'layout', layout: l })} />}
      {!single && <BroadcastChooser panes={bpanes} chosen={chosen} onChange={(picked) => dispatch({ type: 'broadcast', picked })} />}
      <TerminalBarActions extraKeys={PANE_KEYS} />
      <Button size="xs" variant="subtle" color="gray" onClick={onClosePage} aria-label={single ? undefined : 'Close all panes'}>
        Close
      </Button>
    </>
  );
}
