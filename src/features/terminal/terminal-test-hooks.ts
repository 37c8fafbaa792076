// The terminal page's test hooks (src/platform/test-hooks.ts): when a browser test or the
// benchmark (bench/bench-terminal.mjs) turned the hooks on, they read the panes through
// terminalPanes, terminalStats and terminalScreen. The page calls useTerminalTestHooks once;
// nothing else in the page knows of them.
import { useEffect, type RefObject } from 'react';
import { exposeForTests, testHooksOn, type TerminalPaneHook } from '@/platform/test-hooks';
import type { PaneControl, PaneInfo, XtermSlot } from './use-pane-session';
import type { PaneEntry } from './workspace-reducer';

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
    if (!testHooksOn()) return;
    const handles = (): TerminalPaneHook[] => {
      const { panes, infos } = read();
      return panes.map((p) => ({
        id: p.id,
        title: infos[p.id]?.title ?? '',
        stats: () => controls.current.get(p.id)?.session.stats() ?? null,
        screen: () => screenText(controls.current.get(p.id)?.slot),
        input: (text: string) => onInput(p.id, text),
      }));
    };
    const removals = [
      exposeForTests('terminalPanes', handles),
      exposeForTests('terminalStats', () => controls.current.get(read().panes[0]?.id ?? '')!.session.stats()),
      exposeForTests('terminalScreen', () => screenText(controls.current.get(read().panes[0]?.id ?? '')?.slot)),
    ];
    return () => removals.forEach((remove) => remove());
  }, [read, controls, onInput]);
}
