// Holds back xterm's drawing for a moment: while held, the rows that xterm asks to draw are only
// noted; on release they are asked for at once, and xterm draws them at its next animation frame.
// The write batcher (write-batcher.ts) holds the drawing while output floods in, so that xterm
// builds its rows a few times a second instead of after every slice.
//
// It reaches xterm's render service through the terminal's private `_core` (xterm 6 has no public
// hook for it: its own pause is for a terminal out of view); without that shape it returns null and
// every slice is drawn as before.
import type { Terminal } from '@xterm/xterm';
import { renderServiceWith, replaceMethod } from './xterm-internals';

export interface RefreshTarget {
  refreshRows(start: number, end: number, isRedrawOnly?: boolean): void;
}

/** The render service of `t`, when xterm's internals have the expected shape. */
export const refreshTargetOf = (t: Terminal): RefreshTarget | null => renderServiceWith<RefreshTarget>(t, 'refreshRows');

export interface RenderGate {
  hold(on: boolean): void;
  /** Releases and puts xterm's own method back. */
  dispose(): void;
}

export function renderGate(target: RefreshTarget | null): RenderGate | null {
  if (!target) return null;
  let held = false;
  // The rows asked for while held (start > end: none), and whether all were redraws only.
  let start = Infinity;
  let end = -1;
  let redrawOnly = true;
  const original = target.refreshRows;
  const restore = replaceMethod(
    target,
    'refreshRows',
    () =>
      function (this: RefreshTarget, s, e, r) {
        if (!held) return original.call(this, s, e, r);
        start = Math.min(start, s);
        end = Math.max(end, e);
        redrawOnly &&= r === true;
      },
  );
  const hold = (on: boolean) => {
    if (on) {
      held = true;
      return;
    }
    if (!held) return;
    held = false;
    if (start > end) return;
    const [s, e, r] = [start, end, redrawOnly];
    start = Infinity;
    end = -1;
    redrawOnly = true;
    original.call(target, s, e, r);
  };
  return {
    hold,
    dispose() {
      hold(false);
      restore();
    },
  };
}
