// Local-storage keys of the session and what survives a logout (spec 3.2, 4.1).
import { TOKEN_STORAGE_KEY } from './token-record';
// Which items survive a logout (the theme, the assistant popup, the user preferences and the
// feature recommendation items, spec 4.1) is listed with the rest of the shell's keys.
import { KEYS_KEPT_ON_LOGOUT } from '../shared/storage-keys';

export { TOKEN_STORAGE_KEY };
/** Set while one tab renews the token, so other tabs do not renew at the same time. */
export const RENEWING_KEY = 'grv_teleport_token_renewing';
/** Last user activity (ms since the epoch), shared by all tabs. */
export const LAST_ACTIVE_KEY = 'grv_lastActive';

export function isKeptOnLogout(key: string): boolean {
  return KEYS_KEPT_ON_LOGOUT.includes(key);
}

/** Removes every local-storage item except those kept on logout. */
export function clearLocalState(storage: Storage = localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && !isKeptOnLogout(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
