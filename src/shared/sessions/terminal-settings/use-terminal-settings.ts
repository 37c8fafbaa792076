// The signed-in user's terminal settings, kept in step with storage: this tab's writes (every
// terminal on the page follows at once) and other tabs' (storage events).
import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getGetUserContextQueryOptions } from '@/api/gen/hooks/clusters/clusters';
import { STORAGE_KEYS } from '@/auth/storage-keys';
import { readConfig } from '@/platform/config';
import { isRecord, readJson } from '@/shared/storage/local-store';
import { notifyStored, parseStored, useStoredRaw } from '@/shared/storage/use-stored';
import { defaultTerminalSettings, settingsOf, writeTerminalSettings, type TerminalSettings } from './settings';

export interface TerminalSettingsState {
  settings: TerminalSettings;
  defaults: TerminalSettings;
  /** Changes some settings; they are kept for this user in this browser. */
  update(patch: Partial<TerminalSettings>): void;
  reset(): void;
}

const userNameOf = (data: unknown): string => (isRecord(data) && typeof data.userName === 'string' ? data.userName : '');

/** The signed-in user's name (the user context is in the cache: the full-screen guard loaded it). */
function useUserName(): string {
  const cluster = readConfig().proxyCluster;
  const context = useQuery({ ...getGetUserContextQueryOptions(cluster), select: userNameOf });
  return context.data ?? '';
}

export function useTerminalSettings(): TerminalSettingsState {
  const user = useUserName();
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
