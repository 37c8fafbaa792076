// Manage Session & Identity Locks: the proxy cluster's locks (targets as chips, message, who
// created each and when, when it expires), filtered as the user types and sorted from the
// headers (both in the URL); deleting one after a confirmation naming its targets; a link to
// Create New Lock when the ACL allows creating locks.
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useListLocks } from '@/api/gen/hooks/locks/locks';
import type { Lock } from '@/api/gen/model';
import { useShell } from '@/platform/shell-context';
import { AppLink } from '@/shared/navigation/app-link';
import { DataListBody } from '@/shared/data-list/data-list-body';
import { ListSearchInput } from '@/shared/data-list/list-search-input';
import { useUrlView, type SetSearch } from '@/shared/data-list/use-url-view';
import { PageHeader } from '@/shared/pages/page-header';
import { DeleteLockDialog } from './delete-lock-dialog';
import { lockColumns } from './lock-columns';
import { lockMatches, targetsText } from './lock-targets';
import { locksSearchSchema } from './locks-search';

const route = getRouteApi('/_authed/_shell/locks/');
const rowKey = (l: Lock) => l.name;

export function LocksPage() {
  const shell = useShell();
  const clusterId = shell.clusterId;
  const canCreate = shell.env.flags.newLocks;
  const canDelete = shell.user.userAcl.lock.remove;
  const locks = useListLocks(clusterId);
  const navigate = route.useNavigate();
  const setSearch = useCallback<SetSearch<typeof locksSearchSchema>>(
    (patch, { replace }) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace, resetScroll: false }),
    [navigate],
  );
  const view = useUrlView(locksSearchSchema, route.useSearch(), setSearch);
  const [deleting, setDeleting] = useState<Lock | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo(() => lockColumns(canDelete, setDeleting), [canDelete]);
  const needle = view.draft.trim().toLowerCase();
  const rowsOf = useCallback((list: Lock[]) => list.filter((l) => !needle || lockMatches(l, needle)), [needle]);
  const sorting = useMemo(() => ({ mode: 'client' as const, sort: view.sort, onChange: view.setSort }), [view.sort, view.setSort]);

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Session & Identity Locks"
        description="Locks stop every session and new access of what they target: a user, a role, a server, a desktop, a login, an MFA device or an access request."
        actions={
          canCreate && (
            <Button component={AppLink} to="/locks/new" style={{ flexShrink: 0 }}>
              Create New Lock
            </Button>
          )
        }
      />
      {notice && (
        <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          <span style={{ overflowWrap: 'anywhere' }}>{notice}</span>
        </Alert>
      )}
      <ListSearchInput view={view} label="Filter locks" placeholder="Filter by target, message or creator" />
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <DataListBody
          result={locks}
          rowsOf={rowsOf}
          operation="listLocks"
          noun="locks"
          label="Locks"
          columns={columns}
          rowKey={rowKey}
          sorting={sorting}
          rowAttributes={(l) => ({ 'data-lock': l.name })}
          empty={
            needle
              ? { title: `No locks match “${view.draft}”.` }
              : { title: 'Nothing is locked.', hint: canCreate ? 'Create a lock to stop a user, role or server at once.' : undefined }
          }
          skeletonRows={4}
        />
      </Paper>
      <DeleteLockDialog
        clusterId={clusterId}
        lock={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(lock) => {
          setDeleting(null);
          setNotice(`The lock on ${targetsText(lock.targets) || lock.name} was deleted.`);
        }}
      />
    </Stack>
  );
}
