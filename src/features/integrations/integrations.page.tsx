// Manage Integrations: the cluster's integrations (name, type, role), paged with the server's
// `nextKey`; enrolling a new one, enrolling RDS databases through an AWS OIDC one, editing its
// role ARN and deleting (after a confirmation naming it), each offered only when the ACL allows.
import { useCallback, useMemo } from 'react';
import { Button } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useListIntegrations } from '@/api/gen/hooks/integrations/integrations';
import type { Integration, IntegrationList } from '@/api/gen/model';
import { useShell } from '@/platform/shell-context';
import { useCursorStack } from '@/shared/data-list/cursors';
import { ListPageFrame, useItemDialog, usePageNotice } from '@/shared/data-list/list-page-frame';
import { CursorPager } from '@/shared/data-list/pager';
import { DeleteIntegrationDialog } from './delete-integration-dialog';
import { EditIntegrationDialog } from './edit-integration-dialog';
import { integrationColumns, type IntegrationsAccess } from './integration-columns';

export const INTEGRATIONS_PAGE_SIZE = 20;
const rowKey = (i: Integration) => i.name;
const rowsOf = (data: IntegrationList) => data.items;
const rowAttributes = (i: Integration) => ({ 'data-integration': i.name });
const NAME_SORT = { mode: 'client', initial: { field: 'name', dir: 'asc' } } as const;

export function IntegrationsPage() {
  const shell = useShell();
  const acl = shell.user.userAcl.integrations;
  const clusterId = shell.clusterId;
  const access: IntegrationsAccess = useMemo(() => ({ edit: acl.edit, remove: acl.remove, enroll: acl.create }), [acl]);
  const pages = useCursorStack();
  const result = useListIntegrations(clusterId, { limit: INTEGRATIONS_PAGE_SIZE, ...(pages.startKey ? { startKey: pages.startKey } : {}) });
  const navigate = useNavigate();

  const notice = usePageNotice();
  const editing = useItemDialog<Integration>(notice);
  const deleting = useItemDialog<string>(notice);

  const onDatabases = useCallback(
    (name: string) => void navigate({ to: '/integrations/new/$type', params: { type: 'aws-oidc' }, search: { integration: name } }),
    [navigate],
  );
  const columns = useMemo(
    () => integrationColumns(access, { onDatabases, onEdit: editing.open, onDelete: deleting.open }),
    [access, onDatabases, editing.open, deleting.open],
  );
  const data = result.data;
  const empty = {
    title: pages.page > 1 ? 'No more integrations.' : 'No integrations yet.',
    hint: access.enroll ? 'Enroll one to reach AWS from this cluster.' : undefined,
  };

  return (
    <ListPageFrame
      title="Integrations"
      description="Connections from this cluster to other services, such as an AWS account reached through OpenID Connect."
      action={
        access.enroll && (
          <Button component={Link} to="/integrations/new">
            Enroll new integration
          </Button>
        )
      }
      notice={notice}
      list={{
        result,
        rowsOf,
        operation: 'listIntegrations',
        noun: 'integrations',
        columns,
        rowKey,
        sorting: NAME_SORT,
        rowAttributes,
        empty,
      }}
      pager={
        data &&
        Array.isArray(data.items) && (
          <CursorPager
            page={pages.page}
            shown={data.items.length}
            nextKey={data.nextKey}
            busy={result.isFetching}
            onFirst={pages.first}
            onPrevious={pages.previous}
            onNext={pages.next}
            label="Integration pages"
          />
        )
      }
      dialogs={
        <>
          <EditIntegrationDialog
            clusterId={clusterId}
            integration={editing.item}
            onCancel={editing.close}
            onSaved={(i) => editing.done(`Integration “${i.name}” was saved.`)}
          />
          <DeleteIntegrationDialog
            clusterId={clusterId}
            name={deleting.item}
            onClose={deleting.close}
            onDeleted={(name) => deleting.done(`Integration “${name}” was deleted.`)}
          />
        </>
      }
    />
  );
}
