// The preferences in React: settles them once the server answered (server, then legacy
// theme migrated once, then light; the local copy when the load failed), merges changes
// locally, stores them and sends them, and picks up changes made in other tabs.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMantineColorScheme } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { UserPreferences } from '@/api/gen/model';
import { errorText } from '@/api/errors';
import { getGetUserPreferencesQueryKey, useGetUserPreferences, useUpdateUserPreferences } from '@/api/gen/hooks/user/user';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import {
  DEFAULT_PREFERENCES,
  clearLegacyTheme,
  followsSystem,
  mergePreferences,
  readLegacyTheme,
  readLocalPreferences,
  resolvePreferences,
  setFollowsSystem,
  themeToEnum,
  writeLocalPreferences,
  type PreferencesChange,
  type ThemeName,
} from '@/app/preferences/preferences';

export interface PreferencesState {
  preferences: UserPreferences;
  /** This browser follows the system's light/dark setting. */
  followsSystem: boolean;
  update: (change: PreferencesChange) => void;
  setTheme: (theme: ThemeName) => void;
  followSystemTheme: () => void;
}

const PreferencesContext = createContext<PreferencesState | null>(null);

export function usePreferences(): PreferencesState {
  const state = useContext(PreferencesContext);
  if (!state) throw new Error('usePreferences() outside PreferencesProvider');
  return state;
}

export function PreferencesProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useGetUserPreferences();
  // The cache already holds what was saved (set before the PUT below), so the write refreshes
  // nothing (src/api/write-refresh.ts): asking again could bring back an older value mid-typing.
  const save = useUpdateUserPreferences({
    mutation: {
      meta: { invalidates: [] },
      onError: (error) => console.error(`Saving the preferences failed: ${errorText(error)}`),
    },
  });
  const { setColorScheme } = useMantineColorScheme();
  // The boot already loaded them, usually: start from the server's copy, else the local one.
  const [preferences, setPreferencesState] = useState<UserPreferences>(() => query.data ?? readLocalPreferences() ?? DEFAULT_PREFERENCES);
  // Two changes in a row must both land: a change merges onto the latest value, which is set here
  // together with the state (an effect would leave it stale until React gets round to it, and a
  // click in between would merge onto the defaults).
  const latest = useRef(preferences);
  const setPreferences = useCallback((next: UserPreferences) => {
    latest.current = next;
    setPreferencesState(next);
  }, []);
  const [follows, setFollows] = useState(followsSystem);
  const settled = useRef(false);
  const { mutate } = save;

  // Settle once, when the load has succeeded or failed.
  const loaded = query.isSuccess ? query.data : query.isError ? null : undefined;
  useEffect(() => {
    if (settled.current || loaded === undefined) return;
    settled.current = true;
    const resolved = resolvePreferences({ server: loaded, local: readLocalPreferences(), legacyTheme: readLegacyTheme() });
    if (resolved.clearLegacy) clearLegacyTheme();
    writeLocalPreferences(resolved.preferences);
    setPreferences(resolved.preferences);
    if (!followsSystem()) setColorScheme(resolved.theme);
    if (resolved.migrate) mutate({ data: resolved.preferences });
  }, [loaded, mutate, setColorScheme, setPreferences]);

  // Another tab changed the preferences or the system-theme choice.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      if (event.key === STORAGE_KEYS.userPreferences || event.key === null) {
        const local = readLocalPreferences();
        if (local) {
          setPreferences(local);
          queryClient.setQueryData(getGetUserPreferencesQueryKey(), local);
        }
      }
      if (event.key === STORAGE_KEYS.themeFollowsSystem || event.key === null) setFollows(followsSystem());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [queryClient, setPreferences]);

  const update = useCallback(
    (change: PreferencesChange) => {
      const merged = mergePreferences(latest.current, change);
      setPreferences(merged);
      writeLocalPreferences(merged);
      queryClient.setQueryData(getGetUserPreferencesQueryKey(), merged);
      // PUT replaces all three parts, so the whole merged object goes.
      mutate({ data: merged });
    },
    [queryClient, mutate, setPreferences],
  );

  const setTheme = useCallback(
    (theme: ThemeName) => {
      setFollowsSystem(false);
      setFollows(false);
      update({ theme: themeToEnum(theme) });
      setColorScheme(theme);
    },
    [update, setColorScheme],
  );

  const followSystemTheme = useCallback(() => {
    setFollowsSystem(true);
    setFollows(true);
    setColorScheme('auto');
  }, [setColorScheme]);

  const value = useMemo(
    () => ({ preferences, followsSystem: follows, update, setTheme, followSystemTheme }),
    [preferences, follows, update, setTheme, followSystemTheme],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}
