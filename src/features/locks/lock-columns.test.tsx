import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lock } from '@/api/gen/model';
import { DataTable } from '@/shared/data-list/data-table';
import { formatDateTime } from '@/shared/text/format';
import { renderWithProviders } from '@/testing/render';
import { lockColumns } from './lock-columns';

const LOCKS: Lock[] = [
  {
    name: 'l-1',
    message: '<img src=x onerror=alert(1)>',
    expires: '',
    createdAt: '2023-07-18T10:04:11.302Z',
    createdBy: 'alice',
    targets: { login: 'Administrator', windows_desktop: 'win-sql01' },
  },
  { name: 'l-2', message: '', expires: '2023-07-21T09:00:00Z', createdAt: '', createdBy: '', targets: { role: 'temp-debug' } },
];

const row = (text: string) => screen.getAllByRole('row').find((r) => r.textContent?.includes(text)) as HTMLElement;

describe('locks list columns', () => {
  it('shows targets as kind: value chips, the times as yyyy-MM-dd HH:mm:ss, Never and dashes for unset values, hostile text as text', () => {
    renderWithProviders(
      <DataTable rows={LOCKS} columns={lockColumns(false, vi.fn())} rowKey={(l) => l.name} label="Locks" sorting={{ mode: 'client' }} />,
    );
    const first = row('win-sql01');
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['windows_desktop: win-sql01', 'login: Administrator']);
    // A date and its time are one cell's text (they may wrap only between each other).
    const cells = (r: HTMLElement) => Array.from(r.querySelectorAll('td'), (td) => td.textContent);
    expect(cells(first)).toContain(formatDateTime('2023-07-18T10:04:11.302Z'));
    expect(within(first).getByText('Never')).toBeTruthy();
    expect(within(first).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    const second = row('temp-debug');
    expect(cells(second)).toContain(formatDateTime('2023-07-21T09:00:00Z'));
    expect(within(second).getAllByText('—')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('offers Delete per row when allowed, naming the targets', async () => {
    const onDelete = vi.fn();
    renderWithProviders(
      <DataTable rows={LOCKS} columns={lockColumns(true, onDelete)} rowKey={(l) => l.name} label="Locks" sorting={{ mode: 'client' }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete the lock on role: temp-debug' }));
    expect(onDelete).toHaveBeenCalledWith(LOCKS[1]);
  });
});
