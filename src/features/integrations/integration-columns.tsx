// The columns of the integrations list: name, type, details (the AWS role) and a menu of the
// row's actions, each offered only when the ACL allows it.
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import { Badge, Button, Menu, Text } from '@mantine/core';
import type { Integration } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import { ChevronDownIcon } from '@/shared/icons/icons';
import { TokenText } from '@/shared/ui/token-text';
import { subKindLabel } from './integration-kinds';

export interface IntegrationsAccess {
  edit: boolean;
  remove: boolean;
  /** May enroll (the Enroll New Integration page, where RDS databases are enrolled too). */
  enroll: boolean;
}

export interface IntegrationRowHandlers {
  onDatabases: (name: string) => void;
  onEdit: (integration: Integration) => void;
  onDelete: (name: string) => void;
}

export const isAwsOidc = (i: Integration) => i.subKind === 'aws-oidc';

function RowMenu({ row, access, handlers }: { row: Integration; access: IntegrationsAccess; handlers: IntegrationRowHandlers }) {
  const databases = access.enroll && isAwsOidc(row);
  const edit = access.edit && isAwsOidc(row);
  if (!databases && !edit && !access.remove) return null;
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <Button variant="default" size="compact-sm" rightSection={<ChevronDownIcon size={14} />} aria-label={`Options for ${row.name}`}>
          Options
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {databases && <Menu.Item onClick={() => handlers.onDatabases(row.name)}>Enroll RDS databases…</Menu.Item>}
        {edit && <Menu.Item onClick={() => handlers.onEdit(row)}>Edit…</Menu.Item>}
        {access.remove && (
          <Menu.Item color="red" onClick={() => handlers.onDelete(row.name)}>
            Delete…
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function integrationColumns(access: IntegrationsAccess, handlers: IntegrationRowHandlers): DataColumn<Integration>[] {
  const columns: DataColumn<Integration>[] = [
    {
      id: 'name',
      header: 'Name',
      width: '24%',
      sortValue: (i) => i.name,
      render: (i) => (
        <TokenText name fw={600} maw="100%">
          {i.name}
        </TokenText>
      ),
    },
    {
      id: 'type',
      header: 'Type',
      width: '14%',
      sortValue: (i) => subKindLabel(i.subKind),
      render: (i) => (
        <Badge variant="default" radius="sm" tt="none">
          {subKindLabel(i.subKind)}
        </Badge>
      ),
    },
    {
      id: 'details',
      header: 'Details',
      render: (i) =>
        i.awsoidc?.roleArn ? (
          <TokenText fz="xs" ff="monospace" maw="100%" wrap>
            {i.awsoidc.roleArn}
          </TokenText>
        ) : (
          <Text fz="sm" c="dimmed">
            No role set
          </Text>
        ),
    },
  ];
  if (access.edit || access.remove || access.enroll) {
    columns.push({
      id: 'actions',
      pin: 'end',
      header: 'Actions',
      hideHeader: true,
      width: 136,
      align: 'right',
      render: (i) => <RowMenu row={i} access={access} handlers={handlers} />,
    });
  }
  return columns;
}
