// The body every list page shares, on the page frame: the notice of the last change (dismissable),
// the search box of the URL view first in the toolbar, the count (the rows shown, of how many),
// the list (DataListBody, labelled by the page's title) in one bordered panel that scrolls
// sideways rather than squeezing its table, its pager, and Load more. A page gives its own parts
// only: the list's answer, columns and states, its filters, its dialogs, and its bulk actions'
// buttons (the frame adds the selection column, the selection's bar and the bulk dialog:
// src/shared/bulk/use-list-bulk.tsx).
import { useCallback, useContext, useMemo, useState, type ReactNode, type Ref } from 'react';
import { Alert, Button, Group, Paper } from '@mantine/core';
import { PageFrame, type PageFrameProps } from '@/shared/pages/page-frame';
import type { BulkItem } from '@/shared/bulk/bulk-action';
import { useFrameBulk, type FrameBulk } from '@/shared/bulk/use-list-bulk';
import { ShellContext } from '@/platform/shell-context';
import { countLabel, type CountOptions } from '@/shared/text/format';
import type { ColumnListId } from './column-choice';
import { ColumnChooser } from './column-chooser';
import { DataListBody, readRows, type DataListBodyProps } from './data-list-body';
import { ListSearchInput, type ListSearchInputProps } from './list-search-input';
import { useColumnChoice } from './use-column-choice';
import type { UrlView } from './use-url-view';

/** What went well just now ("User “ana” was saved."), until dismissed or replaced. */
export interface PageNotice {
  text: string | null;
  show: (text: string | null) => void;
  dismiss: () => void;
}

export function usePageNotice(): PageNotice {
  const [text, setText] = useState<string | null>(null);
  return useMemo(() => ({ text, show: setText, dismiss: () => setText(null) }), [text]);
}

/** A dialog about one item of the list (deleting it, editing it): which one is open, if any. */
export interface ItemDialog<T> {
  item: T | null;
  /** Stable: safe in the columns' memo. */
  open: (item: T) => void;
  close: () => void;
  /** Closes the dialog and tells what was done in the page's notice. */
  done: (text: string) => void;
}

export function useItemDialog<T>(notice: PageNotice): ItemDialog<T> {
  const [item, setItem] = useState<T | null>(null);
  const { show } = notice;
  const close = useCallback(() => setItem(null), []);
  const done = useCallback(
    (text: string) => {
      setItem(null);
      show(text);
    },
    [show],
  );
  return { item, open: setItem, close, done };
}

export interface ListPageFrameProps<TData, Row, E extends BulkItem = BulkItem> extends Omit<PageFrameProps, 'children' | 'fill'> {
  /** The list: its answer, rows, columns and states. Its label is the page's title unless given. */
  list: Omit<DataListBodyProps<TData, Row>, 'label'> & { label?: string };
  /**
   * How many there are in all, when not what the list shows: by default the answer's length when
   * it is a list (the rows shown are what the search keeps of it), else none.
   */
  total?: (data: TData) => number | undefined;
  notice?: PageNotice;
  /** The list's search box (the URL view's draft), first in the toolbar. */
  search?: ListSearchInputProps;
  /** In the panel under the table: its pager. */
  pager?: ReactNode;
  /** In the panel above the table (under the selection's bar). */
  above?: ReactNode;
  /** The rows can be selected for these bulk actions (useListBulk's state and the bar's buttons). */
  bulk?: FrameBulk<Row, E>;
  /** Beside the panel, at its right (the Audit Log's facets). */
  aside?: ReactNode;
  panelRef?: Ref<HTMLDivElement>;
  /** More rows on the server than loaded: Load more under the panel. */
  loadMore?: LoadMore;
  /** The page's dialogs. */
  dialogs?: ReactNode;
  /** The table's columns are chosen ("Columns", last in the toolbar), remembered per user under this list id. */
  columnChoice?: ColumnListId;
}

export interface LoadMore {
  more: boolean;
  loading: boolean;
  onLoad: () => void;
}

export function ListPageFrame<TData, Row, E extends BulkItem = BulkItem>({
  list,
  total,
  notice,
  search,
  pager,
  above,
  bulk,
  aside,
  panelRef,
  loadMore,
  dialogs,
  columnChoice,
  notices,
  toolbar,
  count,
  ...frame
}: ListPageFrameProps<TData, Row, E>) {
  // The signed-in user's choice (outside the shell, in a component test, nobody's).
  const user = useContext(ShellContext)?.user.userName ?? '';
  const selectable = bulk !== undefined;
  const { data } = list.result;
  const { rowsOf, noun } = list;
  const rows = useMemo(() => (selectable && data !== undefined ? shownRows(data, rowsOf, noun) : noRows), [selectable, data, rowsOf, noun]);
  const bulkParts = useFrameBulk(bulk, rows, list.columns);
  const choice = useColumnChoice(bulkParts.columns, columnChoice ? { user, list: columnChoice } : null);
  const shownNotice = notice?.text ? (
    <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={notice.dismiss} data-testid="page-notice">
      <span style={{ overflowWrap: 'anywhere' }}>{notice.text}</span>
    </Alert>
  ) : null;
  // The table scrolls sideways in its own box (TableScroll); the panel only clips its corners.
  const panel = (
    <Paper withBorder radius="md" ref={panelRef} style={{ overflow: 'hidden', minWidth: 0, flex: aside ? 1 : undefined }}>
      {bulkParts.bar}
      {above}
      <DataListBody label={frame.title} {...list} columns={choice.columns} />
      {pager}
    </Paper>
  );
  return bulkParts.wrap(
    <PageFrame
      {...frame}
      count={count !== undefined ? count : listCount(list.result.data, list.rowsOf, list.noun, total ?? answerLength)}
      notices={
        notices || shownNotice ? (
          <>
            {notices}
            {shownNotice}
          </>
        ) : undefined
      }
      toolbar={
        search || toolbar || columnChoice ? (
          <>
            {search && <ListSearchInput {...search} style={{ flex: 1, minWidth: 240, ...search.style }} />}
            {toolbar}
            {/* The view control at the toolbar's right end, as on the resource lists. */}
            {columnChoice && (
              <div style={{ marginLeft: 'auto' }}>
                <ColumnChooser state={choice.chooser} size="sm" />
              </div>
            )}
          </>
        ) : undefined
      }
    >
      {aside ? (
        <Group align="flex-start" gap="md" wrap="nowrap">
          {panel}
          {aside}
        </Group>
      ) : (
        panel
      )}
      {loadMore?.more && (
        <Group justify="center">
          <Button variant="default" onClick={loadMore.onLoad} loading={loadMore.loading}>
            Load more
          </Button>
        </Group>
      )}
      {dialogs}
      {bulkParts.dialog}
    </PageFrame>,
  );
}

const noRows: never[] = [];

function shownRows<TData, Row>(data: TData, rowsOf: ((data: TData) => readonly Row[]) | undefined, noun: string): readonly Row[] {
  const read = readRows(data, rowsOf, noun);
  return 'rows' in read ? read.rows : noRows;
}

const answerLength = (data: unknown) => (Array.isArray(data) ? data.length : undefined);

/**
 * The frame's count of a list: the rows the page shows, of all its answer holds (`total`, when
 * it is not the rows' own count: a filter on the client, the server's count). Null while
 * loading or when the answer cannot be read (the list says why).
 */
export function listCount<TData, Row>(
  data: TData | undefined,
  rowsOf: ((data: TData) => readonly Row[]) | undefined,
  noun: string,
  total?: (data: TData) => number | undefined,
  options?: CountOptions,
): string | null {
  if (data === undefined) return null;
  const read = readRows(data, rowsOf, noun);
  if (!('rows' in read)) return null;
  let all: number | undefined;
  try {
    all = total?.(data);
  } catch {
    all = undefined;
  }
  return countLabel(read.rows.length, typeof all === 'number' ? all : undefined, noun, options);
}

/**
 * A list filtered and sorted on the client: the search box's text (lower-cased, as typed, ahead
 * of the URL) keeps the rows `matches` accepts; the headers sort by the URL's sort.
 * `matches` must keep its identity (a module-level function).
 */
export function useClientList<Row>(
  view: Pick<UrlView<never>, 'draft' | 'sort' | 'setSort'>,
  matches: (row: Row, needle: string) => boolean,
) {
  const needle = view.draft.trim().toLowerCase();
  const rowsOf = useCallback((list: readonly Row[]) => list.filter((row) => !needle || matches(row, needle)), [needle, matches]);
  const { sort, setSort } = view;
  const sorting = useMemo(() => ({ mode: 'client' as const, sort, onChange: setSort }), [sort, setSort]);
  return { needle, rowsOf, sorting };
}
