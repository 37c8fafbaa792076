import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserListEntry } from '@/api/gen/model';
import { DataTable } from '@/shared/data-list/data-table';
import { renderWithProviders } from '@/testing/render';
import { userColumns } from './user-columns';
import type { UsersAccess } from './user-actions';

const USERS: UserListEntry[] = [
  { name: 'carol', roles: ['editor', 'access'], authType: 'local' },
  { name: 'bob@example.com', roles: ['requester', 'access'], authType: 'github' },
  { name: '<img src=x onerror=alert(1)>', roles: [], authType: 'local' },
];

const NONE: UsersAccess = { create: false, edit: false, remove: false, reset: false, listRoles: false };

function renderTable(access: UsersAccess) {
  const handlers = { onEdit: vi.fn(), onReset: vi.fn(), onDelete: vi.fn() };
  renderWithProviders(
    <DataTable rows={USERS} columns={userColumns(access, handlers)} rowKey={(u) => u.name} label="Users" sorting={{ mode: 'client' }} />,
  );
  return handlers;
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

describe('users list columns', () => {
  it('shows roles sorted, "local user" or the connector type, and hostile names as text', () => {
    renderTable(NONE);
    expect(
      within(row('carol'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['access', 'editor']);
    expect(within(row('carol')).getByText('local user')).toBeTruthy();
    expect(within(row('bob@example.com')).getByText('github')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('has no actions column without edit, reset or remove rights', () => {
    renderTable(NONE);
    expect(screen.queryByRole('button', { name: /^Options for/ })).toBeNull();
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
  });

  it('offers Edit, Reset password (local users only) and Delete by the ACL', async () => {
    const handlers = renderTable({ ...NONE, edit: true, reset: true, remove: true });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Options for carol' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Edit…', 'Reset password…', 'Delete…']);
    await user.click(screen.getByRole('menuitem', { name: 'Reset password…' }));
    expect(handlers.onReset).toHaveBeenCalledWith('carol');

    await user.click(screen.getByRole('button', { name: 'Options for bob@example.com' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Edit…', 'Delete…']);
    await user.click(screen.getByRole('menuitem', { name: 'Delete…' }));
    expect(handlers.onDelete).toHaveBeenCalledWith('bob@example.com');
  });

  it('offers only what is allowed: remove alone gives Delete alone', async () => {
    renderTable({ ...NONE, remove: true });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Options for carol' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Delete…']);
  });
});
