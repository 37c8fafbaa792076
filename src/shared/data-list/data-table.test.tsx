// The table: client and server sorting, virtualization above 200 rows, clickable and selected rows.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import type { DataColumn } from './columns';
import { useCompactRows } from './compact-rows';
import { DataTable, VIRTUALIZE_OVER } from './data-table';

interface Row {
  id: string;
  name: string;
  size: number;
}

const ROWS: Row[] = [
  { id: 'a', name: 'web-10', size: 3 },
  { id: 'b', name: 'web-2', size: 1 },
  { id: 'c', name: 'Alpha', size: 3 },
];
const many = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `row-${i}`, name: `host-${i}`, size: i }));

function Compact() {
  return <span data-testid="compact">{String(useCompactRows())}</span>;
}

const COLUMNS: DataColumn<Row>[] = [
  { id: 'name', header: 'Name', sortKey: 'hostname', sortValue: (r) => r.name, render: (r) => r.name },
  { id: 'size', header: 'Size', compare: (x, y) => x.size - y.size, render: (r) => String(r.size) },
  { id: 'actions', header: 'Actions', hideHeader: true, render: (r) => <button type="button">Open {r.id}</button> },
];

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]?.textContent);

// jsdom has no layout: every element is the size of a 600px scroll box.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});
afterEach(() => vi.restoreAllMocks());

describe('client sorting', () => {
  it('sorts the rows itself from the headers, toggling the direction and marking the column', () => {
    renderWithProviders(<DataTable rows={ROWS} columns={COLUMNS} rowKey={(r) => r.id} label="Things" sorting={{ mode: 'client' }} />);
    expect(names()).toEqual(['web-10', 'web-2', 'Alpha']);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(header).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Alpha', 'web-2', 'web-10']);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['web-10', 'web-2', 'Alpha']);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    // By a compare function; stable for the equal sizes of web-10 and Alpha.
    fireEvent.click(screen.getByRole('button', { name: 'Size' }));
    expect(names()).toEqual(['web-2', 'web-10', 'Alpha']);
    expect(header.getAttribute('aria-sort')).toBe('none');
    // A column without a sort key or value has no button and no aria-sort.
    expect(screen.getByRole('columnheader', { name: 'Actions' }).hasAttribute('aria-sort')).toBe(false);
  });

  it('starts from the initial sort and reports clicks; a controlled sort follows its prop', () => {
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(
      <DataTable
        rows={ROWS}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        label="Things"
        sorting={{ mode: 'client', sort: { field: 'size', dir: 'desc' }, onChange }}
      />,
    );
    expect(names()).toEqual(['web-10', 'Alpha', 'web-2']);
    fireEvent.click(screen.getByRole('button', { name: 'Size' }));
    expect(onChange).toHaveBeenCalledWith({ field: 'size', dir: 'asc' });
    // Controlled: nothing moves until the prop does.
    expect(names()).toEqual(['web-10', 'Alpha', 'web-2']);
    rerender(
      <DataTable
        rows={ROWS}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        label="Things"
        sorting={{ mode: 'client', sort: { field: 'size', dir: 'asc' }, onChange }}
      />,
    );
    expect(names()).toEqual(['web-2', 'web-10', 'Alpha']);
  });

  it('the sort buttons are reachable by keyboard', () => {
    renderWithProviders(<DataTable rows={ROWS} columns={COLUMNS} rowKey={(r) => r.id} label="Things" sorting={{ mode: 'client' }} />);
    const button = screen.getByRole('button', { name: 'Name' });
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    expect(document.activeElement).toBe(button);
  });
});

describe('server sorting', () => {
  it('shows the rows as they come and asks for the next sort by the sort key', () => {
    const onChange = vi.fn();
    renderWithProviders(
      <DataTable
        rows={ROWS}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        label="Things"
        sorting={{ mode: 'server', sort: { field: 'hostname', dir: 'asc' }, onChange }}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    // Client-only columns do not sort in server mode.
    expect(screen.queryByRole('button', { name: 'Size' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onChange).toHaveBeenCalledWith({ field: 'hostname', dir: 'desc' });
    expect(names()).toEqual(['web-10', 'web-2', 'Alpha']);
  });
});

describe('virtualization', () => {
  // The virtualized body is a lazy module (not in a list's first load): the first big table shows
  // its first rows plainly until it is there; after that it is used at once.
  beforeAll(async () => {
    const { unmount } = renderWithProviders(
      <DataTable rows={many(VIRTUALIZE_OVER + 1)} columns={COLUMNS} rowKey={(r) => r.id} label="Things" />,
    );
    expect(screen.getAllByRole('row').length).toBeLessThanOrEqual(VIRTUALIZE_OVER + 1);
    await waitFor(() => expect(screen.getByRole('table').getAttribute('data-virtual')).toBe('true'));
    unmount();
  });

  it('renders every row up to the threshold and virtualizes above it', () => {
    const { unmount } = renderWithProviders(
      <DataTable rows={many(VIRTUALIZE_OVER)} columns={COLUMNS} rowKey={(r) => r.id} label="Things" />,
    );
    expect(screen.getByRole('table').getAttribute('data-virtual')).toBe('false');
    expect(screen.getAllByRole('row')).toHaveLength(VIRTUALIZE_OVER + 1);
    expect(screen.getByRole('table').hasAttribute('aria-rowcount')).toBe(false);
    unmount();

    renderWithProviders(<DataTable rows={many(VIRTUALIZE_OVER + 1)} columns={COLUMNS} rowKey={(r) => r.id} label="Things" />);
    const table = screen.getByRole('table');
    expect(table.getAttribute('data-virtual')).toBe('true');
    expect(table.getAttribute('aria-rowcount')).toBe(String(VIRTUALIZE_OVER + 2));
    expect(screen.getByRole('region', { name: `Things: ${VIRTUALIZE_OVER + 1} rows, scroll to see more` })).toBeTruthy();
    const rendered = table.querySelectorAll('tbody tr[data-index]');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(50);
    expect(rendered[0]?.getAttribute('aria-rowindex')).toBe('2');
  });

  it('keeps 10,000 rows out of the DOM, sorted on the client, with compact rows', () => {
    const cols: DataColumn<Row>[] = [...COLUMNS, { id: 'compact', header: 'Compact', render: () => <Compact /> }];
    renderWithProviders(
      <DataTable
        rows={many(10_000)}
        columns={cols}
        rowKey={(r) => r.id}
        label="Things"
        sorting={{ mode: 'client', initial: { field: 'size', dir: 'desc' } }}
      />,
    );
    const first = screen.getByRole('table').querySelector('tbody tr[data-index="0"]') as HTMLElement;
    expect(within(first).getAllByRole('cell')[0]?.textContent).toBe('host-9999');
    expect(first.className).toContain('data-row-compact');
    expect(within(first).getByTestId('compact').textContent).toBe('true');
  });
  it('mounts without forcing a layout: no scroll write, no size read until the ResizeObserver reports', () => {
    const scrollTo = vi.fn();
    const heightRead = vi.fn(() => 600);
    const proto = HTMLElement.prototype as unknown as { scrollTo: unknown };
    const original = proto.scrollTo;
    const originalHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
    proto.scrollTo = scrollTo;
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: heightRead });
    try {
      renderWithProviders(<DataTable rows={many(1_000)} columns={COLUMNS} rowKey={(r) => r.id} label="Things" />);
      expect(screen.getByRole('table').querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(5);
      expect(scrollTo).not.toHaveBeenCalled();
      expect(heightRead).not.toHaveBeenCalled();
    } finally {
      proto.scrollTo = original;
      if (originalHeight) Object.defineProperty(Element.prototype, 'clientHeight', originalHeight);
    }
  });
});

describe('rows', () => {
  it('open on click and on Enter, but a button inside a row keeps its click', () => {
    const onRowClick = vi.fn();
    renderWithProviders(
      <DataTable
        rows={ROWS}
        columns={COLUMNS}
        rowKey={(r) => r.id}
        label="Things"
        onRowClick={onRowClick}
        selectedKey="b"
        rowAttributes={(r) => ({ 'data-name': r.name })}
      />,
    );
    const row = screen.getByText('web-2').closest('tr') as HTMLElement;
    expect(row.getAttribute('data-name')).toBe('web-2');
    expect(row.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('web-10').closest('tr')?.hasAttribute('aria-current')).toBe(false);
    fireEvent.click(within(row).getAllByRole('cell')[0] as HTMLElement);
    expect(onRowClick).toHaveBeenLastCalledWith(ROWS[1]);
    fireEvent.click(within(row).getByRole('button', { name: 'Open b' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(row.tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(row, { key: 'a' });
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it('are not focusable without a click handler, and the table is named', () => {
    renderWithProviders(<DataTable rows={ROWS} columns={COLUMNS} rowKey={(r) => r.id} label="Things" busy />);
    expect(screen.getByRole('table', { name: 'Things' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('web-2').closest('tr')?.hasAttribute('tabindex')).toBe(false);
  });
});
