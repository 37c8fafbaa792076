// The rows of the Audit Log: the catalogue's view of each raw event, the spec's truncation of a
// message (over 80 characters: the first 80 and '...'), and the search over the loaded events
// (description, message, user, type, code; case-insensitive, every word must match). A page holds
// up to 5,000 events, so a row works out its catalogue view (the costly part) only when it is
// first shown, searched or opened, or when the browser is idle after the table has drawn.
import type { AuditEventList } from '@/api/gen/model';
import { eventId, formatEvent, type AuditEventView, type RawAuditEvent } from '@/features/audit/catalogue/format-event';

export const MESSAGE_MAX = 80;

export function truncateMessage(text: string, max = MESSAGE_MAX): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** An event's row: its id at once (the table's key), the rest of its view when first read. */
class EventRow implements AuditEventView {
  readonly id: string;
  readonly raw: RawAuditEvent;
  private view: AuditEventView | null = null;
  /** The lower-case text the search looks in. */
  private hay: string | null = null;

  constructor(raw: RawAuditEvent, id: string) {
    this.raw = raw;
    this.id = id;
  }

  /** The catalogue's view of the event (formatEvent), worked out once. */
  formatted(): AuditEventView {
    return (this.view ??= formatEvent(this.raw));
  }

  get code() {
    return this.formatted().code;
  }
  get codeDesc() {
    return this.formatted().codeDesc;
  }
  get message() {
    return this.formatted().message;
  }
  get user() {
    return this.formatted().user;
  }
  get time() {
    return this.formatted().time;
  }
  get type() {
    return this.formatted().type;
  }

  searchText(): string {
    return (this.hay ??= haystack(this));
  }
}

function haystack(row: AuditEventView): string {
  return `${row.codeDesc}\n${row.message}\n${row.user}\n${row.type}\n${row.code}`.toLowerCase();
}

function rowOf(raw: unknown): EventRow {
  const event = (raw !== null && typeof raw === 'object' ? raw : {}) as RawAuditEvent;
  return new EventRow(event, eventId(event));
}

// The rows of each page (by its list of events): loading another page keeps the rows, and the
// views, of the pages before it.
const rowsByPage = new WeakMap<readonly unknown[], readonly EventRow[]>();

function rowsOfPage(events: readonly unknown[]): readonly EventRow[] {
  let rows = rowsByPage.get(events);
  if (!rows) {
    rows = events.map(rowOf);
    rowsByPage.set(events, rows);
  }
  return rows;
}

/** Every loaded event as a row, in the server's order; a page whose events are not a list throws. */
export function rowsOfPages(pages: readonly AuditEventList[]): AuditEventView[] {
  const rows: AuditEventView[] = [];
  const seen = new Set<string>();
  const repeats = new Map<string, number>();
  for (const page of pages) {
    if (!Array.isArray(page?.events))
      throw new Error(`expected a list of events, got ${page?.events === null ? 'null' : typeof page?.events}`);
    for (const row of rowsOfPage(page.events)) {
      if (!seen.has(row.id)) {
        seen.add(row.id);
        rows.push(row);
        continue;
      }
      // Keys must be unique for the table: a repeated uid gets a suffix.
      const n = (repeats.get(row.id) ?? 0) + 1;
      repeats.set(row.id, n);
      rows.push(new EventRow(row.raw, `${row.id}#${n}`));
    }
  }
  return rows;
}

/** The rows that hold every word of the search text (all rows when it is blank). */
export function searchRows(rows: readonly AuditEventView[], text: string): readonly AuditEventView[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return rows;
  return rows.filter((row) => {
    const hay = row instanceof EventRow ? row.searchText() : haystack(row);
    return words.every((w) => hay.includes(w));
  });
}

/**
 * The search as a filter of raw events (the export of the current view applies it to every page
 * it fetches): the same words in the same text as searchRows; undefined when the search is blank.
 */
export function searchFilter(text: string): ((event: RawAuditEvent) => boolean) | undefined {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  return (event) => {
    const hay = rowOf(event).searchText();
    return words.every((w) => hay.includes(w));
  };
}

/**
 * Works out the views of `rows` a few at a time while the browser is idle, so that a search over
 * them (which reads every row) finds them ready. Returns the cancel.
 */
export function formatWhenIdle(rows: readonly AuditEventView[]): () => void {
  let next = 0;
  let cancelled = false;
  let handle: number | ReturnType<typeof setTimeout> | undefined;
  const idle = typeof globalThis.requestIdleCallback === 'function';
  const step = (deadline?: IdleDeadline) => {
    const until = performance.now() + 8;
    while (next < rows.length && (deadline ? deadline.timeRemaining() > 1 : performance.now() < until)) {
      const row = rows[next++];
      if (row instanceof EventRow) row.searchText();
    }
    if (next < rows.length && !cancelled) schedule();
  };
  const schedule = () => {
    handle = idle ? globalThis.requestIdleCallback(step) : setTimeout(step, 0);
  };
  schedule();
  return () => {
    cancelled = true;
    if (idle) globalThis.cancelIdleCallback(handle as number);
    else clearTimeout(handle);
  };
}
