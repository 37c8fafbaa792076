// Loading skeleton, empty state and error state of a resource list.
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/EmptyState.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { Alert, Anchor, Button, EmptyState, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { AppLink } from '../app-link';
import { SearchIcon, WarningIcon } from '../icons';
import type { ReactNode } from 'react';

export function ListSkeleton({ columns, rows = 8, label }: { columns: number; rows?: number; label: string }) {
  return (
    <Table aria-label={label} aria-busy="true" verticalSpacing="sm" horizontalSpacing="md" data-testid="list-skeleton">
      <Table.Tbody>
        {Array.from({ length: rows }, (_, r) => (
          <Table.Tr key={r}>
            {Array.from({ length: columns }, (_, c) => (
              <Table.Td key={c}>
                <Skeleton height={14} radius="sm" width={c === 0 ? '70%' : '55%'} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export interface EnrollTarget {
  /** The user may add agents (tokens.create). */
  allowed: boolean;
  /** The Enroll New Resource page, when that feature is registered for this user. */
  link: string | null;
}

export function ListEmpty({
  noun,
  filtered,
  onClear,
  enroll,
}: {
  /** Plural noun, e.g. 'servers'. */
  noun: string;
  filtered: boolean;
  onClear: () => void;
  enroll: EnrollTarget;
}) {
  if (filtered) {
    return (
      <EmptyState
        icon={<SearchIcon size={28} />}
        title={`No ${noun} match`}
        description="Nothing matches the search and query. Change them, or clear them to see everything."
        py="xl"
        data-testid="list-empty"
      >
        <EmptyState.Actions>
          <Button variant="default" onClick={onClear}>
            Clear search and query
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  let hint: ReactNode = `Ask an administrator to add ${noun} to this cluster.`;
  if (enroll.allowed && enroll.link) {
    hint = (
      <>
        Add one from{' '}
        <Anchor component={AppLink} to={enroll.link}>
          Enroll New Resource
        </Anchor>
        .
      </>
    );
  } else if (enroll.allowed) {
    hint = `You may add ${noun}: enroll them with a join token (Enroll New Resource is not part of this console yet).`;
  }
  return (
    <EmptyState icon={<SearchIcon size={28} />} title={`No ${noun} yet`} description={hint} py="xl" data-testid="list-empty" />
  );
}

export function ListError({
  noun,
  message,
  onRetry,
  retrying,
  keepsQuery = true,
}: {
  noun: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
  /** Say that the user's search and query survive the retry (lists that have them). */
  keepsQuery?: boolean;
}) {
  return (
    <Alert color="red" variant="light" icon={<WarningIcon size={18} />} title={`Could not load the ${noun}`} role="alert" m="md" data-testid="list-error">
      <Stack gap="sm">
        <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
          {keepsQuery && (
            <Text fz="xs" c="dimmed">
              Your search and query are kept.
            </Text>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
