// The body of a list from a react-query result: skeleton rows while the first answer is on its
// way, the error state (message and Try again) when it failed, the table when there are rows and
// the empty state when there are none. An answer whose rows are not an array (a backend that
// broke the contract in production, where the pipeline reports and lets it through) gives an
// error state saying so, never a crash. A failed refresh of a list already shown keeps the rows
// and puts the error above them.
import type { ReactNode } from 'react';
import { errorText } from '../../api/errors';
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
): { rows: readonly Row[] } | { malformed: string } {
  let rows: unknown;
  try {
    rows = rowsOf ? rowsOf(data) : data;
  } catch (error) {
    return { malformed: `The server's answer was malformed: ${errorText(error)}` };
  }
  if (!Array.isArray(rows)) return { malformed: `The server's answer was malformed: expected a list of ${noun}, got ${describe(rows)}.` };
  return { rows: rows as readonly Row[] };
}

export function DataListBody<TData, Row>({
  result,
  rowsOf,
  noun,
  empty,
  errorNote,
  skeletonRows,
  ...table
}: DataListBodyProps<TData, Row>) {
  const retry = () => void result.refetch();
  const failure = (message: string, title?: string) => (
    <DataListError noun={noun} message={message} onRetry={retry} retrying={result.isFetching} note={errorNote} title={title} />
  );
  if (result.data === undefined) {
    if (result.isError) return failure(errorText(result.error));
    return <DataListSkeleton columns={table.columns} label={table.label} rows={skeletonRows} />;
  }
  const read = readRows(result.data, rowsOf, noun);
  if ('malformed' in read) return failure(read.malformed, `Could not read the ${noun}`);
  const stale = result.isError ? failure(errorText(result.error)) : null;
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
      <DataTable {...table} rows={read.rows} busy={Boolean(result.isPlaceholderData && result.isFetching)} />
    </>
  );
}
