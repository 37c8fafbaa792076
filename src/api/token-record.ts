// The bearer token record, kept in local storage.

export const TOKEN_STORAGE_KEY = 'grv_teleport_token';

export interface TokenRecord {
  accessToken: string;
  /** Seconds the bearer token lives, counted from `created`. */
  expiresIn: number;
  /** When the record was made (ms since the epoch). */
  created: number;
  /** Web session expiry, RFC 3339 as the server sent it (zero time when not set). */
  sessionExpires: string;
  /** Idle timeout in milliseconds, 0 = none. */
  sessionInactiveTimeout: number;
}

/** The fields of the server's CreateSessionResponse that the record is built from. */
export interface SessionResponseFields {
  token: string;
  expires_in: number;
  sessionExpires: string;
  sessionInactiveTimeout?: number | null;
}

export function tokenRecordFromSession(res: SessionResponseFields, now: number = Date.now()): TokenRecord {
  return {
    accessToken: res.token,
    expiresIn: res.expires_in,
    created: now,
    sessionExpires: res.sessionExpires,
    sessionInactiveTimeout: res.sessionInactiveTimeout ?? 0,
  };
}

function isTokenRecord(value: unknown): value is TokenRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.accessToken === 'string' &&
    r.accessToken !== '' &&
    typeof r.expiresIn === 'number' &&
    typeof r.created === 'number' &&
    typeof r.sessionExpires === 'string' &&
    typeof r.sessionInactiveTimeout === 'number'
  );
}

export function saveTokenRecord(record: TokenRecord, storage: Storage = localStorage): void {
  storage.setItem(TOKEN_STORAGE_KEY, JSON.stringify(record));
}

/** The stored record, or null when there is none or it is unreadable. */
export function loadTokenRecord(storage: Storage = localStorage): TokenRecord | null {
  let raw: string | null;
  try {
    raw = storage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isTokenRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearTokenRecord(storage: Storage = localStorage): void {
  storage.removeItem(TOKEN_STORAGE_KEY);
}

/** Milliseconds of bearer-token life left (negative when expired). */
export function tokenTimeLeftMs(record: TokenRecord, now: number = Date.now()): number {
  return record.created + record.expiresIn * 1000 - now;
}
