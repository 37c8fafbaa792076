// Which part of the console a URL opens, told from the path alone, before the router is there:
// the entry uses it to start a signed-in load's boot calls and module preloads early
// (boot-start.ts, boot-preload.ts). The route files stay the authority; a wrong guess here costs
// only an early request or a preload, never a different page.

/** Pages outside the shell: sign-in and its messages, invite/reset, and the full-screen pages. */
const OUTSIDE_SHELL =
  /^\/(?:login|msg|reset|invite|headless|launch)(?:\/|$)|^\/cluster\/[^/]+\/(?:session\/[^/]+|desktops\/[^/]+\/[^/]+|console\/(?:node|session)\/.+)\/?$/;

/** The app path (without the base path) of a location's pathname, or null outside the base. */
export function appPath(pathname: string, basePath: string): string | null {
  if (basePath !== '' && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return null;
  return pathname.slice(basePath.length) || '/';
}

/** Whether `path` (an app path) is a page inside the signed-in shell (side nav, top bar). */
export function isShellPath(path: string): boolean {
  return !OUTSIDE_SHELL.test(path);
}

/**
 * Pages a signed-out user may open: the routes outside the router's _authed layout (login.tsx,
 * msg/, invite/, reset/ under src/app/routes; boot-paths.test.ts checks the two agree). Every
 * other path needs a session: the pages under _authed, and an unknown path, which goes to the root.
 */
const PUBLIC = /^\/(?:login|msg|invite|reset)(?:\/|$)/;

/** Whether `path` (an app path) opens a page that needs a session (routes/_authed/route.tsx). */
export function needsSession(path: string): boolean {
  return !PUBLIC.test(path);
}

/**
 * Where the router sends a signed-out user who asked for `path` (an app path) with `search` and
 * `hash` (as in `location`): the sign-in page, to come back there (routes/_authed/route.tsx).
 */
export function signInUrl(basePath: string, path: string, search: string, hash: string): string {
  return `${basePath}/login?redirect_uri=${encodeURIComponent(`${basePath}${path}${search}${hash}`)}`;
}

/**
 * What the entry shows first for `path` (an app path, null outside the base): the sign-in page
 * (/login), the sign-in page in place of a page that needs a session when no session can be live
 * ('signed-out': the router would send the user there), else the app.
 */
export function entryScreen(path: string | null, sessionLive: boolean): 'sign-in' | 'signed-out' | 'app' {
  if (path === null) return 'app';
  if (/^\/login\/?$/.test(path)) return 'sign-in';
  return needsSession(path) && !sessionLive ? 'signed-out' : 'app';
}

/** Resource lists whose page chunk is preloaded with the shell, by the path's last segment. */
const LIST_PAGES = new Map([
  ['nodes', 'servers'],
  ['apps', 'applications'],
  ['databases', 'databases'],
  ['kubernetes', 'kubernetes'],
  ['desktops', 'desktops'],
]);

/**
 * The page chunk group (build/vite-boot-preloads.mjs) a shell path shows, when it is one of the
 * resource lists; the root and a cluster's index go to Servers for most users.
 */
export function pageGroup(path: string): string | null {
  const p = path.replace(/\/+$/, '') || '/';
  if (p === '/' || /^\/cluster\/[^/]+$/.test(p)) return 'servers';
  const m = /^\/cluster\/[^/]+\/([a-z]+)$/.exec(p);
  return m?.[1] ? (LIST_PAGES.get(m[1]) ?? null) : null;
}
