// Manage Users: the cluster's users (name, roles, auth type), filtered by name or role as the
// user types and sorted from the headers (both kept in the URL); creating a user (followed by
// its invite link), editing, deleting, and a password reset link for local users, each offered
// only when the ACL allows it. Every change refreshes the users list, and only it. Rows can be
// selected (kept across filters) to lock or delete them in bulk (src/shared/bulk/), as the ACL allows.
import { useMemo, useState } from 'react';
import { Button } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useListRoles } from '@/api/gen/hooks/roles/roles';
import { deleteUser, useCreateResetPasswordToken, useListUsers } from '@/api/gen/hooks/users/users';
import type { ResourceItem, UserListEntry } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import { useShell } from '@/platform/shell-context';
import { ListPageFrame, useClientList, useItemDialog, usePageNotice } from '@/shared/data-list/list-page-frame';
import { useRouteUrlView } from '@/shared/data-list/use-url-view';
import { DeleteSelectedButton, LockSelectedButton, useListBulk } from '@/shared/bulk/use-list-bulk';
import { DeleteUserDialog } from './delete-user-dialog';
import { TokenDialog, type TokenRequest } from './token-dialog';
import { usersAccess } from './user-actions';
import { sortedRoles, userColumns } from './user-columns';
import { UserDialog, type UserDialogTarget } from './user-dialog';
import type { RoleChoices } from './user-form-fields';
import { usersSearchSchema } from './users-search';

const route = getRouteApi('/_authed/_shell/users');
const rowKey = (u: UserListEntry) => u.name;
const userEntry = (u: UserListEntry) => ({ key: u.name, name: u.name });
const rowAttributes = (u: UserListEntry) => ({ 'data-user': u.name });
const roleNames = (items: ResourceItem[]) => (Array.isArray(items) ? items.map((i) => i.name) : []);

function matches(u: UserListEntry, needle: string): boolean {
  return u.name.toLowerCase().includes(needle) || sortedRoles(u).some((r) => r.toLowerCase().includes(needle));
}

export function UsersPage() {
  const { user, clusterId } = useShell();
  const acl = user.userAcl;
  const access = useMemo(() => usersAccess(acl.users, acl.roles), [acl.users, acl.roles]);
  const users = useListUsers();
  const view = useRouteUrlView(route, usersSearchSchema);

  const [dialog, setDialog] = useState<UserDialogTarget | null>(null);
  const [tokenRequest, setTokenRequest] = useState<TokenRequest | null>(null);
  const notice = usePageNotice();
  const setNotice = notice.show;
  const deleting = useItemDialog<string>(notice);
  const token = useCreateResetPasswordToken();

  const roles = useListRoles({ query: { enabled: access.listRoles && dialog !== null, select: roleNames } });
  const roleChoices: RoleChoices = !access.listRoles
    ? { kind: 'typed', reason: 'You may not list the cluster’s roles.' }
    : roles.isError
      ? { kind: 'typed', reason: `The cluster’s roles could not be loaded (${errorText(roles.error)}).` }
      : roles.data
        ? { kind: 'list', names: roles.data }
        : { kind: 'loading' };

  const requestToken = (request: TokenRequest) => {
    setTokenRequest(request);
    token.reset();
    if (request.confirmed) token.mutate({ data: { name: request.name, type: request.type } });
  };

  const columns = useMemo(
    () =>
      userColumns(access, {
        onEdit: (name) => setDialog({ mode: 'edit', name }),
        onReset: (name) => {
          setTokenRequest({ name, type: 'password', confirmed: false });
          token.reset();
        },
        onDelete: deleting.open,
      }),
    // token.reset is stable (react-query binds it once per observer).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [access],
  );
  const { needle, rowsOf, sorting } = useClientList(view, matches);

  // Bulk: lock (a lock per user) and delete, each only where the ACL allows it.
  const canLock = acl.lock.create;
  const bulk = useListBulk({ entryOf: userEntry, enabled: canLock || access.remove });

  const empty = needle
    ? { title: `No users match “${view.draft}”.` }
    : { title: 'No users yet.', hint: access.create ? 'Create one to invite someone.' : undefined };

  return (
    <ListPageFrame
      title="Users"
      description="People and bots who sign in to this cluster, their roles and traits."
      action={access.create && <Button onClick={() => setDialog({ mode: 'create' })}>Create user</Button>}
      notice={notice}
      search={{ view, label: 'Filter users', placeholder: 'Filter users by name or role' }}
      list={{ result: users, rowsOf, operation: 'listUsers', noun: 'users', columns, rowKey, sorting, rowAttributes, empty }}
      columnChoice="users"
      bulk={{
        state: bulk,
        actions: (
          <>
            {canLock && <LockSelectedButton bulk={bulk} clusterId={clusterId} kind="user" one="user" many="users" />}
            {access.remove && (
              <DeleteSelectedButton
                bulk={bulk}
                one="user"
                many="users"
                operationId="deleteUser"
                remove={(item) => deleteUser(item.key)}
                note="A deleted user can no longer sign in."
              />
            )}
          </>
        ),
      }}
      dialogs={
        <>
          <UserDialog
            target={dialog}
            roleChoices={roleChoices}
            onClose={() => setDialog(null)}
            onSaved={(user, mode) => {
              setDialog(null);
              if (mode === 'create') {
                setNotice(null);
                requestToken({ name: user.name, type: 'invite', confirmed: true });
              } else setNotice(`User “${user.name}” was saved.`);
            }}
          />
          <DeleteUserDialog
            name={deleting.item}
            onClose={deleting.close}
            onDeleted={(name) => deleting.done(`User “${name}” was deleted.`)}
          />
          <TokenDialog
            request={tokenRequest}
            token={token.data}
            error={token.error}
            pending={token.isPending}
            onGenerate={() => tokenRequest && requestToken({ ...tokenRequest, confirmed: true })}
            onClose={() => {
              setTokenRequest(null);
              token.reset();
            }}
          />
        </>
      }
    />
  );
}
