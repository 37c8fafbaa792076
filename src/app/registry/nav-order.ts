// The order of the features, top to bottom as the side nav (and the user menu, and the palette)
// shows them. Route files own everything else about their feature (staticData.feature); only the
// order lives here, in one list. Every feature id appears exactly once (registry.test.ts).
export const NAV_ORDER: readonly string[] = [
  // Resources
  'servers',
  'applications',
  'kubernetes',
  'databases',
  'desktops',
  'active-sessions',

  // Management · Access
  'users',
  'roles',
  'auth-connectors',
  'locks',
  'integrations',
  'discover',
  'enroll-integration',
  'newLocks',

  // Management · Activity
  'audit',
  'recordings',

  // Management · Clusters (Manage Clusters is in the user menu too)
  'clusters',
  'trusted-clusters',

  // The user menu
  'account',
  'support',

  // The top bar
  'assist',

  // Pages without a menu entry
  'cluster-overview',
  'console-nodes',
  'session-player',
  'terminal-session',
  'desktop-session',
  'terminal-node',
];
