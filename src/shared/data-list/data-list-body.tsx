// The body of a list from a react-query result: skeleton rows while the first answer is on its
// way, the error state (message and Try again) when it failed, the table when there are rows and
// the empty state when there are none. An answer whose rows are not an array (a backend that
// broke the contract in production, where the pipeline reports and lets it through) gives an
// error state saying so, never a crash. A failed refresh of a list already shown keeps the rows
// and puts the error above them. In production, where an answer that breaks the contract still
// reaches the list, the list names the call's violation in words above the rows it can draw.
import type { ReactNode } from 'react';
import { ApiError, ContractError, errorText } from '@/api/errors';
import { ContractNotice, RowsBoundary, useLatestViolation } from './contract-notice';
import { DataTable, type DataTableProps } from './data-table';
import { DataListEmpty, DataListError, DataListSkeleton, type EmptyContent } from './list-states';

/** The parts of a react-query result the body reads. */
export interface ListQueryLike<TData> {
  data: TData | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

export interface DataListBodyProps<TData, Row> extends Omit<DataTableProps<Row>, 'rows' | 'busy'> {
  result: ListQueryLike<TData>;
  /** The rows of an answer; by default the answer itself (a generated hook with `select`). */
  rowsOf?: (data: TData) => readonly Row[];
  /** Plural noun, e.g. 'clusters' ('Could not load the clusters'). */
  noun: string;
  empty: EmptyContent;
  /** Beside Try again, e.g. 'Your search and query are kept.' */
  errorNote?: ReactNode;
  skeletonRows?: number;
  /** The call the rows come from (an operationId, e.g. 'listNodes'): named when its answer is wrong. */
  operation?: string;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The rows of an answer, or the reason they cannot be shown. */
export function readRows<TData, Row>(
  data: TData,
  rowsOf: ((data: TData) => readonly Row[]) | undefined,
  noun: string,
  operation?: string,
): { rows: readonly Row[] } | { malformed: string } {
  const answer = operation ? `The server's answer to ${operation}` : "The server's answer";
  const advice = operation ? ' The proxy may be a different version than this console; try again or check the proxy version.' : '';
  let rows: unknown;
  try {
    rows = rowsOf ? rowsOf(data) : data;
  } catch (error) {
    return { malformed: `${answer} was malformed: ${errorText(error)}${advice}` };
  }
  if (!Array.isArray(rows)) return { malformed: `${answer} was malformed: expected a list of ${noun}, got ${describe(rows)}.${advice}` };
  return { rows: rows as readonly Row[] };
}

export function DataListBody<TData, Row>({
  result,
  rowsOf,
  noun,
  empty,
  errorNote,
  skeletonRows,
  operation,
  ...table
}: DataListBodyProps<TData, Row>) {
  const violation = useLatestViolation(operation);
  const retry = () => void result.refetch();
  const failure = (message: string, title?: string) => (
    <DataListError noun={noun} message={message} onRetry={retry} retrying={result.isFetching} note={errorNote} title={title} />
  );
  // A crash while reading a wrong answer (e.g. a `select` mapping a non-list) reads as the
  // violation that caused it, not as the crash's own words.
  const messageOf = (error: unknown) =>
    violation && !(error instanceof ApiError) && !(error instanceof ContractError) ? violation.message : errorText(error);
  if (result.data === undefined) {
    if (result.isError) return failure(messageOf(result.error));
    return <DataListSkeleton columns={table.columns} label={table.label} rows={skeletonRows} />;
  }
  const read = readRows(result.data, rowsOf, noun, operation);
  if ('malformed' in read) return failure(violation?.message ?? read.malformed, `Could not read the ${noun}`);
  const stale = result.isError ? (
    failure(messageOf(result.error))
  ) : violation ? (
    <ContractNotice violation={violation} onRetry={retry} retrying={result.isFetching} />
  ) : null;
  if (read.rows.length === 0) {
    return (
      <>
        {stale}
        <DataListEmpty {...empty} />
      </>
    );
  }
  return (
    <>
      {stale}
      <RowsBoundary resetKey={result.data} fallback={(error) => failure(messageOf(error), `Could not show the ${noun}`)}>
        <DataTable {...table} rows={read.rows} busy={Boolean(result.isPlaceholderData && result.isFetching)} />
      </RowsBoundary>
    </>
  );
}
