// The columns of the locks list: the targets as `kind: value` chips, the message, who created the
// lock, when (yyyy-MM-dd HH:mm:ss) and when it expires ('Never' when it does not). Everything the
// server sends is text, cut with an ellipsis (the whole value in the title).
import '@mantine/core/styles/Badge.layer.css';
import { Badge, Button, Group, Text } from '@mantine/core';
import type { Lock } from '@/api/gen/model';
import type { DataColumn } from '@/shared/data-list/columns';
import { formatDateTime } from '@/shared/text/format';
import { DateTimeText } from '@/shared/ui/date-time-text';
import { TokenText } from '@/shared/ui/token-text';
import { lockTargetEntries, targetsText } from './lock-targets';

/** An RFC 3339 time of a lock ('' = unset) as the spec's date-time, or `unset` when there is none. */
export function lockTime(value: string | undefined, unset: string): string {
  if (!value) return unset;
  const text = formatDateTime(value);
  return text === 'undefined' ? value : text;
}

const timeValue = (value: string | undefined) => {
  const ms = value ? Date.parse(value) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

export function TargetChips({ targets }: { targets: unknown }) {
  const entries = lockTargetEntries(targets);
  if (!entries.length) return <Text c="dimmed">—</Text>;
  return (
    <Group gap={6} role="list" aria-label={`Targets: ${targetsText(targets)}`}>
      {entries.map(({ kind, value }) => (
        <Badge
          key={kind}
          role="listitem"
          variant="light"
          radius="sm"
          tt="none"
          maw="22rem"
          title={`${kind}: ${value}`}
          data-target-kind={kind}
        >
          {kind}: {value}
        </Badge>
      ))}
    </Group>
  );
}

export function lockColumns(canDelete: boolean, onDelete: (lock: Lock) => void): DataColumn<Lock>[] {
  const columns: DataColumn<Lock>[] = [
    {
      id: 'targets',
      header: 'Targets',
      width: '20%',
      minWidth: 140,
      sortValue: (l) => targetsText(l.targets),
      render: (l) => <TargetChips targets={l.targets} />,
    },
    {
      id: 'message',
      header: 'Message',
      minWidth: 180,
      sortValue: (l) => l.message || null,
      render: (l) =>
        l.message ? (
          // Wraps between words; only a word longer than the line breaks inside.
          <Text fz="sm" lineClamp={2} title={l.message} style={{ overflowWrap: 'break-word' }} data-testid="lock-message">
            {l.message}
          </Text>
        ) : (
          <Text c="dimmed">—</Text>
        ),
    },
    {
      id: 'createdBy',
      header: 'Created by',
      width: 140,
      sortValue: (l) => l.createdBy || null,
      render: (l) =>
        l.createdBy ? (
          <TokenText name fz="sm" maw="100%">
            {l.createdBy}
          </TokenText>
        ) : (
          <Text c="dimmed">—</Text>
        ),
    },
    {
      id: 'createdAt',
      header: 'Created',
      width: 124,
      sortValue: (l) => timeValue(l.createdAt),
      render: (l) => <DateTimeText fz="sm">{lockTime(l.createdAt, '—')}</DateTimeText>,
    },
    {
      id: 'expires',
      header: 'Expires',
      width: 124,
      // Never-expiring locks sort after every date (as the latest).
      sortValue: (l) => timeValue(l.expires) ?? Number.MAX_SAFE_INTEGER,
      render: (l) => <DateTimeText fz="sm">{lockTime(l.expires, 'Never')}</DateTimeText>,
    },
  ];
  if (canDelete) {
    columns.push({
      id: 'actions',
      pin: 'end',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      width: 100,
      render: (l) => (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          aria-label={`Delete the lock on ${targetsText(l.targets) || l.name}`}
          onClick={() => onDelete(l)}
        >
          Delete
        </Button>
      ),
    });
  }
  return columns;
}
