// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { saveTokenRecord, TOKEN_STORAGE_KEY } from '@/api/token-record';
import { hasLiveToken } from './live-token';

const record = (expiresIn: number, created: number) => ({
  accessToken: 'tok',
  expiresIn,
  created,
  sessionExpires: '',
  sessionInactiveTimeout: 0,
});

describe('hasLiveToken', () => {
  it('is true only for a stored token with time left', () => {
    const now = 1_000_000_000;
    expect(hasLiveToken(localStorage, now)).toBe(false);
    saveTokenRecord(record(600, now - 599_000));
    expect(hasLiveToken(localStorage, now)).toBe(true);
    saveTokenRecord(record(600, now - 600_000));
    expect(hasLiveToken(localStorage, now)).toBe(false);
    localStorage.setItem(TOKEN_STORAGE_KEY, '{not json');
    expect(hasLiveToken(localStorage, now)).toBe(false);
  });
});
