// The signed-in user's terminal settings, kept in step with storage: this tab's writes (every
// terminal on the page follows at once) and other tabs' (storage events).
import { useCallback, useMemo } from 'react';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { readConfig } from '@/platform/config';
import { readJson } from '@/shared/storage/local-store';
import { useSignedInUserName } from '../signed-in-user';
import { notifyStored, parseStored, useStoredRaw } from '@/shared/storage/use-stored';
import { defaultTerminalSettings, settingsOf, writeTerminalSettings, type TerminalSettings } from './settings';

export interface TerminalSettingsState {
  settings: TerminalSettings;
  defaults: TerminalSettings;
  /** Changes some settings; they are kept for this user in this browser. */
  update(patch: Partial<TerminalSettings>): void;
  reset(): void;
}

export function useTerminalSettings(): TerminalSettingsState {
  const user = useSignedInUserName() ?? '';
  const raw = useStoredRaw(STORAGE_KEYS.terminalSettings);
  const defaults = useMemo(() => defaultTerminalSettings(readConfig().scrollbackLines), []);
  const settings = useMemo(() => settingsOf(parseStored(raw), user, defaults), [raw, user, defaults]);

  const update = useCallback(
    (patch: Partial<TerminalSettings>) => {
      if (!user) return;
      // From storage, not this render's copy: two changes in one tick both land.
      const current = settingsOf(readJson(STORAGE_KEYS.terminalSettings), user, defaults);
      writeTerminalSettings(user, { ...current, ...patch }, defaults);
      notifyStored();
    },
    [user, defaults],
  );
  const reset = useCallback(() => {
    if (!user) return;
    writeTerminalSettings(user, defaults, defaults);
    notifyStored();
  }, [user, defaults]);

  return useMemo(() => ({ settings, defaults, update, reset }), [settings, defaults, update, reset]);
}
