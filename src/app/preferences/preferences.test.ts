// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { UserPreferences } from '@/api/gen/model';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import {
  DEFAULT_PREFERENCES,
  mergePreferences,
  normalizePreferences,
  readLocalPreferences,
  resolvePreferences,
  storedColorScheme,
  writeLocalPreferences,
} from './preferences';

const prefs = (theme: 0 | 1 | 2): UserPreferences => ({ ...DEFAULT_PREFERENCES, theme });

describe('theme precedence (server, then legacy, then light)', () => {
  it.each([
    ['the server’s dark wins over a local light and a legacy light', prefs(2), prefs(1), 'light', 'dark'],
    ['the server’s light wins over a legacy dark', prefs(1), null, 'dark', 'light'],
    ['an unspecified server theme takes the legacy value', prefs(0), null, 'dark', 'dark'],
    ['an unspecified server theme and no legacy value is light', prefs(0), prefs(2), null, 'light'],
    ['a failed load uses the local copy', null, prefs(2), 'light', 'dark'],
    ['a failed load without a local copy takes the legacy value', null, null, 'dark', 'dark'],
    ['nothing at all is light', null, null, null, 'light'],
    ['a legacy value that is neither light nor dark is ignored', prefs(0), null, 'purple', 'light'],
  ] as const)('%s', (_name, server, local, legacyTheme, theme) => {
    expect(resolvePreferences({ server, local, legacyTheme }).theme).toBe(theme);
  });
});

describe('legacy theme migration (once)', () => {
  it('writes the legacy theme into the preferences, sends them and clears the legacy value', () => {
    const r = resolvePreferences({ server: prefs(0), local: null, legacyTheme: 'dark' });
    expect(r).toMatchObject({ migrate: true, clearLegacy: true, preferences: { theme: 2 } });
  });
  it('does not send anything when the server already has a theme, but still clears the legacy value', () => {
    expect(resolvePreferences({ server: prefs(1), local: null, legacyTheme: 'dark' })).toMatchObject({ migrate: false, clearLegacy: true });
  });
  it('keeps the legacy value for the next successful load when the load failed', () => {
    expect(resolvePreferences({ server: null, local: null, legacyTheme: 'dark' })).toMatchObject({ migrate: false, clearLegacy: false });
  });
  it('has nothing to migrate without a legacy value', () => {
    expect(resolvePreferences({ server: prefs(0), local: null, legacyTheme: null })).toMatchObject({ migrate: false, clearLegacy: false });
  });
  it('migrates only once: after clearing, the next load has nothing to migrate', () => {
    const first = resolvePreferences({ server: prefs(0), local: null, legacyTheme: 'dark' });
    const second = resolvePreferences({ server: first.preferences, local: first.preferences, legacyTheme: null });
    expect(second).toMatchObject({ migrate: false, theme: 'dark' });
  });
});

describe('preferences', () => {
  it('merges a change one level deep', () => {
    const current: UserPreferences = { theme: 1, assist: { preferredLogins: ['root'], viewMode: 2 }, onboard: { preferredResources: [2] } };
    expect(mergePreferences(current, { theme: 2, assist: { viewMode: 1 } })).toEqual({
      theme: 2,
      assist: { preferredLogins: ['root'], viewMode: 1 },
      onboard: { preferredResources: [2] },
    });
  });
  it('reads a hostile or partial stored copy safely', () => {
    expect(normalizePreferences('x')).toBeNull();
    expect(
      normalizePreferences({ theme: 9, assist: { preferredLogins: [1, 'ubuntu'] }, onboard: { preferredResources: [3, 99] } }),
    ).toEqual({
      theme: 0,
      assist: { preferredLogins: ['ubuntu'], viewMode: 1 },
      onboard: { preferredResources: [3] },
    });
  });
  it('stores and reads the local copy', () => {
    writeLocalPreferences(prefs(2));
    expect(readLocalPreferences()).toEqual(prefs(2));
    localStorage.setItem(STORAGE_KEYS.userPreferences, '{not json');
    expect(readLocalPreferences()).toBeNull();
  });
  it('shows the stored scheme before the server answers: system, local copy, legacy, light', () => {
    expect(storedColorScheme()).toBe('light');
    localStorage.setItem(STORAGE_KEYS.legacyTheme, 'dark');
    expect(storedColorScheme()).toBe('dark');
    writeLocalPreferences(prefs(1));
    expect(storedColorScheme()).toBe('light');
    localStorage.setItem(STORAGE_KEYS.themeFollowsSystem, 'true');
    expect(storedColorScheme()).toBe('auto');
  });
});
