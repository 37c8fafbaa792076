// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  TOKEN_STORAGE_KEY,
  clearTokenRecord,
  loadTokenRecord,
  saveTokenRecord,
  tokenRecordFromSession,
  tokenTimeLeftMs,
} from './token-record';

const session = {
  type: 'Bearer',
  token: 'b1946ac92492d2347c6235b4d2611184',
  expires_in: 600,
  sessionExpires: '2026-11-22T11:39:00Z',
  sessionInactiveTimeout: 1_800_000,
};

describe('token record', () => {
  it('is built from the server fields token, expires_in, sessionExpires, sessionInactiveTimeout', () => {
    expect(tokenRecordFromSession(session, 1_000)).toEqual({
      accessToken: 'b1946ac92492d2347c6235b4d2611184',
      expiresIn: 600,
      created: 1_000,
      sessionExpires: '2026-11-22T11:39:00Z',
      sessionInactiveTimeout: 1_800_000,
    });
  });

  it('treats a missing inactivity timeout as 0', () => {
    const rest: Partial<typeof session> = { ...session };
    delete rest.sessionInactiveTimeout;
    expect(tokenRecordFromSession(rest as typeof session, 0).sessionInactiveTimeout).toBe(0);
  });

  it('round-trips through local storage and can be cleared', () => {
    const record = tokenRecordFromSession(session, 5);
    saveTokenRecord(record);
    expect(JSON.parse(localStorage.getItem(TOKEN_STORAGE_KEY)!)).toEqual(record);
    expect(loadTokenRecord()).toEqual(record);
    clearTokenRecord();
    expect(loadTokenRecord()).toBeNull();
  });

  it('ignores a corrupt or incomplete stored value', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, '{not json');
    expect(loadTokenRecord()).toBeNull();
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ accessToken: 'x' }));
    expect(loadTokenRecord()).toBeNull();
  });

  it('counts the time left from created + expiresIn', () => {
    const record = tokenRecordFromSession(session, 10_000);
    expect(tokenTimeLeftMs(record, 10_000)).toBe(600_000);
    expect(tokenTimeLeftMs(record, 10_000 + 600_001)).toBe(-1);
  });
});
