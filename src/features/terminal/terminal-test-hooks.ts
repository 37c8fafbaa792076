// The terminal page's test hook: with sessionStorage `terminal.stats` at "1", the benchmark
// (scripts/bench-terminal.mjs) and the browser tests read the panes through window.__terminalPanes,
// __terminalStats and __terminalScreen. The page calls useTerminalTestHooks once; nothing else
// in the page knows of them.
import { useEffect, type RefObject } from 'react';
import type { TerminalSession } from './terminal-session';
import type { PaneControl, PaneInfo, XtermSlot } from './use-pane-session';
import type { PaneEntry } from './workspace-reducer';

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

/** What the hook reads (read again at every call: always the latest). */
export interface TestHookPanes {
  panes: readonly PaneEntry[];
  infos: Readonly<Record<string, PaneInfo>>;
}

function screenText(slot: XtermSlot | undefined): string {
  const t = slot?.current?.terminal;
  if (!t) return '';
  const b = t.buffer.active;
  const lines: string[] = [];
  for (let y = b.viewportY; y < b.viewportY + t.rows; y++) lines.push(b.getLine(y)?.translateToString(true) ?? '');
  return lines.join('\n');
}

export function useTerminalTestHooks(
  read: () => TestHookPanes,
  controls: RefObject<Map<string, PaneControl>>,
  onInput: (from: string, data: string) => void,
): void {
  useEffect(() => {
    if (sessionStorage.getItem('terminal.stats') !== '1') return;
    const handles = (): PaneTestHandle[] => {
      const { panes, infos } = read();
      return panes.map((p) => ({
        id: p.id,
        title: infos[p.id]?.title ?? '',
        stats: () => controls.current.get(p.id)?.session.stats() ?? null,
        screen: () => screenText(controls.current.get(p.id)?.slot),
        input: (text: string) => onInput(p.id, text),
      }));
    };
    window.__terminalPanes = handles;
    window.__terminalStats = () => {
      const first = read().panes[0];
      return controls.current.get(first?.id ?? '')!.session.stats();
    };
    window.__terminalScreen = () => screenText(controls.current.get(read().panes[0]?.id ?? '')?.slot);
    return () => {
      delete window.__terminalPanes;
      delete window.__terminalStats;
      delete window.__terminalScreen;
    };
  }, [read, controls, onInput]);
}
