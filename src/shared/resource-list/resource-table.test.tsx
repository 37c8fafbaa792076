import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { LabelChips } from './label-chips';
import { ResourceTable, VIRTUALIZE_OVER, type ResourceColumn } from './resource-table';

interface Row {
  id: string;
  labels: { name: string; value: string }[];
}

const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `row-${i}`, labels: [{ name: 'env', value: 'prod' }] }));

function columns(onLabel: (l: { name: string; value: string }) => void): ResourceColumn<Row>[] {
  return [
    { id: 'id', header: 'Name', sortField: 'name', render: (r) => r.id },
    { id: 'labels', header: 'Labels', render: (r) => <LabelChips labels={r.labels} onSelect={onLabel} /> },
  ];
}

describe('the resource table', () => {
  it('sorts from its headers and marks the sorted column', () => {
    const onSort = vi.fn();
    renderWithProviders(<ResourceTable items={rows(3)} columns={columns(() => {})} rowKey={(r) => r.id} sort={{ field: 'name', dir: 'desc' }} onSort={onSort} label="Things" />);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByRole('columnheader', { name: 'Labels' }).hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
  });

  it('renders every row up to the threshold and virtualizes above it', () => {
    const { unmount } = renderWithProviders(
      <ResourceTable items={rows(VIRTUALIZE_OVER)} columns={columns(() => {})} rowKey={(r) => r.id} sort={{ field: 'name', dir: 'asc' }} onSort={() => {}} label="Things" />,
    );
    expect(screen.getByRole('table').getAttribute('data-virtual')).toBe('false');
    expect(screen.getAllByRole('row')).toHaveLength(VIRTUALIZE_OVER + 1);
    unmount();
    renderWithProviders(
      <ResourceTable items={rows(5000)} columns={columns(() => {})} rowKey={(r) => r.id} sort={{ field: 'name', dir: 'asc' }} onSort={() => {}} label="Things" />,
    );
    const table = screen.getByRole('table');
    expect(table.getAttribute('data-virtual')).toBe('true');
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    // jsdom has no layout: at most the overscan is rendered, never the 5000.
    expect(table.querySelectorAll('tbody tr[data-index]').length).toBeLessThan(50);
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
