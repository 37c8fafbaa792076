// CSV of audit events (RFC 4180: comma-separated, CRLF lines, a field with a quote, comma or line
// break in double quotes with its quotes doubled). A cell that a spreadsheet would run as a
// formula (starting with = + - @, or a tab or carriage return) is prefixed with a single quote.
import { formatEvent, type RawAuditEvent } from '@/features/audit/catalogue/format-event';

export const CSV_COLUMNS = ['time', 'type', 'code', 'description', 'user', 'message', 'id'] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvHeader = (): string => `${CSV_COLUMNS.join(',')}\r\n`;

/** One CSV line per event: its time as sent (RFC 3339), type, code, description, user, full message, id. */
export function csvRows(events: readonly unknown[]): string {
  let out = '';
  for (const raw of events) {
    const view = formatEvent((raw && typeof raw === 'object' ? raw : {}) as RawAuditEvent);
    const time = typeof view.raw.time === 'string' ? view.raw.time : '';
    out += `${[time, view.type, view.code, view.codeDesc, view.user, view.message, view.id].map(csvCell).join(',')}\r\n`;
  }
  return out;
}
