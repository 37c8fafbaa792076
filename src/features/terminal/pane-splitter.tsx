// A splitter between two panes: dragged with the pointer, or focused and moved with the arrow keys
// (a focusable separator, its value the position in percent of the page).
import { useRef } from 'react';
import { KEY_STEP, type SplitterSpec } from './pane-layout';

export interface PaneSplitterProps {
  spec: SplitterSpec;
  /** Position in percent (aria-valuenow). */
  value: number;
  label: string;
  /** Moves it by a fraction of the page's width (vertical) or height (horizontal). */
  onMove(delta: number): void;
  /** The page's box, to turn pixels into fractions. */
  container: () => HTMLElement | null;
}

export function PaneSplitter({ spec, value, label, onMove, container }: PaneSplitterProps) {
  const drag = useRef<{ at: number; size: number } | null>(null);
  const vertical = spec.orientation === 'vertical';
  return (
    <div
      role="separator"
      tabIndex={0}
      aria-orientation={spec.orientation}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-label={label}
      className="pane-splitter"
      data-orientation={spec.orientation}
      style={{ ...spec.place, cursor: vertical ? 'col-resize' : 'row-resize', touchAction: 'none' }}
      onKeyDown={(e) => {
        const back = vertical ? 'ArrowLeft' : 'ArrowUp';
        const forward = vertical ? 'ArrowRight' : 'ArrowDown';
        if (e.key !== back && e.key !== forward) return;
        e.preventDefault();
        onMove(e.key === forward ? KEY_STEP : -KEY_STEP);
      }}
      onPointerDown={(e) => {
        const box = container()?.getBoundingClientRect();
        if (!box || e.button !== 0) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = { at: vertical ? e.clientX : e.clientY, size: vertical ? box.width : box.height };
        e.preventDefault();
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d || d.size <= 0) return;
        const at = vertical ? e.clientX : e.clientY;
        onMove((at - d.at) / d.size);
        d.at = at;
      }}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
    />
  );
}
