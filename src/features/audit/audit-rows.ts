// The rows of the Audit Log: the catalogue's view of each raw event, the spec's truncation of a
// message (over 80 characters: the first 80 and '...'), and the search over the loaded events
// (description, message, user, type, code; case-insensitive, every word must match).
import type { AuditEventList } from '@/api/gen/model';
import { formatEvent, type AuditEventView, type RawAuditEvent } from '@/features/audit/catalogue/format-event';

export const MESSAGE_MAX = 80;

export function truncateMessage(text: string, max = MESSAGE_MAX): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Every loaded event as a row, in the server's order; a page whose events are not a list throws. */
export function rowsOfPages(pages: readonly AuditEventList[]): AuditEventView[] {
  const rows: AuditEventView[] = [];
  const seen = new Map<string, number>();
  for (const page of pages) {
    if (!Array.isArray(page?.events))
      throw new Error(`expected a list of events, got ${page?.events === null ? 'null' : typeof page?.events}`);
    for (const raw of page.events) {
      const view = formatEvent(raw as RawAuditEvent);
      // Keys must be unique for the table: a repeated uid gets a suffix.
      const n = seen.get(view.id) ?? 0;
      seen.set(view.id, n + 1);
      rows.push(n ? { ...view, id: `${view.id}#${n}` } : view);
    }
  }
  return rows;
}

/** The rows that hold every word of the search text (all rows when it is blank). */
export function searchRows(rows: readonly AuditEventView[], text: string): readonly AuditEventView[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return rows;
  return rows.filter((row) => {
    const hay = `${row.codeDesc}\n${row.message}\n${row.user}\n${row.type}\n${row.code}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}
