// xterm asks its renderer to redraw the selection after every scroll, whether there is a selection
// or not, and the DOM renderer answers by building every row again: while output streams, each
// frame built all rows twice (about a third of the rendering's script time in bench:terminal). This
// drops the redraws that go from no selection to no selection (nothing on the screen changes);
// every other one, and so any real selection, search match or clear, goes through unchanged.
//
// It reaches xterm's render service through the terminal's private `_core` (xterm 6 has no public
// hook for it); when that shape is not there (another xterm), it does nothing.
import type { Terminal } from '@xterm/xterm';
import { renderServiceWith, replaceMethod } from './xterm-internals';

type Cell = [number, number] | undefined;

export interface SelectionRedrawTarget {
  handleSelectionChanged(start: Cell, end: Cell, columnSelectMode: boolean): void;
}

/** The render service of `t`, when xterm's internals have the expected shape. */
export const renderServiceOf = (t: Terminal): SelectionRedrawTarget | null =>
  renderServiceWith<SelectionRedrawTarget>(t, 'handleSelectionChanged');

/**
 * Wraps `target.handleSelectionChanged` so that a call with no selection (start or end missing:
 * what every renderer draws as nothing) right after another one is skipped. Returns the undo.
 */
export function skipEmptySelectionRedraws(target: SelectionRedrawTarget | null): () => void {
  if (!target) return () => undefined;
  // Unknown at first: the first call always goes through.
  let empty = false;
  return replaceMethod(
    target,
    'handleSelectionChanged',
    (original) =>
      function (this: SelectionRedrawTarget, start, end, columnSelectMode) {
        const none = !start || !end;
        if (none && empty) return;
        empty = none;
        original.call(this, start, end, columnSelectMode);
      },
  );
}
