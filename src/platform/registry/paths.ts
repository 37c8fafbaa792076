// Matching router paths ('/cluster/$clusterId/nodes') against locations, and filling them in.

/** '/a/b/' and '/a/b' are the same place; '' is '/'. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type PathParams = Record<string, string>;

/**
 * The parameters of `pathname` when it matches `pattern` (exactly, or the pattern and anything
 * under it), else null. Parameter values are URI-decoded.
 */
export function matchPath(pattern: string, pathname: string, exact: boolean): PathParams | null {
  const names: string[] = [];
  const source = normalizePath(pattern)
    .split('/')
    .map((segment) => {
      if (segment.startsWith('$')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return escape(segment);
    })
    .join('/');
  const base = source === '/' ? '' : source;
  const re = new RegExp(exact ? `^${base}/?$` : `^${base}(?:/.*)?$`);
  const m = re.exec(pathname === '' ? '/' : pathname);
  if (!m) return null;
  const params: PathParams = {};
  names.forEach((name, i) => {
    const raw = m[i + 1] ?? '';
    try {
      params[name] = decodeURIComponent(raw);
    } catch {
      params[name] = raw;
    }
  });
  return params;
}

/** How specific a pattern is: static segments count more than parameters. */
export function specificity(pattern: string): number {
  return normalizePath(pattern)
    .split('/')
    .filter(Boolean)
    .reduce((score, segment) => score + (segment.startsWith('$') ? 1 : 2), 0);
}

/** Fills `$name` segments from params (URI-encoded); a missing one stays empty. */
export function fillPath(pattern: string, params: PathParams): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith('$') ? encodeURIComponent(params[segment.slice(1)] ?? '') : segment))
    .join('/');
}

/** The cluster segment of a location: '/cluster/{clusterId}/...'. */
export function clusterIdFromPath(pathname: string): string | null {
  return matchPath('/cluster/$clusterId', pathname, false)?.clusterId ?? null;
}

/** Picking a cluster rewrites the current path by swapping the cluster segment. */
export function swapClusterInPath(pathname: string, clusterId: string): string {
  const m = /^\/cluster\/[^/]+(\/.*)?$/.exec(pathname);
  const rest = m?.[1] ?? '/';
  return `/cluster/${encodeURIComponent(clusterId)}${rest}`;
}
