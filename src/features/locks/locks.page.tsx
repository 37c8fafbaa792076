// Manage Session & Identity Locks: the proxy cluster's locks (targets as chips, message, who
// created each and when, when it expires), filtered as the user types and sorted from the
// headers (both in the URL); deleting one after a confirmation naming its targets; a link to
// Create New Lock when the ACL allows creating locks; selected locks (kept across filters) can be
// deleted in bulk when the ACL allows deleting them (src/shared/bulk/).
import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { deleteLock, useListLocks } from '@/api/gen/hooks/locks/locks';
import type { Lock } from '@/api/gen/model';
import { useShell } from '@/platform/shell-context';
import { RouterButton } from '@/shared/navigation/router-links';
import { ListPageFrame, useClientList, useItemDialog, usePageNotice } from '@/shared/data-list/list-page-frame';
import { useRouteUrlView } from '@/shared/data-list/use-url-view';
import { DeleteSelectedButton, useListBulk } from '@/shared/bulk/use-list-bulk';
import { DeleteLockDialog } from './delete-lock-dialog';
import { lockColumns } from './lock-columns';
import { lockMatches, targetsText } from './lock-targets';
import { locksSearchSchema } from './locks-search';

const route = getRouteApi('/_authed/_shell/locks/');
const rowKey = (l: Lock) => l.name;
const rowAttributes = (l: Lock) => ({ 'data-lock': l.name });
/** A lock is named by its targets (its name is a UUID). */
const lockEntry = (l: Lock) => ({ key: l.name, name: targetsText(l.targets) || l.name });

export function LocksPage() {
  const shell = useShell();
  const clusterId = shell.clusterId;
  const canCreate = shell.env.flags.newLocks;
  const canDelete = shell.user.userAcl.lock.remove;
  const locks = useListLocks(clusterId);
  const view = useRouteUrlView(route, locksSearchSchema);
  const notice = usePageNotice();
  const deleting = useItemDialog<Lock>(notice);

  const columns = useMemo(() => lockColumns(canDelete, deleting.open), [canDelete, deleting.open]);
  const { needle, rowsOf, sorting } = useClientList(view, lockMatches);
  const bulk = useListBulk({ entryOf: lockEntry, enabled: canDelete });

  const empty = needle
    ? { title: `No locks match “${view.draft}”.` }
    : { title: 'Nothing is locked.', hint: canCreate ? 'Create a lock to stop a user, role or server at once.' : undefined };

  return (
    <ListPageFrame
      title="Session & Identity Locks"
      description="Locks stop every session and new access of what they target: a user, a role, a server, a desktop, a login, an MFA device or an access request."
      action={canCreate && <RouterButton to="/locks/new">Create New Lock</RouterButton>}
      notice={notice}
      search={{ view, label: 'Filter locks', placeholder: 'Filter by target, message or creator' }}
      list={{ result: locks, rowsOf, operation: 'listLocks', noun: 'locks', columns, rowKey, sorting, rowAttributes, empty }}
      columnChoice="locks"
      bulk={{
        state: bulk,
        actions: (
          <DeleteSelectedButton
            bulk={bulk}
            one="lock"
            many="locks"
            operationId="deleteLock"
            remove={(item) => deleteLock(clusterId, item.key)}
            note="What they lock gets access again (unless another lock matches it)."
          />
        ),
      }}
      dialogs={
        <DeleteLockDialog
          clusterId={clusterId}
          lock={deleting.item}
          onClose={deleting.close}
          onDeleted={(lock) => deleting.done(`The lock on ${targetsText(lock.targets) || lock.name} was deleted.`)}
        />
      }
    />
  );
}
