// What a list shows when the latest answer of its call broke the contract in production (where the
// pipeline reports the violation and lets the data through): a warning in words above the rows
// (which call, which field, what to do) with Try again, and a boundary around the rows so a row
// the table cannot draw gives the same words instead of taking the page down.
import { Component, useSyncExternalStore, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { latestViolation, subscribeViolations, type Violation } from '@/api/contract-check';
import { WarningIcon } from '@/shared/icons/icons';

/** The violation in the latest answer to `operationId` (undefined without one, or without a call). */
export function useLatestViolation(operationId: string | undefined): Violation | undefined {
  return useSyncExternalStore(subscribeViolations, () => (operationId ? latestViolation(operationId) : undefined));
}

export function ContractNotice({ violation, onRetry, retrying }: { violation: Violation; onRetry: () => void; retrying: boolean }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<WarningIcon size={18} />}
      title="Some of this answer may be wrong"
      role="alert"
      m="md"
      data-testid="list-contract-warning"
    >
      <Stack gap="sm">
        <Text fz="sm">{violation.message}</Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

interface BoundaryProps {
  /** When this changes (a new answer), the rows are tried again. */
  resetKey: unknown;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

export class RowsBoundary extends Component<BoundaryProps, { error: unknown; key: unknown }> {
  override state = { error: undefined as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('The rows could not be drawn.') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; key: unknown }) {
    return props.resetKey === state.key ? null : { error: undefined, key: props.resetKey };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}
