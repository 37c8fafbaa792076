// The columns of the RDS databases found through an integration: a checkbox to pick it, its
// name, engine, endpoint and AWS status.
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { Badge, Checkbox, Text } from '@mantine/core';
import type { Database } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import { TokenText } from '@/shared/ui/token-text';
import { labelValue } from './rds-form';

export const rdsStatus = (db: Database) => db.aws?.status || labelValue(db.labels, 'status');

export function rdsColumns(
  picked: ReadonlySet<string>,
  toggle: (db: Database) => void,
  enrolled: ReadonlySet<string>,
): DataColumn<Database>[] {
  return [
    {
      id: 'pick',
      header: 'Pick',
      hideHeader: true,
      width: 48,
      render: (db) => (
        <Checkbox
          aria-label={`Pick ${db.name}`}
          checked={picked.has(db.name) || enrolled.has(db.name)}
          disabled={enrolled.has(db.name)}
          onChange={() => toggle(db)}
        />
      ),
    },
    {
      id: 'name',
      header: 'Name',
      width: '24%',
      render: (db) => (
        <TokenText name fw={600} maw="100%">
          {db.name}
        </TokenText>
      ),
    },
    {
      id: 'engine',
      header: 'Engine',
      width: '16%',
      render: (db) => (
        <Text fz="sm">
          {[labelValue(db.labels, 'engine') || db.protocol, labelValue(db.labels, 'engine-version')].filter(Boolean).join(' ')}
        </Text>
      ),
    },
    {
      id: 'endpoint',
      header: 'Endpoint',
      render: (db) => (
        <TokenText fz="sm" ff="monospace" maw="100%">
          {db.uri}
        </TokenText>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      width: 130,
      render: (db) =>
        enrolled.has(db.name) ? (
          <Badge variant="default" tt="none">
            Enrolled
          </Badge>
        ) : (
          <Text fz="sm">{rdsStatus(db) || '—'}</Text>
        ),
    },
  ];
}
