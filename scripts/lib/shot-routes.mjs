// Every route of the spec (console-spec.md section 2.1) with a concrete address on the embedded
// default, the heading a user sees first, and the kind of page. Used by `npm run shots`
// (scripts/shots.mjs) and by the screenshot-sheet browser test (tests/e2e/screenshot-sheet.spec.ts).
//
// kind: 'public' (no sign-in; also shot at phone width), 'list' (a table page; also shot at
// 1024 px), 'page' (inside the shell), 'full' (signed in, outside the shell: terminal, desktop,
// player, headless approval).
// heading: the H1's text (the page frame's title), matched as a substring.

export const CLUSTER = 'teleport.example.com';
const C = `/web/cluster/${CLUSTER}`;

/**
 * @typedef {object} ShotRoute
 * @property {string} name     short name: file names and `--routes`
 * @property {string} path     address under the gateway's origin
 * @property {'public'|'list'|'page'|'full'} kind
 * @property {string} heading  the page's H1 (its text contains this)
 */

/** @type {ShotRoute[]} */
export const SHOT_ROUTES = [
  // Public pages.
  { name: 'login', path: '/web/login', kind: 'public', heading: 'Sign in' },
  { name: 'login-success', path: '/web/msg/info/login_success', kind: 'public', heading: 'Login Successful' },
  { name: 'login-failed', path: '/web/msg/error/login', kind: 'public', heading: 'Login Unsuccessful' },
  { name: 'invite', path: '/web/invite/5d0c2a9e7b4f1d8c6a3e0b9f7d5c2a4e', kind: 'public', heading: 'Set A Password' },
  { name: 'reset', path: '/web/reset/5d0c2a9e7b4f1d8c6a3e0b9f7d5c2a4e', kind: 'public', heading: 'Set A Password' },
  // Resources (the cluster area).
  { name: 'nodes', path: `${C}/nodes`, kind: 'list', heading: 'Servers' },
  { name: 'apps', path: `${C}/apps`, kind: 'list', heading: 'Applications' },
  { name: 'databases', path: `${C}/databases`, kind: 'list', heading: 'Databases' },
  { name: 'kubernetes', path: `${C}/kubernetes`, kind: 'list', heading: 'Kubernetes' },
  { name: 'desktops', path: `${C}/desktops`, kind: 'list', heading: 'Desktops' },
  { name: 'overview', path: `${C}/overview`, kind: 'page', heading: CLUSTER },
  { name: 'sessions', path: `${C}/sessions`, kind: 'list', heading: 'Active Sessions' },
  { name: 'recordings', path: `${C}/recordings`, kind: 'list', heading: 'Session Recordings' },
  { name: 'audit', path: `${C}/audit`, kind: 'list', heading: 'Audit Log' },
  { name: 'console-nodes', path: `${C}/console/nodes`, kind: 'list', heading: 'Console' },
  // Management and account.
  { name: 'users', path: '/web/users', kind: 'list', heading: 'Users' },
  { name: 'roles', path: '/web/roles', kind: 'list', heading: 'Roles' },
  { name: 'sso', path: '/web/sso', kind: 'list', heading: 'Auth Connectors' },
  { name: 'trust', path: '/web/trust', kind: 'list', heading: 'Trusted Clusters' },
  { name: 'clusters', path: '/web/clusters', kind: 'list', heading: 'Clusters' },
  { name: 'integrations', path: '/web/integrations', kind: 'list', heading: 'Integrations' },
  { name: 'integrations-new', path: '/web/integrations/new', kind: 'page', heading: 'Enroll New Integration' },
  { name: 'locks', path: '/web/locks', kind: 'list', heading: 'Session & Identity Locks' },
  { name: 'locks-new', path: '/web/locks/new', kind: 'page', heading: 'Create New Lock' },
  { name: 'discover', path: '/web/discover', kind: 'page', heading: 'Enroll New Resource' },
  { name: 'assist', path: '/web/assist', kind: 'page', heading: 'Assist' },
  { name: 'support', path: '/web/support', kind: 'page', heading: 'Help & Support' },
  { name: 'account', path: '/web/account', kind: 'page', heading: 'Account Settings' },
  { name: 'account-password', path: '/web/account/password', kind: 'page', heading: 'Account Settings' },
  { name: 'account-twofactor', path: '/web/account/twofactor', kind: 'page', heading: 'Account Settings' },
  // Signed in, outside the shell.
  { name: 'terminal', path: `${C}/console/node/web-1/alice`, kind: 'full', heading: 'alice@web-1' },
  {
    name: 'join-session',
    path: `${C}/console/session/6a1f3c2e-9b8d-4e7f-a5c4-3b2a1f0e9d8c?mode=observer`,
    kind: 'full',
    heading: 'root@db-1',
  },
  { name: 'desktop', path: `${C}/desktops/win-dc01-corp-example-com/alice`, kind: 'full', heading: 'win-dc01-corp-example-com' },
  {
    name: 'player-ssh',
    path: `${C}/session/4f1e0c52-8d2b-4a7e-9c63-2b1d7e5a9f08?recordingType=ssh`,
    kind: 'full',
    heading: 'Session Player',
  },
  {
    name: 'player-desktop',
    path: `${C}/session/de5c7000-5eed-4000-8000-000000000001?recordingType=desktop&durationMs=6000`,
    kind: 'full',
    heading: 'Session Player',
  },
  { name: 'headless', path: '/web/headless/6f1c2d3e-4a5b-4c6d-8e7f-901a2b3c4d5e', kind: 'full', heading: 'Headless login request' },
];
