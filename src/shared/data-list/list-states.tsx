// The loading, empty and error states of the data-list kit, the same for every list: skeleton
// rows under the list's real header, an empty state (title, hint, optional action), and an error
// alert with the error's message (ApiError and ContractError carry a readable one) and Try again.
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Table.layer.css';
import type { ReactNode } from 'react';
import { Alert, Button, EmptyState, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { SearchIcon, WarningIcon } from '@/shared/icons/icons';
import type { DataColumn } from './columns';
import { DataTableHead } from './data-table-head';

export function DataListSkeleton<Row>({ columns, label, rows = 6 }: { columns: readonly DataColumn<Row>[]; label: string; rows?: number }) {
  return (
    <Table
      aria-label={`${label} (loading)`}
      aria-busy="true"
      verticalSpacing="sm"
      horizontalSpacing="md"
      layout="fixed"
      data-testid="list-skeleton"
    >
      <DataTableHead columns={columns} mode={undefined} sort={null} />
      <Table.Tbody>
        {Array.from({ length: rows }, (_, r) => (
          <Table.Tr key={r}>
            {columns.map((c, i) => (
              <Table.Td key={c.id}>
                <Skeleton height={14} radius="sm" width={i === 0 ? '70%' : '55%'} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export interface EmptyContent {
  title: string;
  hint?: ReactNode;
  /** A button or link, e.g. 'Clear search' or 'Add a device'. */
  action?: ReactNode;
  icon?: ReactNode;
}

export function DataListEmpty({ title, hint, action, icon }: EmptyContent) {
  return (
    <EmptyState icon={icon ?? <SearchIcon size={28} />} title={title} description={hint} py="xl" data-testid="list-empty">
      {action && <EmptyState.Actions>{action}</EmptyState.Actions>}
    </EmptyState>
  );
}

export interface DataListErrorProps {
  /** Plural noun of what failed to load, e.g. 'active sessions'. */
  noun: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
  /** A line beside Try again, e.g. 'Your search and query are kept.' */
  note?: ReactNode;
  title?: string;
}

export function DataListError({ noun, message, onRetry, retrying, note, title }: DataListErrorProps) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<WarningIcon size={18} />}
      title={title ?? `Could not load the ${noun}`}
      role="alert"
      m="md"
      data-testid="list-error"
    >
      <Stack gap="sm">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
          {/* Not dimmed: on the alert's tint dimmed text falls under 4.5:1 (dark scheme). */}
          {note && <Text fz="xs">{note}</Text>}
        </Group>
      </Stack>
    </Alert>
  );
}
