// Local-storage keys of the session and what survives a logout (spec 3.2, 4.1).
import { TOKEN_STORAGE_KEY } from './token-record';

export { TOKEN_STORAGE_KEY };
/** Set while one tab renews the token, so other tabs do not renew at the same time. */
export const RENEWING_KEY = 'grv_teleport_token_renewing';
/** Last user activity (ms since the epoch), shared by all tabs. */
export const LAST_ACTIVE_KEY = 'grv_lastActive';

/**
 * Logout clears local state but keeps the theme, the assistant popup, the user preferences and the
 * feature-recommendation items (spec 4.1). A key is kept when it starts with one of these.
 */
export const KEPT_ON_LOGOUT_PREFIXES = [
  'mantine-color-scheme', // Mantine's colour scheme
  'grv_teleport_theme', // legacy theme value
  'grv_teleport_color_scheme',
  'grv_teleport_assist', // assistant popup visibility and view mode
  'grv_teleport_user_preferences',
  'grv_recommend_feature', // feature recommendation status
] as const;

export function isKeptOnLogout(key: string): boolean {
  return KEPT_ON_LOGOUT_PREFIXES.some((prefix) => key.startsWith(prefix));
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
