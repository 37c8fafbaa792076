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

/** Resource lists whose page chunk is preloaded with the shell, by the path's last segment. */
const LIST_PAGES = new Map([
  ['nodes', 'servers'],
  ['apps', 'applications'],
  ['databases', 'databases'],
  ['kubernetes', 'kubernetes'],
  ['desktops', 'desktops'],
]);

/**
 * The page chunk group (codegen/vite-boot-preloads.mjs) a shell path shows, when it is one of the
 * resource lists; the root and a cluster's index go to Servers for most users.
 */
export function pageGroup(path: string): string | null {
  const p = path.replace(/\/+$/, '') || '/';
  if (p === '/' || /^\/cluster\/[^/]+$/.test(p)) return 'servers';
  const m = /^\/cluster\/[^/]+\/([a-z]+)$/.exec(p);
  return m?.[1] ? (LIST_PAGES.get(m[1]) ?? null) : null;
}
