// The Audit Log's columns: time (yyyy-MM-dd HH:mm:ss), description, user, and the message cut at
// 80 characters (the whole message is in the details drawer). Server text is rendered as text, in
// PlainText (Mantine's Text markup without its per-cell work: a page holds up to 5,000 events).
import type { DataColumn } from '@/shared/data-list/columns';
import { formatDateTime } from '@/shared/text/format';
import { PlainText } from '@/shared/ui/plain-text';
import { TokenText } from '@/shared/ui/token-text';
import type { AuditEventView } from '@/features/audit/catalogue/format-event';
import { truncateMessage } from './audit-rows';

export const AUDIT_COLUMNS: readonly DataColumn<AuditEventView>[] = [
  {
    id: 'time',
    header: 'Time',
    width: 200,
    render: (row) => (
      <PlainText size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {row.time ? formatDateTime(row.time) : '—'}
      </PlainText>
    ),
  },
  {
    id: 'description',
    header: 'Description',
    width: 240,
    render: (row) => (
      <PlainText size="sm" fw={600} lineClamp={2} title={`${row.codeDesc} (${row.code || 'no code'})`}>
        {row.codeDesc}
      </PlainText>
    ),
  },
  {
    id: 'user',
    header: 'User',
    width: 150,
    render: (row) => (
      <TokenText name size="sm">
        {row.user || '—'}
      </TokenText>
    ),
  },
  {
    id: 'message',
    header: 'Message',
    minWidth: 160,
    render: (row) => (
      <PlainText size="sm" truncate="end">
        {truncateMessage(row.message)}
      </PlainText>
    ),
  },
];

export const auditRowKey = (row: AuditEventView) => row.id;
export const auditRowAttributes = (row: AuditEventView) => ({ 'data-code': row.code, 'data-type': row.type });
