// The box a DataTable scrolls in: below the table's minimum width (table-width.ts) the table scrolls
// sideways here instead of squeezing its columns, with a shadow on each edge that hides more (and
// a visible scrollbar). The edges are written to the frame as data attributes straight from the
// scroll and resize events, so scrolling never re-renders the table. While it overflows, the box
// is a named, focusable region (the keyboard scrolls it too).
import './data-list.css';
import { useEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { scrollEdges } from './table-width';

function setFlag(element: HTMLElement, name: string, on: boolean) {
  if (on) element.setAttribute(name, '');
  else element.removeAttribute(name);
}

/** Keeps the frame's data-more-start / data-more-end (and the box's region role) in step. */
function useEdgeCues(
  frameRef: RefObject<HTMLDivElement | null>,
  boxRef: RefObject<HTMLDivElement | null>,
  label: string,
  focusable: boolean,
) {
  useEffect(() => {
    const frame = frameRef.current;
    const box = boxRef.current;
    if (!frame || !box) return;
    let overflowing: boolean | null = null;
    const update = () => {
      const edges = scrollEdges(box.scrollLeft, box.scrollWidth, box.clientWidth);
      setFlag(frame, 'data-more-start', edges.start);
      setFlag(frame, 'data-more-end', edges.end);
      const now = edges.start || edges.end;
      if (now === overflowing || focusable) return;
      overflowing = now;
      if (now) {
        box.setAttribute('role', 'region');
        box.setAttribute('aria-label', `${label}, scrolls sideways`);
        box.tabIndex = 0;
      } else {
        box.removeAttribute('role');
        box.removeAttribute('aria-label');
        box.removeAttribute('tabindex');
      }
    };
    box.addEventListener('scroll', update, { passive: true });
    // The first check comes with the observer's first report, after the browser's own layout and
    // before the paint: read here, the sizes would force a layout of the whole new page first.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (!observer) update();
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [frameRef, boxRef, label, focusable]);
}

export interface TableScrollProps {
  children: ReactNode;
  /** The table's name (the region is named after it while it scrolls sideways). */
  label: string;
  /** The scroll box, for a caller that scrolls it too (the virtualized table). */
  boxRef?: RefObject<HTMLDivElement | null>;
  /** Extra props of the scroll box (the virtualized table's own region, height and test id). */
  boxProps?: { style?: CSSProperties; role?: string; 'aria-label'?: string; tabIndex?: number; 'data-testid'?: string };
}

export function TableScroll({ children, label, boxRef, boxProps }: TableScrollProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const ownBox = useRef<HTMLDivElement>(null);
  const box = boxRef ?? ownBox;
  // A box that names and focuses itself already (the virtualized table) keeps its own role.
  useEdgeCues(frameRef, box, label, boxProps?.tabIndex !== undefined);
  return (
    <div ref={frameRef} className="data-table-frame">
      <div ref={box} {...boxProps} className="data-table-scroll">
        {children}
      </div>
    </div>
  );
}
