// The list page body on the frame: the search box first in the toolbar, the count of the rows the
// search keeps (of the answer's), the list labelled by the page's title, the notice of the last
// change (dismissable), an item dialog that closes with a notice, and Load more.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import type { DataColumn } from './columns';
import { ListPageFrame, listCount, useItemDialog, usePageNotice, type PageNotice } from './list-page-frame';
import { useListBulk } from '@/shared/bulk/use-list-bulk';

interface Fruit {
  name: string;
}
const FRUITS: Fruit[] = ['apple', 'apricot', 'banana', 'cherry'].map((name) => ({ name }));
const COLUMNS: DataColumn<Fruit>[] = [{ id: 'name', header: 'Name', render: (f) => f.name }];
const result = (data: Fruit[] | undefined) => ({
  data,
  error: null,
  isPending: !data,
  isError: false,
  isFetching: false,
  refetch: vi.fn(),
});
const startingWithA = (list: readonly Fruit[]) => list.filter((f) => f.name.startsWith('a'));
const notice = (text: string | null): PageNotice => ({ text, show: vi.fn(), dismiss: vi.fn() });

function renderList(props: { data?: Fruit[]; notice?: PageNotice; loadMore?: { more: boolean; loading: boolean; onLoad: () => void } }) {
  const view = { draft: 'a', setDraft: vi.fn(), commitSearch: vi.fn() };
  return renderWithProviders(
    <ListPageFrame
      title="Fruits"
      description="What grows here."
      search={{ view, label: 'Filter fruits' }}
      notice={props.notice}
      loadMore={props.loadMore}
      list={{
        result: result(props.data),
        rowsOf: startingWithA,
        noun: 'fruits',
        columns: COLUMNS,
        rowKey: (f) => f.name,
        empty: { title: 'No fruits.' },
      }}
    />,
  );
}

describe('the list page frame', () => {
  it('counts the rows the search keeps of the answer, labels the list by the title, puts the search in the toolbar', async () => {
    renderList({ data: FRUITS });
    expect(screen.getByTestId('page-count').textContent).toBe('2 of 4 fruits');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Fruits']);
    const table = await screen.findByRole('table', { name: 'Fruits' });
    expect(within(table).getByText('apricot')).toBeTruthy();
    expect(within(table).queryByText('banana')).toBeNull();
    const toolbar = screen.getByTestId('page-count').parentElement!;
    expect(within(toolbar).getByRole('textbox', { name: 'Filter fruits' })).toBeTruthy();
  });

  it('has no count while loading', () => {
    renderList({});
    expect(screen.queryByTestId('page-count')).toBeNull();
  });

  it('shows the notice with a Dismiss button, and Load more when there is more', () => {
    const shown = notice('Fruit “apple” was saved.');
    const onLoad = vi.fn();
    renderList({ data: FRUITS, notice: shown, loadMore: { more: true, loading: false, onLoad } });
    expect(screen.getByTestId('page-notice').textContent).toContain('Fruit “apple” was saved.');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shown.dismiss).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoad).toHaveBeenCalled();
  });

  it('shows no notice and no Load more when there is none', () => {
    renderList({ data: FRUITS, notice: notice(null), loadMore: { more: false, loading: false, onLoad: vi.fn() } });
    expect(screen.queryByTestId('page-notice')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

const fruitEntry = (f: Fruit) => ({ key: f.name, name: f.name });

function BulkFruits({ enabled }: { enabled: boolean }) {
  const bulk = useListBulk({ entryOf: fruitEntry, enabled });
  return (
    <ListPageFrame
      title="Fruits"
      description="What grows here."
      list={{
        result: result(FRUITS),
        rowsOf: startingWithA,
        noun: 'fruits',
        columns: COLUMNS,
        rowKey: (f) => f.name,
        empty: { title: 'No fruits.' },
      }}
      bulk={{ state: bulk, actions: <button type="button">Eat selected</button> }}
    />
  );
}

describe('bulk actions on the list page frame', () => {
  it('adds a box per row shown and one for the page, and the bar with the page’s buttons while any is selected', async () => {
    renderWithProviders(<BulkFruits enabled />);
    const table = await screen.findByRole('table', { name: 'Fruits' });
    expect(
      within(table)
        .getAllByRole('checkbox')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Select all on this page', 'Select apple', 'Select apricot']);
    expect(screen.queryByTestId('selection-bar')).toBeNull();
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByTestId('selection-count').textContent).toBe('2 selected');
    expect(within(screen.getByTestId('selection-bar')).getByRole('button', { name: 'Eat selected' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByTestId('selection-bar')).toBeNull();
  });

  it('has no selection column when the page offers no action', async () => {
    renderWithProviders(<BulkFruits enabled={false} />);
    const table = await screen.findByRole('table', { name: 'Fruits' });
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
  });
});

describe('the item dialog and the notice', () => {
  it('opens on an item, and closes with what was done in the notice', () => {
    const { result: hook } = renderHook(() => {
      const shown = usePageNotice();
      return { shown, dialog: useItemDialog<string>(shown) };
    });
    const open = hook.current.dialog.open;
    act(() => hook.current.dialog.open('apple'));
    expect(hook.current.dialog.item).toBe('apple');
    expect(hook.current.dialog.open).toBe(open);
    act(() => hook.current.dialog.done('Fruit “apple” was deleted.'));
    expect(hook.current.dialog.item).toBeNull();
    expect(hook.current.shown.text).toBe('Fruit “apple” was deleted.');
    act(() => hook.current.shown.dismiss());
    expect(hook.current.shown.text).toBeNull();
  });
});

describe('listCount', () => {
  it('counts what the page shows of its answer, and nothing for an answer it cannot read', () => {
    expect(listCount(FRUITS, undefined, 'fruits')).toBe('4 fruits');
    expect(listCount({ items: FRUITS.slice(0, 1) }, (d) => d.items, 'fruits')).toBe('1 fruit');
    expect(listCount(FRUITS, startingWithA, 'fruits', (d) => d.length)).toBe('2 of 4 fruits');
    expect(listCount({ items: 'nope' } as unknown as { items: Fruit[] }, (d) => d.items, 'fruits')).toBeNull();
    expect(listCount(undefined, undefined, 'fruits')).toBeNull();
  });
});
