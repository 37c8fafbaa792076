// Manage Integrations: the cluster's integrations (name, type, role), paged with the server's
// `nextKey`; enrolling a new one, enrolling RDS databases through an AWS OIDC one, editing its
// role ARN and deleting (after a confirmation naming it), each offered only when the ACL allows.
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import { useCallback, useMemo, useState } from 'react';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useListIntegrations } from '@/api/gen/hooks/integrations/integrations';
import type { Integration, IntegrationList } from '@/api/gen/model';
import { useShell } from '@/platform/shell-context';
import { useCursorStack } from '@/shared/data-list/cursors';
import { DataListBody } from '@/shared/data-list/data-list-body';
import { CursorPager } from '@/shared/data-list/pager';
import { PageHeader } from '@/shared/pages/page-header';
import { DeleteIntegrationDialog } from './delete-integration-dialog';
import { EditIntegrationDialog } from './edit-integration-dialog';
import { integrationColumns, type IntegrationsAccess } from './integration-columns';

export const INTEGRATIONS_PAGE_SIZE = 20;
const rowKey = (i: Integration) => i.name;
const rowsOf = (data: IntegrationList) => data.items;

export function IntegrationsPage() {
  const shell = useShell();
  const acl = shell.user.userAcl.integrations;
  const clusterId = shell.clusterId;
  const access: IntegrationsAccess = useMemo(() => ({ edit: acl.edit, remove: acl.remove, enroll: acl.create }), [acl]);
  const pages = useCursorStack();
  const result = useListIntegrations(clusterId, { limit: INTEGRATIONS_PAGE_SIZE, ...(pages.startKey ? { startKey: pages.startKey } : {}) });
  const navigate = useNavigate();

  const [editing, setEditing] = useState<Integration | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onDatabases = useCallback(
    (name: string) => void navigate({ to: '/integrations/new/$type', params: { type: 'aws-oidc' }, search: { integration: name } }),
    [navigate],
  );
  const columns = useMemo(
    () => integrationColumns(access, { onDatabases, onEdit: setEditing, onDelete: setDeleting }),
    [access, onDatabases],
  );
  const data = result.data;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Integrations"
        description="Connections from this cluster to other services, such as an AWS account reached through OpenID Connect."
        actions={
          access.enroll && (
            <Button component={Link} to="/integrations/new" style={{ flexShrink: 0 }}>
              Enroll new integration
            </Button>
          )
        }
      />
      {notice && (
        <Alert color="green" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          <span style={{ overflowWrap: 'anywhere' }}>{notice}</span>
        </Alert>
      )}
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <DataListBody
          result={result}
          rowsOf={rowsOf}
          operation="listIntegrations"
          noun="integrations"
          label="Integrations"
          columns={columns}
          rowKey={rowKey}
          sorting={{ mode: 'client', initial: { field: 'name', dir: 'asc' } }}
          rowAttributes={(i) => ({ 'data-integration': i.name })}
          empty={{
            title: pages.page > 1 ? 'No more integrations.' : 'No integrations yet.',
            hint: access.enroll ? 'Enroll one to reach AWS from this cluster.' : undefined,
          }}
          skeletonRows={3}
        />
        {data && Array.isArray(data.items) && (
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
        )}
      </Paper>
      <EditIntegrationDialog
        clusterId={clusterId}
        integration={editing}
        onCancel={() => setEditing(null)}
        onSaved={(i) => {
          setEditing(null);
          setNotice(`Integration “${i.name}” was saved.`);
        }}
      />
      <DeleteIntegrationDialog
        clusterId={clusterId}
        name={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(name) => {
          setDeleting(null);
          setNotice(`Integration “${name}” was deleted.`);
        }}
      />
    </Stack>
  );
}
