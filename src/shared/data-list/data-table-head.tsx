// The header row of the data-list kit's table: one cell per column; a sortable column's label is
// a button (keyboard reachable, Enter/Space sort) and its cell carries aria-sort.
import '@mantine/core/styles/Table.layer.css';
import { memo } from 'react';
import { Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { SortAscIcon, SortDescIcon, SortNoneIcon } from '@/shared/icons/resource-icons';
import { sortFieldOf, type DataColumn } from './columns';
import type { SortSpec } from './sort';

export interface HeadProps<Row> {
  columns: readonly DataColumn<Row>[];
  mode: 'client' | 'server' | undefined;
  sort: SortSpec | null;
  /** A header was clicked: the field to sort by (the caller flips or starts ascending). */
  onSortField?: (field: string) => void;
}

function HeaderCell<Row>({ column, mode, sort, onSortField }: { column: DataColumn<Row> } & Omit<HeadProps<Row>, 'columns'>) {
  const style =
    column.width !== undefined || column.minWidth !== undefined ? { width: column.width, minWidth: column.minWidth } : undefined;
  const title = column.headerNode ?? (column.hideHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header);
  const field = sortFieldOf(column, mode);
  if (!field || !onSortField) {
    return (
      <Table.Th style={style} ta={column.align} className={headClass(column)}>
        {title}
      </Table.Th>
    );
  }
  const active = sort?.field === field;
  const Icon = !active ? SortNoneIcon : sort.dir === 'asc' ? SortAscIcon : SortDescIcon;
  return (
    <Table.Th
      style={style}
      ta={column.align}
      className={headClass(column)}
      aria-sort={active ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <UnstyledButton
        className="data-sort-button"
        onClick={() => onSortField(field)}
        data-sort-field={field}
        style={{ opacity: active ? 1 : 0.85 }}
        title={column.header}
      >
        <span className="data-sort-label">{column.header}</span>
        <Icon size={14} />
      </UnstyledButton>
    </Table.Th>
  );
}

function headClass(column: Pick<DataColumn<unknown>, 'pin' | 'cellClassName'>): string | undefined {
  return [column.pin && 'data-cell-pinned', column.cellClassName].filter(Boolean).join(' ') || undefined;
}

function HeadView<Row>({ columns, mode, sort, onSortField }: HeadProps<Row>) {
  return (
    <Table.Thead>
      <Table.Tr aria-rowindex={1}>
        {columns.map((c) => (
          <HeaderCell key={c.id} column={c} mode={mode} sort={sort} onSortField={onSortField} />
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

/** The header does not re-render while a virtualized table scrolls. */
export const DataTableHead = memo(HeadView) as typeof HeadView;
