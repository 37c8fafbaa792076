// The columns of the users list: name, roles (sorted), auth type ('local user' or the connector
// type) and, when the ACL allows any, a menu of the row's actions. Names and roles from the server
// are text, cut with an ellipsis (the whole value in the title) so a long one never widens the page.
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { Badge, Button, Group, Menu, Text } from '@mantine/core';
import type { UserListEntry } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import { ChevronDownIcon } from '@/shared/icons/icons';
import { TokenText } from '@/shared/ui/token-text';
import { authTypeLabel, rowActions, type UsersAccess } from './user-actions';

export interface UserRowHandlers {
  onEdit: (name: string) => void;
  onReset: (name: string) => void;
  onDelete: (name: string) => void;
}

export const sortedRoles = (u: UserListEntry): string[] => [...(Array.isArray(u.roles) ? u.roles : [])].sort((a, b) => a.localeCompare(b));

function RowMenu({ user, access, handlers }: { user: UserListEntry; access: UsersAccess; handlers: UserRowHandlers }) {
  const can = rowActions(access, user);
  if (!can.edit && !can.reset && !can.remove) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="compact-sm"
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={`Options for ${user.name}`}
          data-testid="user-options"
        >
          Options
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {can.edit && <Menu.Item onClick={() => handlers.onEdit(user.name)}>Edit…</Menu.Item>}
        {can.reset && <Menu.Item onClick={() => handlers.onReset(user.name)}>Reset password…</Menu.Item>}
        {can.remove && (
          <Menu.Item color="red" onClick={() => handlers.onDelete(user.name)}>
            Delete…
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function userColumns(access: UsersAccess, handlers: UserRowHandlers): DataColumn<UserListEntry>[] {
  const columns: DataColumn<UserListEntry>[] = [
    {
      id: 'name',
      header: 'Name',
      width: '34%',
      sortValue: (u) => u.name,
      render: (u) => (
        <TokenText name fw={600} maw="100%">
          {u.name}
        </TokenText>
      ),
    },
    {
      id: 'roles',
      header: 'Roles',
      sortValue: (u) => sortedRoles(u).join(', '),
      render: (u) => {
        const roles = sortedRoles(u);
        if (!roles.length) return <Text c="dimmed">—</Text>;
        return (
          <Group gap={6} aria-label={`Roles: ${roles.join(', ')}`} role="list">
            {roles.map((r) => (
              <Badge key={r} variant="light" radius="sm" tt="none" maw="16rem" title={r} role="listitem">
                {r}
              </Badge>
            ))}
          </Group>
        );
      },
    },
    {
      id: 'authType',
      header: 'Auth type',
      width: '9rem',
      sortValue: authTypeLabel,
      render: (u) => (
        <Badge variant={u.authType === 'local' ? 'outline' : 'light'} color={u.authType === 'local' ? 'gray' : 'violet'} tt="none">
          {authTypeLabel(u)}
        </Badge>
      ),
    },
  ];
  if (access.edit || access.reset || access.remove) {
    columns.push({
      id: 'actions',
      pin: 'end',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      width: '8rem',
      render: (u) => <RowMenu user={u} access={access} handlers={handlers} />,
    });
  }
  return columns;
}
