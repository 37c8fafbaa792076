// User preferences and the theme. The server's preference wins, then a legacy
// stored theme (migrated once into the preferences), then light. A failed load falls back to
// the local copy. Pure functions plus the local copy in storage; React lives elsewhere.
import type { UserPreferences } from '@/api/gen/model';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { isRecord, readJson, readString, removeKey, writeJson, writeString } from '@/shared/storage/local-store';

export type ThemeName = 'light' | 'dark';

/** Wire enum: 0 unspecified, 1 light, 2 dark. */
export function themeFromEnum(value: unknown): ThemeName | null {
  if (value === 1) return 'light';
  if (value === 2) return 'dark';
  return null;
}

export function themeToEnum(theme: ThemeName): 1 | 2 {
  return theme === 'dark' ? 2 : 1;
}

/** Defaults: light theme, docked assistant, empty lists. */
export const DEFAULT_PREFERENCES: UserPreferences = {
  theme: 1,
  assist: { preferredLogins: [], viewMode: 1 },
  onboard: { preferredResources: [] },
};

const intIn = (value: unknown, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : null;

/** A stored or received value as preferences, defaults filling what is missing or wrong. */
export function normalizePreferences(value: unknown): UserPreferences | null {
  if (!isRecord(value)) return null;
  const assist = isRecord(value.assist) ? value.assist : {};
  const onboard = isRecord(value.onboard) ? value.onboard : {};
  const logins = Array.isArray(assist.preferredLogins) ? assist.preferredLogins.filter((l): l is string => typeof l === 'string') : [];
  const resources = Array.isArray(onboard.preferredResources)
    ? onboard.preferredResources.map((r) => intIn(r, 5)).filter((r): r is number => r !== null)
    : [];
  return {
    theme: (intIn(value.theme, 2) ?? 0) as UserPreferences['theme'],
    assist: { preferredLogins: logins, viewMode: (intIn(assist.viewMode, 4) ?? 1) as UserPreferences['assist']['viewMode'] },
    onboard: { preferredResources: resources as UserPreferences['onboard']['preferredResources'] },
  };
}

export interface PreferenceSources {
  /** What the server sent; null when the load failed. */
  server: UserPreferences | null;
  /** The local copy; null when there is none. */
  local: UserPreferences | null;
  /** The legacy theme value as stored ('light' or 'dark'); null when absent. */
  legacyTheme: string | null;
}

export interface ResolvedPreferences {
  preferences: UserPreferences;
  theme: ThemeName;
  /** The legacy theme was written into the preferences: send them to the server once. */
  migrate: boolean;
  /** The legacy value has been dealt with and is to be removed. */
  clearLegacy: boolean;
}

export function resolvePreferences({ server, local, legacyTheme }: PreferenceSources): ResolvedPreferences {
  const base = server ?? local ?? { ...DEFAULT_PREFERENCES, theme: 0 };
  const legacy = legacyTheme === 'light' || legacyTheme === 'dark' ? legacyTheme : null;
  const own = themeFromEnum(base.theme);
  // Only a successful load settles the legacy value: after a failure it waits for the next one.
  const settled = server !== null;
  if (own) return { preferences: base, theme: own, migrate: false, clearLegacy: settled && legacyTheme !== null };
  if (legacy) {
    return { preferences: { ...base, theme: themeToEnum(legacy) }, theme: legacy, migrate: settled, clearLegacy: settled };
  }
  return { preferences: { ...base, theme: 1 }, theme: 'light', migrate: false, clearLegacy: settled && legacyTheme !== null };
}

/** A change merged into the preferences (assist and onboard merge one level deep). */
export function mergePreferences(current: UserPreferences, change: PreferencesChange): UserPreferences {
  return {
    theme: change.theme ?? current.theme,
    assist: { ...current.assist, ...change.assist },
    onboard: { ...current.onboard, ...change.onboard },
  };
}

export interface PreferencesChange {
  theme?: UserPreferences['theme'];
  assist?: Partial<UserPreferences['assist']>;
  onboard?: Partial<UserPreferences['onboard']>;
}

// --- the local copy ---------------------------------------------------------------------------

export function readLocalPreferences(storage: Storage = localStorage): UserPreferences | null {
  return normalizePreferences(readJson(STORAGE_KEYS.userPreferences, storage));
}

export function writeLocalPreferences(preferences: UserPreferences, storage: Storage = localStorage): void {
  writeJson(STORAGE_KEYS.userPreferences, preferences, storage);
}

export function readLegacyTheme(storage: Storage = localStorage): string | null {
  return readString(STORAGE_KEYS.legacyTheme, storage);
}

export function clearLegacyTheme(storage: Storage = localStorage): void {
  removeKey(STORAGE_KEYS.legacyTheme, storage);
}

export function followsSystem(storage: Storage = localStorage): boolean {
  return readString(STORAGE_KEYS.themeFollowsSystem, storage) === 'true';
}

export function setFollowsSystem(on: boolean, storage: Storage = localStorage): void {
  if (on) writeString(STORAGE_KEYS.themeFollowsSystem, 'true', storage);
  else removeKey(STORAGE_KEYS.themeFollowsSystem, storage);
}

/** The colour scheme this browser shows before the server answers: local copy, legacy, light. */
export function storedColorScheme(storage: Storage = localStorage): ThemeName | 'auto' {
  if (followsSystem(storage)) return 'auto';
  return resolvePreferences({ server: null, local: readLocalPreferences(storage), legacyTheme: readLegacyTheme(storage) }).theme;
}
