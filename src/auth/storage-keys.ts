// Local-storage keys of the session and what survives a logout.
import { TOKEN_STORAGE_KEY } from '@/api/token-record';

export { TOKEN_STORAGE_KEY };
/** Set while one tab renews the token, so other tabs do not renew at the same time. */
export const RENEWING_KEY = 'grv_teleport_token_renewing';
/** Last user activity (ms since the epoch), shared by all tabs. */
export const LAST_ACTIVE_KEY = 'grv_lastActive';

// Every browser-stored item of the shell, in one place so the logout code knows
// which ones to keep (the theme, the assistant popup, the user preferences and the
// feature recommendation items survive a logout; everything else is removed).

export const STORAGE_KEYS = {
  /** The local copy of the user preferences (JSON of UserPreferences). */
  userPreferences: 'grv_teleport_user_preferences',
  /** The legacy theme value ('light' or 'dark'), migrated once into the preferences. */
  legacyTheme: 'grv_teleport_ui_theme',
  /** 'true' when this browser follows the system's light/dark setting. */
  themeFollowsSystem: 'grv_teleport_theme_follows_system',
  /** Dismissed cluster alerts: { [alertName]: expiry in ms since the epoch }. */
  disabledAlerts: 'disabledAlerts',
  /** Discover onboarding state: { hasResource, notified }. */
  discover: 'grv_teleport_discover',
  /** Set when a questionnaire is to be shown (after an accepted invite). */
  onboardSurvey: 'grv_teleport_onboard_survey',
  /** 'true' once the user closed the assistant popup. */
  assistPopupHidden: 'grv_teleport_assist_popup_hidden',
  /** Feature recommendation status: { [feature]: 'notified' | 'done' }. */
  featureRecommendation: 'grv_teleport_feature_recommendation',
  /**
   * Pinned resources: { [user]: { [cluster]: { [kind]: {id, name}[] } } }. This era's backend has
   * no preference field for pins (it came with unified resources), so they stay in this browser.
   */
  pinnedResources: 'grv_teleport_pinned_resources',
  /** Recently used resources, same shape with a time and an optional reopen link per entry. */
  recentResources: 'grv_teleport_recent_resources',
  /** Lists whose label chips are expanded: { [list kind]: true }. */
  listLabelsExpanded: 'grv_teleport_list_labels_expanded',
  /** The columns chosen per list: { [user]: { [cluster, or '*' for any]: { [list]: column ids } } }. */
  listColumns: 'grv_teleport_list_columns',
  /** Saved views of the resource lists: { [user]: { [cluster]: { [kind]: {name, search, isDefault?}[] } } }. */
  savedViews: 'grv_teleport_saved_views',
  /** Bookmarks of recordings: { [cluster]: { [session id]: {id, ms, note}[] } }. */
  recordingBookmarks: 'grv_teleport_recording_bookmarks',
  /** Saved audit log queries, as saved views: { [user]: { [cluster]: { audit: {name, search}[] } } }. */
  auditQueries: 'grv_teleport_audit_queries',
  /** The terminal's panes, kept for a Reopen offer: { [user]: { [cluster]: {layout, sizes, panes} } }. */
  terminalWorkspace: 'grv_teleport_terminal_workspace',
  /** Terminal settings (font, colours, cursor, ...): { [user]: settings }, kept on logout. */
  terminalSettings: 'grv_teleport_terminal_settings',
} as const;

/** Keys a logout keeps. */
export const KEYS_KEPT_ON_LOGOUT: readonly string[] = [
  STORAGE_KEYS.userPreferences,
  STORAGE_KEYS.legacyTheme,
  STORAGE_KEYS.themeFollowsSystem,
  STORAGE_KEYS.assistPopupHidden,
  STORAGE_KEYS.featureRecommendation,
  // Pins are preferences (kept per user); the recently-used list is history and goes.
  STORAGE_KEYS.pinnedResources,
  STORAGE_KEYS.listLabelsExpanded,
  STORAGE_KEYS.listColumns,
  STORAGE_KEYS.savedViews,
  // An auditor's notes and queries are work in progress, kept across sign-ins.
  STORAGE_KEYS.recordingBookmarks,
  STORAGE_KEYS.auditQueries,
  STORAGE_KEYS.terminalWorkspace,
  STORAGE_KEYS.terminalSettings,
];

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
