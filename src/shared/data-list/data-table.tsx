// The data-list kit's table: any rows, any columns. Sorting is either the client's (the table
// orders the rows by the sorted column's compare function or sort value, stable) or the
// server's (the rows come sorted; a header click reports the next `field:dir`). Up to
// VIRTUALIZE_OVER rows render as a plain table; above it the rows are virtualized with
// @tanstack/react-virtual inside a scroll box with a sticky header: only the rows in view (plus
// a few) are in the DOM, all of one fixed height so nothing is measured while scrolling, and the
// table says how many rows it has (aria-rowcount, aria-rowindex). Rows may open something on
// click or Enter (onRowClick) and show one as selected.
import '@mantine/core/styles/Table.layer.css';
import './data-list.css';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Table } from '@mantine/core';
import { elementScroll, observeElementRect, useVirtualizer, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import type { DataColumn, Sorting } from './columns';
import { CompactRowsContext } from './compact-rows';
import { DataTableHead } from './data-table-head';
import { nextSort, sortRows, type SortSpec } from './sort';
import { TableScroll } from './table-scroll';
import { tableMinWidth } from './table-width';

/** Longest list drawn as a plain table. */
export const VIRTUALIZE_OVER = 200;
/** Height of a row of a virtualized table, in px. */
export const COMPACT_ROW_HEIGHT = 64;

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Accessible name of the table, e.g. 'Servers'. */
  label: string;
  sorting?: Sorting;
  /** A row opens something (click, Enter or Space on the focused row). */
  onRowClick?: (row: Row) => void;
  /** The key of the row shown as selected. */
  selectedKey?: string | null;
  /** Extra data-* attributes of a row (e.g. for tests and styling). */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
  /** New rows are on their way (the rows shown are the previous ones). */
  busy?: boolean;
  /** Row height of the virtualized table (its CSS cuts cells to one line). */
  rowHeight?: number;
  /** Virtualize above this many rows. */
  virtualizeOver?: number;
  /** Column widths: 'fixed' (the columns' widths, the rest shared; default) or 'auto' (by content). */
  layout?: 'fixed' | 'auto';
  /** A virtualized table was scrolled to its last row (a list with more pages loads the next). */
  onEndReached?: () => void;
}

// Clicks on these inside a clickable row are theirs, not the row's.
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"], [role="checkbox"], [role="switch"]';

interface RowProps<Row> {
  row: Row;
  rowKey: string;
  columns: readonly DataColumn<Row>[];
  /** Position in a virtualized table (absent in a plain one). */
  index?: number;
  height?: number;
  selected: boolean;
  onRowClick?: (row: Row) => void;
  rowAttributes?: (row: Row) => Record<string, string>;
}

function RowView<Row>({ row, rowKey, columns, index, height, selected, onRowClick, rowAttributes }: RowProps<Row>) {
  const compact = index !== undefined;
  const classes = [compact && 'data-row-compact', onRowClick && 'data-row-clickable', selected && 'data-row-selected']
    .filter(Boolean)
    .join(' ');
  const open = onRowClick
    ? {
        tabIndex: 0,
        onClick: (event: MouseEvent<HTMLTableRowElement>) => {
          const target = event.target as Element;
          const inner = target.closest(INTERACTIVE);
          if (inner && event.currentTarget.contains(inner)) return;
          onRowClick(row);
        },
        onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
          if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
          event.preventDefault();
          onRowClick(row);
        },
      }
    : {};
  // Plain elements with Table's own classes and data attributes (what Table.Tr and Table.Td render
  // inside tableProps' table): the same rows without a Mantine component per cell.
  return (
    <tr
      {...rowAttributes?.(row)}
      {...open}
      data-with-row-border
      data-hover
      data-row-key={rowKey}
      data-index={index}
      aria-rowindex={compact ? index + 2 : undefined}
      aria-current={selected ? 'true' : undefined}
      className={classes ? `${TR_CLASS} ${classes}` : TR_CLASS}
      style={height !== undefined ? { height } : undefined}
    >
      {columns.map((c) => (
        <td key={c.id} className={TD_CLASS} style={c.align || !compact ? cellStyle(c.align, compact) : CELL_COMPACT}>
          {c.render(row)}
        </td>
      ))}
    </tr>
  );
}

const TR_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const TD_CLASS = `${Table.classes.td} mantine-Table-td`;
const CELL_COMPACT = { overflowWrap: 'anywhere' } as const;
function cellStyle(align: DataColumn<unknown>['align'], compact: boolean) {
  return { textAlign: align, overflowWrap: 'anywhere', verticalAlign: compact ? undefined : 'top' } as const;
}

/**
 * The scroll box's size as a ResizeObserver reports it (after the browser's own layout), not read
 * at mount: the virtualizer's default reads clientHeight in a layout effect, which forces a
 * synchronous layout of the whole new page before it is painted. Until the first report the
 * virtualizer uses its initialRect.
 */
function observeRectAfterLayout(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  const element = instance.scrollElement;
  const view = instance.targetWindow;
  if (!element || !view?.ResizeObserver) return observeElementRect(instance, cb);
  const observer = new view.ResizeObserver(() => cb({ width: element.clientWidth, height: element.clientHeight }));
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

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
// Rows re-render only when their own props change (not on every scroll step).
const DataRow = memo(RowView) as typeof RowView;

function tableProps(label: string, busy: boolean | undefined, layout: 'fixed' | 'auto' = 'fixed', minWidth = 0) {
  return {
    'aria-label': label,
    'aria-busy': busy || undefined,
    highlightOnHover: true,
    className: 'data-table',
    verticalSpacing: 'sm',
    horizontalSpacing: 'md',
    layout,
    // Positioned, so what is placed absolutely inside (a visually hidden header) stays in the
    // table's scroll box: unpositioned, it widened the whole page when a wide table scrolled.
    // Never narrower than its columns' minimum widths: below that it scrolls in its TableScroll.
    style: { position: 'relative', minWidth, opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' },
  } as const;
}

/** The sort shown and the rows in their order, for either mode. */
function useSorted<Row>(rows: readonly Row[], columns: readonly DataColumn<Row>[], sorting: Sorting | undefined) {
  const [own, setOwn] = useState<SortSpec | null>(sorting?.mode === 'client' ? (sorting.initial ?? null) : null);
  const clientControlled = sorting?.mode === 'client' && sorting.sort !== undefined;
  const sort: SortSpec | null = !sorting ? null : sorting.mode === 'server' || clientControlled ? (sorting.sort ?? null) : own;
  const onSortField = useMemo(() => {
    if (!sorting) return undefined;
    return (field: string) => {
      const next = nextSort(sort, field);
      if (sorting.mode === 'client' && !clientControlled) setOwn(next);
      sorting.onChange?.(next);
    };
  }, [sorting, sort, clientControlled]);
  const ordered = useMemo(() => {
    if (sorting?.mode !== 'client' || !sort) return rows;
    const column = columns.find((c) => c.id === sort.field);
    return column ? sortRows(rows, column, sort.dir) : rows;
  }, [rows, columns, sorting?.mode, sort]);
  return { sort, onSortField, ordered };
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, sorting } = props;
  const { sort, onSortField, ordered } = useSorted(props.rows, columns, sorting);
  const head = <DataTableHead columns={columns} mode={sorting?.mode} sort={sort} onSortField={onSortField} />;
  const minWidth = useMemo(() => tableMinWidth(columns, props.layout), [columns, props.layout]);
  if (ordered.length > (props.virtualizeOver ?? VIRTUALIZE_OVER))
    return <VirtualBody {...props} rows={ordered} head={head} minWidth={minWidth} />;
  const { rowKey, label, busy, selectedKey, onRowClick, rowAttributes, layout } = props;
  return (
    <TableScroll label={label}>
      <Table {...tableProps(label, busy, layout, minWidth)} data-virtual="false">
        {head}
        <Table.Tbody>
          {ordered.map((row) => {
            const key = rowKey(row);
            return (
              <DataRow
                key={key}
                row={row}
                rowKey={key}
                columns={columns}
                selected={selectedKey != null && selectedKey === key}
                onRowClick={onRowClick}
                rowAttributes={rowAttributes}
              />
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

function VirtualBody<Row>({
  rows,
  columns,
  rowKey,
  label,
  busy,
  selectedKey,
  onRowClick,
  rowAttributes,
  rowHeight = COMPACT_ROW_HEIGHT,
  layout,
  head,
  minWidth,
  onEndReached,
}: DataTableProps<Row> & { head: ReactNode; minWidth: number }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Stable across scroll renders: the virtualizer recomputes every row's offset (O(rows)) when
  // these functions change.
  const getItemKey = useCallback((index: number) => rowKey(rows[index] as Row), [rows, rowKey]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // The virtualizer keeps mutable state React cannot see; nothing derived from it is memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize,
    // Fill the first paint before the scroll box has been measured (its height is at most 75vh).
    initialRect: { width: 0, height: Math.min(window.innerHeight * 0.75, 960) },
    // Four rows (256 px) beyond each edge: enough for a fling between two frames, and a page shows
    // sooner with fewer rows mounted that are not in view.
    overscan: 4,
    getItemKey,
    observeElementRect: observeRectAfterLayout,
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
            {spacer(top, 'top')}
            {items.map((v) => {
              const row = rows[v.index] as Row;
              const key = String(v.key);
              return (
                <DataRow
                  key={key}
                  row={row}
                  rowKey={key}
                  columns={columns}
                  index={v.index}
                  height={rowHeight}
                  selected={selectedKey != null && selectedKey === key}
                  onRowClick={onRowClick}
                  rowAttributes={rowAttributes}
                />
              );
            })}
            {spacer(bottom, 'bottom')}
          </CompactRowsContext.Provider>
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
