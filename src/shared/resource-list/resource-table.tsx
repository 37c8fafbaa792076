// The table of a resource list: sortable headers (the sort is the server's, `field:direction`),
// and rows rendered by the page's columns. A page of more than VIRTUALIZE_OVER rows is
// virtualized with @tanstack/react-virtual inside a scroll box with a sticky header: only the
// rows in view (plus a few) are in the DOM, so 100,000 rows cost what 30 do. Those rows are
// compact, of one fixed height (no wrapping; a few labels and '+N'), so nothing is measured
// while scrolling.
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { createContext, memo, useCallback, useRef, type ReactNode } from 'react';
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import './resource-list.css';
import { SortAscIcon, SortDescIcon, SortNoneIcon } from '../resource-icons';
import type { SortSpec } from './list-view';

export const VIRTUALIZE_OVER = 200;
/** Height of a compact (virtualized) row, in px (see resource-list.css). */
export const COMPACT_ROW_HEIGHT = 64;

const estimateSize = () => COMPACT_ROW_HEIGHT;

/** True inside the rows of a virtualized table: cells keep to one line. */
export const CompactRows = createContext(false);

export interface ResourceColumn<T> {
  id: string;
  header: string;
  /** The header is read to screen readers only (e.g. 'Actions'). */
  hideHeader?: boolean;
  /** The server's sort field; the header sorts when set. */
  sortField?: string;
  width?: number | string;
  render: (item: T) => ReactNode;
}

export interface ResourceTableProps<T> {
  items: readonly T[];
  columns: readonly ResourceColumn<T>[];
  rowKey: (item: T) => string;
  sort: SortSpec;
  onSort: (field: string) => void;
  /** Accessible name of the table, e.g. 'Servers'. */
  label: string;
  /** A new page is on its way (the rows shown are the previous ones). */
  busy?: boolean;
}

function HeaderCell<T>({ column, sort, onSort }: { column: ResourceColumn<T>; sort: SortSpec; onSort: (field: string) => void }) {
  const style = column.width !== undefined ? { width: column.width } : undefined;
  const title = column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header;
  const field = column.sortField;
  if (!field) return <Table.Th style={style}>{title}</Table.Th>;
  const active = sort.field === field;
  const Icon = !active ? SortNoneIcon : sort.dir === 'asc' ? SortAscIcon : SortDescIcon;
  return (
    <Table.Th style={style} aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(field)}
        fw={600}
        fz="sm"
        data-sort-field={field}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, opacity: active ? 1 : 0.85 }}
      >
        {column.header}
        <Icon size={14} />
      </UnstyledButton>
    </Table.Th>
  );
}

interface RowProps<T> {
  item: T;
  columns: readonly ResourceColumn<T>[];
  index?: number;
}

function RowView<T>({ item, columns, index }: RowProps<T>) {
  const compact = index !== undefined;
  return (
    <Table.Tr data-index={index} aria-rowindex={compact ? index + 2 : undefined} className={compact ? 'resource-row-compact' : undefined}>
      {columns.map((c) => (
        <Table.Td key={c.id} style={{ overflowWrap: 'anywhere', verticalAlign: 'top' }}>
          {c.render(item)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}
// Rows re-render only when their item or the columns change (not on every scroll step).
const Row = memo(RowView) as typeof RowView;

function HeadView<T>({ columns, sort, onSort }: Pick<ResourceTableProps<T>, 'columns' | 'sort' | 'onSort'>) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c) => (
          <HeaderCell key={c.id} column={c} sort={sort} onSort={onSort} />
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

// The header does not change while scrolling.
const Head = memo(HeadView) as typeof HeadView;

function tableProps(label: string, busy: boolean | undefined) {
  return {
    'aria-label': label,
    'aria-busy': busy || undefined,
    highlightOnHover: true,
    className: 'resource-table',
    verticalSpacing: 'sm',
    horizontalSpacing: 'md',
    layout: 'fixed',
    style: { opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' },
  } as const;
}

export function ResourceTable<T>(props: ResourceTableProps<T>) {
  if (props.items.length > VIRTUALIZE_OVER) return <VirtualTable {...props} />;
  const { items, columns, rowKey, sort, onSort, label, busy } = props;
  return (
    <Table {...tableProps(label, busy)} data-virtual="false">
      <Head columns={columns} sort={sort} onSort={onSort} />
      <Table.Tbody>
        {items.map((item) => (
          <Row key={rowKey(item)} item={item} columns={columns} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function VirtualTable<T>({ items, columns, rowKey, sort, onSort, label, busy }: ResourceTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Stable across scroll renders: the virtualizer recomputes every row's offset (O(rows)) when
  // these functions change.
  const getItemKey = useCallback((index: number) => rowKey(items[index] as T), [items, rowKey]);
  const getScrollElement = useCallback(() => scrollRef.current, []);
  // The virtualizer keeps mutable state React cannot see; this component never memoizes
  // anything derived from it, which is what the compiler lint warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement,
    estimateSize,
    // Fill the first paint before the scroll box has been measured (its height is at most 75vh).
    initialRect: { width: 0, height: Math.min(window.innerHeight * 0.75, 960) },
    overscan: 8,
    getItemKey,
  });
  const virtualRows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const top = virtualRows[0]?.start ?? 0;
  const bottom = virtualRows.length ? total - (virtualRows[virtualRows.length - 1]?.end ?? 0) : 0;
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true">
        <td colSpan={columns.length} style={{ height, padding: 0, border: 0 }} />
      </tr>
    ) : null;

  return (
    <div
      ref={scrollRef}
      role="region"
      aria-label={`${label}: ${items.length} rows, scroll to see more`}
      tabIndex={0}
      data-testid="virtual-scroll"
      style={{ maxHeight: 'min(75vh, 960px)', overflow: 'auto', overscrollBehavior: 'contain' }}
    >
      <Table {...tableProps(label, busy)} stickyHeader data-virtual="true" aria-rowcount={items.length + 1}>
        <Head columns={columns} sort={sort} onSort={onSort} />
        <Table.Tbody>
          <CompactRows.Provider value>
            {spacer(top, 'top')}
            {virtualRows.map((v) => (
              <Row key={v.key as string} item={items[v.index] as T} columns={columns} index={v.index} />
            ))}
            {spacer(bottom, 'bottom')}
          </CompactRows.Provider>
        </Table.Tbody>
      </Table>
    </div>
  );
}
