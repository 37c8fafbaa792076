// The data-list kit's table: any rows, any columns. Sorting is either the client's (the table
// orders the rows by the sorted column's compare function or sort value, stable) or the
// server's (the rows come sorted; a header click reports the next `field:dir`). Up to
// VIRTUALIZE_OVER rows render as a plain table; above it the rows are virtualized with
// @tanstack/react-virtual inside a scroll box with a sticky header: only the rows in view (plus
// a few) are in the DOM, all of one fixed height so nothing is measured while scrolling, and the
// table says how many rows it has (aria-rowcount, aria-rowindex). The virtualized body
// (virtual-body.tsx, with react-virtual) loads the first time a table grows past VIRTUALIZE_OVER,
// or before (preloadVirtualBody): a first page of a list is far below it, so the first load does
// not carry it; until it is there the table shows its first rows plainly. Rows may open something
// on click or Enter (onRowClick) and show one as selected.
import '@mantine/core/styles/Table.layer.css';
import './data-list.css';
import { lazy, memo, Suspense, useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Table } from '@mantine/core';
import type { DataColumn, Sorting } from './columns';
import { TableNameContext } from './compact-rows';
import { DataTableHead } from './data-table-head';
import { nextSort, sortRows, type SortSpec } from './sort';
import { TableScroll } from './table-scroll';
import { tableMinWidth } from './table-width';
import { importOnce } from '@/shared/lazy/import-once';

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
        <td key={c.id} className={cellClass(c)} style={c.align || !compact ? cellStyle(c.align, compact) : CELL_COMPACT}>
          {c.render(row)}
        </td>
      ))}
    </tr>
  );
}

const TR_CLASS = `${Table.classes.tr} mantine-Table-tr`;
const TD_CLASS = `${Table.classes.td} mantine-Table-td`;
const TD_PINNED_CLASS = `${TD_CLASS} data-cell-pinned`;
const CELL_COMPACT = { overflowWrap: 'anywhere' } as const;
function cellClass(c: Pick<DataColumn<unknown>, 'pin' | 'cellClassName'>): string {
  const base = c.pin ? TD_PINNED_CLASS : TD_CLASS;
  return c.cellClassName ? `${base} ${c.cellClassName}` : base;
}
function cellStyle(align: DataColumn<unknown>['align'], compact: boolean) {
  return { textAlign: align, overflowWrap: 'anywhere', verticalAlign: compact ? undefined : 'top' } as const;
}

// Rows re-render only when their own props change (not on every scroll step).
const DataRow = memo(RowView) as typeof RowView;

export function tableProps(label: string, busy: boolean | undefined, layout: 'fixed' | 'auto' = 'fixed', minWidth = 0) {
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
    // Dimmed at once while new rows are on their way: a fade made the browser repaint the whole
    // table in every frame of it, in and out, while the new page's answer was being handled.
    style: { position: 'relative', minWidth, opacity: busy ? 0.6 : 1 },
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
  const over = props.virtualizeOver ?? VIRTUALIZE_OVER;
  if (ordered.length > over) {
    const plain = <PlainTable {...props} rows={ordered.slice(0, Math.min(over, LOADING_ROWS))} head={head} minWidth={minWidth} />;
    return (
      <Suspense fallback={plain}>
        <VirtualBody {...props} rows={ordered} head={head} minWidth={minWidth} />
      </Suspense>
    );
  }
  return <PlainTable {...props} rows={ordered} head={head} minWidth={minWidth} />;
}

/** Rows shown plainly while the virtualized body loads: a tall window's worth. */
const LOADING_ROWS = 40;

type VirtualBodyProps<Row> = DataTableProps<Row> & { head: ReactNode; minWidth: number };
type VirtualBodyModule = typeof import('./virtual-body');

/** The virtualized body's module: loaded once; a failed load is tried again by the next table that needs it. */
const virtualBody = importOnce<VirtualBodyModule>(() => import('./virtual-body'));
const loadVirtualBody = virtualBody.load;

/**
 * Starts loading the virtualized body before a long list arrives (a page whose first answer is
 * known to be long calls it as it asks for it), so that the list draws virtualized at once.
 */
export function preloadVirtualBody(): void {
  loadVirtualBody().catch(() => undefined);
}

const LazyVirtualBody = lazy(() => loadVirtualBody().then((m) => ({ default: m.VirtualBody }))) as <Row>(
  props: VirtualBodyProps<Row>,
) => ReactNode;

/**
 * The virtualized body: straight from its module once loaded (through `lazy` alone, even a loaded
 * module shows the fallback first, the plain rows drawn and dropped), else lazily. The module is
 * set before the lazy component resolves, so a table never switches from one to the other.
 */
function VirtualBody<Row>(props: VirtualBodyProps<Row>) {
  const Body = virtualBody.loaded()?.VirtualBody as ((props: VirtualBodyProps<Row>) => ReactNode) | undefined;
  return Body ? <Body {...props} /> : <LazyVirtualBody {...props} />;
}

/** One row of the table (plain, or virtualized at `position`). */
export function tableRow<Row>(
  props: Pick<DataTableProps<Row>, 'columns' | 'selectedKey' | 'onRowClick' | 'rowAttributes'>,
  row: Row,
  key: string,
  position?: { index: number; height: number },
) {
  const { columns, selectedKey, onRowClick, rowAttributes } = props;
  return (
    <DataRow
      key={key}
      row={row}
      rowKey={key}
      columns={columns}
      index={position?.index}
      height={position?.height}
      selected={selectedKey != null && selectedKey === key}
      onRowClick={onRowClick}
      rowAttributes={rowAttributes}
    />
  );
}

function PlainTable<Row>(props: DataTableProps<Row> & { head: ReactNode; minWidth: number }) {
  const { rows: ordered, head, minWidth, rowKey, label, busy, layout } = props;
  return (
    <TableScroll label={label}>
      <Table {...tableProps(label, busy, layout, minWidth)} data-virtual="false">
        {head}
        <Table.Tbody>
          <TableNameContext.Provider value={label}>{ordered.map((row) => tableRow(props, row, rowKey(row)))}</TableNameContext.Provider>
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
