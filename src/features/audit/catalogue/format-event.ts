// The audit event catalogue's entry point: every known event code mapped to a description and
// a message built from the event's own fields. Messages are plain strings (render them as
// text): values are coerced and cleaned by the catalogue kit, never interpreted as markup.
import { ADMIN_CODES } from './codes-admin';
import { DATABASE_CODES } from './codes-databases';
import { DB_SQL_CODES } from './codes-db-sql';
import { FILE_TRANSFER_CODES } from './codes-file-transfer';
import { IDENTITY_CODES } from './codes-identity';
import { INTEGRATION_CODES } from './codes-integrations';
import { RESOURCE_CODES } from './codes-resources';
import { SESSION_CODES } from './codes-sessions';
import { type CatalogueEntry, phrase, plainText, readEvent } from './catalogue-kit';

export interface RawAuditEvent {
  event?: string;
  code?: string;
  time?: string;
  uid?: string;
  user?: string;
  [field: string]: unknown;
}

export interface AuditEventView {
  id: string;
  code: string;
  codeDesc: string;
  message: string;
  user: string;
  time: Date | null;
  type: string;
  raw: RawAuditEvent;
}

/** The code the backend gives an event it could not decode (`unknown_type`, `unknown_code`). */
const UNKNOWN_EVENT_CODE = 'TCC00E';

const SERVER_UNKNOWN: CatalogueEntry = {
  type: 'unknown',
  desc: 'Unknown Event',
  format: (ev) => unknownMessage(ev.text('unknown_type'), ev.text('unknown_code')),
};

/** Every code of the catalogue, by code. */
export const CATALOGUE: Readonly<Record<string, CatalogueEntry>> = Object.freeze({
  ...SESSION_CODES,
  ...FILE_TRANSFER_CODES,
  ...IDENTITY_CODES,
  ...ADMIN_CODES,
  ...INTEGRATION_CODES,
  ...RESOURCE_CODES,
  ...DATABASE_CODES,
  ...DB_SQL_CODES,
  [UNKNOWN_EVENT_CODE]: SERVER_UNKNOWN,
});

const known = (code: string): CatalogueEntry | undefined =>
  Object.prototype.hasOwnProperty.call(CATALOGUE, code) ? CATALOGUE[code] : undefined;

function unknownMessage(type: string, code: string): string {
  return phrase('Unknown', type, 'event', code ? `(${code})` : '');
}

/** The description of a code; 'Unknown' for a code the catalogue does not know. */
export function describeCode(code: string): string {
  return known(code)?.desc ?? 'Unknown';
}

function buildEventTypes(): { type: string; label: string }[] {
  const byType = new Map<string, { code: string; entry: CatalogueEntry }[]>();
  const labels = new Map<string, string>();
  for (const [code, entry] of Object.entries(CATALOGUE)) {
    if (entry === SERVER_UNKNOWN) continue;
    byType.set(entry.type, [...(byType.get(entry.type) ?? []), { code, entry }]);
    for (const extra of entry.alsoTypes ?? []) labels.set(extra.type, extra.label);
  }
  for (const [type, entries] of byType) {
    // A type shared by several codes is named by its label, else after its success (I) code.
    const label =
      entries.find(({ entry }) => entry.typeLabel)?.entry.typeLabel ??
      entries.find(({ code }) => code.endsWith('I'))?.entry.desc ??
      entries[0]?.entry.desc ??
      type;
    labels.set(type, label);
  }
  return [...labels]
    .map(([type, label]) => ({ type, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en') || a.type.localeCompare(b.type, 'en'));
}

/** Event types for the type filter (sent to the server as `include`), sorted by label, no duplicates. */
export const AUDIT_EVENT_TYPES: readonly { type: string; label: string }[] = Object.freeze(buildEventTypes());

function parseTime(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

/** The person behind an event: `user`, else who changed the resource, else the cert's owner. */
function eventUser(raw: RawAuditEvent): string {
  const ev = readEvent(raw);
  return ev.text('user', 'updated_by', ['identity', 'user']);
}

/** A uid that reads as plain text already (printable ASCII, no spaces, not too long). */
const PLAIN_UID = /^[\x21-\x7e]{1,256}$/;

/** An event's id as `formatEvent` gives it (its uid, else its type and time), without the rest. */
export function eventId(raw: RawAuditEvent): string {
  const fields = raw !== null && typeof raw === 'object' ? raw : {};
  if (typeof fields.uid === 'string' && PLAIN_UID.test(fields.uid)) return fields.uid;
  const ev = readEvent(fields);
  return ev.text('uid') || `${ev.text('event')}${ev.text('time')}`;
}

/** One raw event as the Audit Log shows it. */
export function formatEvent(raw: RawAuditEvent): AuditEventView {
  const safeRaw: RawAuditEvent = raw !== null && typeof raw === 'object' ? raw : {};
  const ev = readEvent(safeRaw);
  const code = ev.text('code');
  const type = ev.text('event');
  const time = ev.text('time');
  const entry = known(code);

  let codeDesc = 'Unknown';
  let message = unknownMessage(type, code);
  if (entry) {
    try {
      codeDesc = plainText(entry.describe ? entry.describe(ev) : entry.desc) || entry.desc;
      message = plainText(entry.format(ev), 2048) || codeDesc;
    } catch {
      // A formatter meeting a shape it did not expect still gives a row, never a crash.
      codeDesc = entry.desc;
      message = entry.desc;
    }
  }

  return {
    id: ev.text('uid') || `${type}${time}`,
    code,
    codeDesc,
    message,
    user: eventUser(safeRaw),
    time: parseTime(safeRaw.time),
    type: type || entry?.type || '',
    raw: safeRaw,
  };
}
