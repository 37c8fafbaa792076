// The building blocks of the audit event catalogue: a safe reader over an event's own fields
// and the shape of one catalogue entry. Every value that ends up in a message goes through
// `plainText`, so a message is always a bounded, single-line, plain string whatever the
// server sent (objects, numbers, arrays, markup, control or bidi characters).

/** An event as read by the catalogue: any JSON object. */
export type EventFields = Readonly<Record<string, unknown>>;

/** A field name (`'addr.remote'` is one key) or a path into nested objects. */
export type FieldKey = string | readonly string[];

/** Longest text taken from one field into a message (the table truncates further). */
export const MAX_VALUE_LENGTH = 256;
/** Queries and statements are cut at the spec's truncation length. */
export const QUERY_LENGTH = 80;

// C0/C1 controls and the bidi embedding/override/isolate marks: a name must not reorder or
// break the line it is shown in.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g;

/** Cuts a text to `max` characters, ending with '...' when it was longer. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 3))}...`;
}

function stringify(value: unknown, depth: number): string {
  if (value === null || value === undefined) return '';
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return Number.isFinite(value) ? String(value) : '';
    case 'boolean':
    case 'bigint':
      return String(value);
    case 'object': {
      if (depth > 2) return '';
      if (Array.isArray(value)) {
        return value
          .map((item) => stringify(item, depth + 1))
          .filter((item) => item !== '')
          .join(', ');
      }
      try {
        return JSON.stringify(value) ?? '';
      } catch {
        return '';
      }
    }
    default:
      return '';
  }
}

/** Any value as one line of plain text, at most `max` characters; '' for nothing. */
export function plainText(value: unknown, max = MAX_VALUE_LENGTH): string {
  const text = stringify(value, 0).replace(UNSAFE_CHARS, ' ').replace(/\s+/g, ' ').trim();
  return truncate(text, max);
}

function lookup(fields: EventFields, key: FieldKey): unknown {
  if (typeof key === 'string') return fields[key];
  let current: unknown = fields;
  for (const part of key) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** Read access to an event's fields; every answer is already plain text. */
export interface EventReader {
  readonly fields: EventFields;
  /** The first non-empty field among `keys`, as plain text ('' when none). */
  text(...keys: FieldKey[]): string;
  /** Like `text`, cut at the spec's query length (80 characters ending '...'). */
  query(...keys: FieldKey[]): string;
  /** true / false when the field is a boolean (or 'true'/'false'), else undefined. */
  flag(key: FieldKey): boolean | undefined;
  /** The raw value of a field, for formatters that look inside arrays or numbers. */
  value(key: FieldKey): unknown;
}

export function readEvent(fields: EventFields): EventReader {
  const first = (keys: FieldKey[], max: number) => {
    for (const key of keys) {
      const text = plainText(lookup(fields, key), max);
      if (text !== '') return text;
    }
    return '';
  };
  return {
    fields,
    text: (...keys) => first(keys, MAX_VALUE_LENGTH),
    query: (...keys) => first(keys, QUERY_LENGTH),
    flag: (key) => {
      const v = lookup(fields, key);
      if (typeof v === 'boolean') return v;
      if (v === 'true') return true;
      if (v === 'false') return false;
      return undefined;
    },
    value: (key) => lookup(fields, key),
  };
}

/** Joins the non-empty parts with single spaces (a missing part simply drops out). */
export function phrase(...parts: (string | false | null | undefined)[]): string {
  return parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join(' ')
    .replace(/\s+([,:;.)])/g, '$1')
    .trim();
}

/** `${prefix} ${value}` when the value is there, else nothing. */
export function opt(prefix: string, value: string, suffix = ''): string {
  if (value === '') return '';
  const gap = prefix === '' || prefix.endsWith('(') ? '' : ' ';
  return `${prefix}${gap}${value}${suffix}`;
}

/** The non-empty items joined with ', ' ('' when none). */
export function list(...items: string[]): string {
  return items.filter((item) => item !== '').join(', ');
}

/** `{noun} {value}` when the value is there, else `{article} {noun}` ('a role', 'role admin'). */
export function labelled(noun: string, value: string, article = 'a'): string {
  return value === '' ? `${article} ${noun}` : `${noun} ${value}`;
}

/** The value, or a neutral word when the field is missing. */
export function or(value: string, fallback: string): string {
  return value === '' ? fallback : value;
}

/** The acting user (`user` unless other keys are given), or 'An unknown user'. */
export function actor(ev: EventReader, ...keys: FieldKey[]): string {
  return or(ev.text(...(keys.length ? keys : ['user'])), 'An unknown user');
}

/** The node an SSH event happened on: hostname, else address, else id. */
export function node(ev: EventReader): string {
  return or(ev.text('server_hostname', 'server_addr', 'addr.local', 'server_id'), 'an unknown node');
}

/** One entry of the catalogue: what one event code means and how it reads. */
export interface CatalogueEntry {
  /** The event type (the server's `event` name) the code belongs to; sent as `include`. */
  readonly type: string;
  /** Short description of the code, shown in the table. */
  readonly desc: string;
  /** Label of the type in the type filter when it differs from `desc` (shared types). */
  readonly typeLabel?: string;
  /** A description that depends on the event itself (e.g. the kind of port forwarding). */
  readonly describe?: (ev: EventReader) => string;
  /** The message, built from the event's own fields only. */
  readonly format: (ev: EventReader) => string;
  /** Further event types carried by the same code, for the type filter. */
  readonly alsoTypes?: readonly { type: string; label: string }[];
}

export type CatalogueGroup = Readonly<Record<string, CatalogueEntry>>;
