// Label chips in the data-list kit's table as the resource lists use it (server sort): the
// sorted header, virtualized compact rows, one line of chips with '+N' (from measured widths),
// the expanded list, and chips that hand their label over.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { LabelChips } from './label-chips';
import { forgetChipWidths } from './chip-line';
import { LabelsExpandedContext } from './labels-expanded';
import type { DataColumn } from '@/shared/data-list/columns';
import { DataTable, VIRTUALIZE_OVER } from '@/shared/data-list/data-table';

interface Row {
  id: string;
  labels: { name: string; value: string }[];
}

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `row-${i}`, labels: [{ name: 'env', value: 'prod' }] }));

function columns(onLabel: (l: { name: string; value: string }) => void): DataColumn<Row>[] {
  return [
    { id: 'id', header: 'Name', sortKey: 'name', render: (r) => r.id },
    { id: 'labels', header: 'Labels', render: (r) => <LabelChips labels={r.labels} onSelect={onLabel} /> },
  ];
}

const SORTING = { mode: 'server', sort: { field: 'name', dir: 'asc' }, onChange: () => {} } as const;

// jsdom has no layout: every element has the size of a 600px scroll box, except a line of chips
// (350px wide), a chip (100px) and a '+N' chip (30px).
beforeEach(() => {
  forgetChipWidths();
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('chips-line') ? 350 : 1000;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const width = this.hasAttribute('data-chip') ? 100 : this.hasAttribute('data-chip-more') ? 30 : 0;
    return { width, height: 20, top: 0, left: 0, right: width, bottom: 20, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
  });
});
const six = Array.from({ length: 6 }, (_, i) => ({ name: `k${i}`, value: `v${i}` }));
afterEach(() => vi.restoreAllMocks());

describe('the resource list table', () => {
  /** The table once its virtualized body has loaded. */
  async function virtualTable(): Promise<HTMLElement> {
    await waitFor(() => expect(screen.getByRole('table').getAttribute('data-virtual')).toBe('true'));
    return screen.getByRole('table');
  }

  it('sorts from its headers and marks the sorted column', () => {
    const onSort = vi.fn();
    renderWithProviders(
      <DataTable
        rows={rows(3)}
        columns={columns(() => {})}
        rowKey={(r) => r.id}
        sorting={{ mode: 'server', sort: { field: 'name', dir: 'desc' }, onChange: onSort }}
        label="Things"
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Labels' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith({ field: 'name', dir: 'asc' });
  });

  it('renders every row up to the threshold and virtualizes above it', async () => {
    const { unmount } = renderWithProviders(
      <DataTable rows={rows(VIRTUALIZE_OVER)} columns={columns(() => {})} rowKey={(r) => r.id} sorting={SORTING} label="Things" />,
    );
    expect(screen.getByRole('table').getAttribute('data-virtual')).toBe('false');
    expect(screen.getAllByRole('row')).toHaveLength(VIRTUALIZE_OVER + 1);
    unmount();
    renderWithProviders(<DataTable rows={rows(5000)} columns={columns(() => {})} rowKey={(r) => r.id} sorting={SORTING} label="Things" />);
    // The virtualized body loads the first time a table needs it.
    const table = await virtualTable();
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    // The rows of a 600px box plus the overscan, never the 5000.
    const rendered = table.querySelectorAll('tbody tr[data-index]').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(50);
  });

  it('a virtualized row shows the labels that fit and puts the rest behind +N, which opens all of them', async () => {
    const onLabel = vi.fn();
    const items = Array.from({ length: VIRTUALIZE_OVER + 1 }, (_, i) => ({ id: `row-${i}`, labels: six }));
    renderWithProviders(<DataTable rows={items} columns={columns(onLabel)} rowKey={(r) => r.id} sorting={SORTING} label="Things" />);
    const row = (await virtualTable()).querySelector('tbody tr[data-index="0"]') as HTMLElement;
    expect(row.className).toContain('data-row-compact');
    expect(within(row).getAllByRole('button', { name: /^Filter by label/ })).toHaveLength(3);
    fireEvent.click(within(row).getByRole('button', { name: '+3 more labels' }));
    // The popover's code loads on the first click.
    const dialog = await screen.findByRole('dialog', { name: 'All labels' });
    expect(within(dialog).getAllByRole('button', { name: /^Filter by label/ })).toHaveLength(6);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Filter by label k5: v5' }));
    expect(onLabel).toHaveBeenCalledWith({ name: 'k5', value: 'v5' });
  });

  it('a plain row fits its chips to the line too: three of 100px and +3 on 350px', () => {
    renderWithProviders(<LabelChips labels={six} />);
    const line = screen.getByTestId('label-chips');
    const shown = Array.from(line.querySelectorAll('[data-chip]:not([data-chip-overflow])'), (c) => c.textContent);
    expect(shown).toEqual(['k0: v0', 'k1: v1', 'k2: v2']);
    // The chips past the line are not drawn (they are behind +N).
    expect(line.querySelectorAll('[data-chip]')).toHaveLength(3);
    expect(screen.getByRole('button', { name: '+3 more labels' })).toBeTruthy();
  });

  it('a line of chips measured before fits at render time, without measuring again', () => {
    const { unmount } = renderWithProviders(<LabelChips labels={six} />);
    expect(screen.getByRole('button', { name: '+3 more labels' })).toBeTruthy();
    unmount();
    const measure = vi.mocked(HTMLElement.prototype.getBoundingClientRect);
    measure.mockClear();
    renderWithProviders(<LabelChips labels={six} />);
    expect(screen.getByTestId('label-chips').querySelectorAll('[data-chip]')).toHaveLength(3);
    expect(screen.getByRole('button', { name: '+3 more labels' })).toBeTruthy();
    expect(measure).not.toHaveBeenCalled();
  });

  it('shows every chip and no +N when they fit', () => {
    renderWithProviders(<LabelChips labels={six.slice(0, 3)} />);
    expect(screen.getByTestId('label-chips').querySelectorAll('[data-chip]')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /more labels/ })).toBeNull();
  });

  it('an expanded list shows every label, wrapped, except in a virtualized row (one fixed height)', async () => {
    const { unmount } = renderWithProviders(
      <LabelsExpandedContext.Provider value>
        <LabelChips labels={six} onSelect={() => {}} />
      </LabelsExpandedContext.Provider>,
    );
    expect(screen.getByTestId('label-chips').className).toContain('chips-expanded');
    expect(screen.getAllByRole('button', { name: /^Filter by label/ })).toHaveLength(6);
    expect(screen.queryByRole('button', { name: /more labels/ })).toBeNull();
    unmount();
    const items = Array.from({ length: VIRTUALIZE_OVER + 1 }, (_, i) => ({ id: `row-${i}`, labels: six }));
    renderWithProviders(
      <LabelsExpandedContext.Provider value>
        <DataTable rows={items} columns={columns(() => {})} rowKey={(r) => r.id} sorting={SORTING} label="Things" />
      </LabelsExpandedContext.Provider>,
    );
    const row = (await virtualTable()).querySelector('tbody tr[data-index="0"]') as HTMLElement;
    expect(within(row).getByRole('button', { name: '+3 more labels' })).toBeTruthy();
  });

  it('a label chip is a button that hands its label over, and shows markup as text', () => {
    const onLabel = vi.fn();
    renderWithProviders(<LabelChips labels={[{ name: 'owner', value: '<img src=x onerror=alert(1)>' }]} onSelect={onLabel} />);
    const chip = screen.getByRole('button', { name: 'Filter by label owner: <img src=x onerror=alert(1)>' });
    expect(chip.textContent).toBe('owner: <img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
    fireEvent.click(chip);
    expect(onLabel).toHaveBeenCalledWith({ name: 'owner', value: '<img src=x onerror=alert(1)>' });
  });
});
