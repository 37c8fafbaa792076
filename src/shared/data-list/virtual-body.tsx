// The virtualized body of the data-list kit's table (data-table.tsx), loaded the first time a table
// grows past VIRTUALIZE_OVER rows: only the rows in view (plus a few) are in the DOM, all of one
// fixed height, in a scroll box with a sticky header.
import '@mantine/core/styles/Table.layer.css';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Table } from '@mantine/core';
import { elementScroll, observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { CompactRowsContext, TableNameContext } from './compact-rows';
import { COMPACT_ROW_HEIGHT, tableProps, tableRow, type DataTableProps } from './data-table';
import { TableScroll } from './table-scroll';

/**
 * The scroll box's size as a ResizeObserver reports it (after the browser's own layout), not read
 * at mount: the virtualizer's default reads clientHeight in a layout effect, which forces a
 * synchronous layout of the whole new page before it is painted. Until the first report the
 * virtualizer uses its initialRect. `measured` hears of each report with the box (its layout is
 * fresh then: reading it costs nothing).
 */
function observeRectAfterLayout(
  instance: Virtualizer<HTMLDivElement, Element>,
  cb: (rect: Rect) => void,
  measured: (box: HTMLDivElement) => void,
) {
  const element = instance.scrollElement;
  const view = instance.targetWindow;
  if (!element || !view?.ResizeObserver) return observeElementRect(instance, cb);
  const observer = new view.ResizeObserver(() => {
    measured(element);
    cb({ width: element.clientWidth, height: element.clientHeight });
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

/**
 * For each table (by its name): the height of the part of its scroll box the window showed when it
 * was last measured. A table shown again (a route change back to its page) first draws only the rows
 * the window will show, and one more; the rest of the box (below the window's edge) and the overscan
 * follow just after that first paint.
 */
const shownHeights = new Map<string, number>();

/**
 * The virtualizer's scroll write, without the no-op one: attaching to a new box it writes its
 * offset (0) to the box, which sits at 0 already; scrollTo would only force a synchronous layout of
 * the new page (and fires no scroll event at 0 anyway).
 */
function scrollUnlessThere(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<HTMLDivElement, Element>,
) {
  if (offset + (options.adjustments ?? 0) === 0 && instance.scrollOffset === 0) return;
  elementScroll(offset, options, instance);
}
export function VirtualBody<Row>(props: DataTableProps<Row> & { head: ReactNode; minWidth: number }) {
  const { rows, columns, rowKey, label, busy, rowHeight = COMPACT_ROW_HEIGHT, layout, head, minWidth, onEndReached } = props;
  const scrollRef = useRef<HTMLDivElement>(null);
  // Stable across scroll renders: the virtualizer recomputes every row's offset (O(rows)) when
  // these functions change.
  const getItemKey = useCallback((index: number) => rowKey(rows[index] as Row), [rows, rowKey]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // Before the box's first measurement: the rows in the part of it the window showed last time (a
  // row more, no overscan); else those of a box of its largest height (75vh) and the overscan.
  const [initial] = useState(() => {
    const shown = shownHeights.get(label);
    return shown === undefined
      ? { height: Math.min(window.innerHeight * 0.75, 960), overscan: 4 }
      : { height: shown + rowHeight, overscan: 0 };
  });
  const [measured, setMeasured] = useState(false);
  const observeRect = useCallback(
    (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) => {
      // Drawn for the remembered part only, the box's first size waits for a task of its own after
      // the paint (with it come the rows below the window's edge and the overscan); a size reported
      // meanwhile replaces it.
      let waiting: Rect | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let first = initial.overscan === 0;
      const stop = observeRectAfterLayout(
        instance,
        (rect) => {
          if (waiting) waiting = rect;
          else if (!first) cb(rect);
          else {
            first = false;
            waiting = rect;
            timer = setTimeout(() => {
              setMeasured(true);
              if (waiting) cb(waiting);
              waiting = null;
            }, 0);
          }
        },
        (box) => {
          const inWindow = Math.min(box.clientHeight, window.innerHeight - box.getBoundingClientRect().top);
          shownHeights.set(label, Math.max(rowHeight, inWindow));
        },
      );
      return () => {
        clearTimeout(timer);
        stop?.();
      };
    },
    [initial, label, rowHeight],
  );
  // The virtualizer keeps mutable state React cannot see; nothing derived from it is memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    // Fill the first paint before the scroll box has been measured.
    initialRect: { width: 0, height: initial.height },
    // Four rows (256 px) beyond each edge: enough for a fling between two frames, and a page shows
    // sooner with fewer rows mounted that are not in view.
    overscan: measured ? 4 : initial.overscan,
    getItemKey,
    observeElementRect: observeRect,
    scrollToFn: scrollUnlessThere,
  });
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const top = items[0]?.start ?? 0;
  const bottom = items.length ? total - (items[items.length - 1]?.end ?? 0) : 0;
  const lastShown = items[items.length - 1]?.index ?? -1;
  const atEnd = rows.length > 0 && lastShown >= rows.length - 1;
  useEffect(() => {
    if (atEnd) onEndReached?.();
  }, [atEnd, onEndReached]);
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true">
        <td colSpan={columns.length} style={{ height, padding: 0, border: 0 }} />
      </tr>
    ) : null;

  return (
    <TableScroll
      label={label}
      boxRef={scrollRef}
      boxProps={{
        role: 'region',
        'aria-label': `${label}: ${rows.length} rows, scroll to see more`,
        tabIndex: 0,
        'data-testid': 'virtual-scroll',
        style: { maxHeight: 'min(75vh, 960px)', overflow: 'auto', overscrollBehavior: 'contain' },
      }}
    >
      <Table {...tableProps(label, busy, layout, minWidth)} stickyHeader data-virtual="true" aria-rowcount={rows.length + 1}>
        {head}
        <Table.Tbody>
          <CompactRowsContext.Provider value>
            <TableNameContext.Provider value={label}>
              {spacer(top, 'top')}
              {items.map((v) => tableRow(props, rows[v.index] as Row, String(v.key), { index: v.index, height: rowHeight }))}
              {spacer(bottom, 'bottom')}
            </TableNameContext.Provider>
          </CompactRowsContext.Provider>
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
