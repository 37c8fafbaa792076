// Mantine's colour scheme, kept in the preferences' local copy instead of a key of its own, so
// the theme shows before the server answers (also on the sign-in page), and a change in another
// tab (a storage event on the local copy) is picked up here.
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { storedColorScheme } from './preferences';

const WATCHED: readonly string[] = [STORAGE_KEYS.userPreferences, STORAGE_KEYS.legacyTheme, STORAGE_KEYS.themeFollowsSystem];

export function preferencesColorSchemeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | null = null;
  return {
    get: (defaultValue: MantineColorScheme) => {
      try {
        return storedColorScheme();
      } catch {
        return defaultValue;
      }
    },
    // Writes go through the preferences (src/app/shell/preferences-context.tsx), which know
    // whether a choice is light, dark or the system's.
    set: () => {},
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.storageArea === localStorage && (event.key === null || WATCHED.includes(event.key))) onUpdate(storedColorScheme());
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
      listener = null;
    },
    clear: () => {},
  };
}
