// What the registry means for one user: which features they may open, which are locked and
// what replaces them, what the side nav shows, where the root goes, what a path is titled.
// Pure functions of the registry and the access env, so they are tested as tables.
import {
  CATEGORIES,
  MANAGEMENT_SECTIONS,
  type Feature,
  type FeatureRoute,
  type IconProps,
  type NavigationCategory,
  type NavigationItem,
} from './feature';
import type { AccessEnv } from './flags';
import { fillPath, matchPath, normalizePath, specificity, type PathParams } from './paths';
import type { ComponentType } from 'react';
import type { RouteLink } from './route-link';

/** Where the root goes when no Resources feature can be opened. */
export const SUPPORT_PATH = '/support';

export class FeatureConfigError extends Error {
  override readonly name = 'FeatureConfigError';
}

/** A feature as this user sees it: the alternatives already swapped in when it is locked. */
export interface ResolvedFeature {
  feature: Feature;
  id: string;
  locked: boolean;
  navigationItem?: NavigationItem;
  route?: FeatureRoute;
}

/**
 * Keeps the features the flags allow, swaps in the alternative of a locked feature and hides
 * the children of a locked (or hidden) parent. A locked feature with neither a locked route nor a
 * locked navigation item is a configuration error and throws.
 */
export function resolveFeatures(features: readonly Feature[], env: AccessEnv): ResolvedFeature[] {
  const visible = new Map<string, ResolvedFeature>();
  for (const feature of features) {
    if (!feature.hasAccess(env.flags)) continue;
    const locked = feature.isLocked?.(env.locks) ?? false;
    if (locked && !feature.lockedRoute && !feature.lockedNavigationItem) {
      throw new FeatureConfigError(`Feature "${feature.id}" is locked but has neither a locked route nor a locked navigation item`);
    }
    visible.set(feature.id, {
      feature,
      id: feature.id,
      locked,
      navigationItem: locked ? feature.lockedNavigationItem : feature.navigationItem,
      route: locked ? feature.lockedRoute : feature.route,
    });
  }
  return [...visible.values()].filter((r) => {
    if (!r.feature.parent) return true;
    const parent = visible.get(r.feature.parent);
    return parent !== undefined && !parent.locked;
  });
}

/** Problems of a registry (unique ids, sections, parents, lock alternatives); [] when sound. */
export function registryProblems(features: readonly Feature[]): string[] {
  const problems: string[] = [];
  const byId = new Map<string, Feature>();
  for (const f of features) {
    if (byId.has(f.id)) problems.push(`duplicate id "${f.id}"`);
    byId.set(f.id, f);
  }
  for (const f of features) {
    if (f.section && f.category !== 'management') problems.push(`"${f.id}": a section needs the management category`);
    if (f.navigationItem && !f.category && !f.parent) problems.push(`"${f.id}": a navigation item needs a category`);
    if (f.isLocked && !f.lockedRoute && !f.lockedNavigationItem) problems.push(`"${f.id}": lockable without an alternative`);
    if (f.parent) {
      const parent = byId.get(f.parent);
      if (!parent) problems.push(`"${f.id}": unknown parent "${f.parent}"`);
      else if (parent.parent) problems.push(`"${f.id}": groups nest one level only`);
      else if (!parent.navigationItem) problems.push(`"${f.id}": parent "${f.parent}" has no navigation item`);
    }
    if (!f.route && !f.navigationItem && !f.topMenuItem) problems.push(`"${f.id}": neither a route, a navigation item nor a menu item`);
  }
  return problems;
}

interface RouteCandidate {
  feature: Feature;
  route: FeatureRoute;
  kind: 'route' | 'locked';
  params: PathParams;
}

function bestMatch(features: readonly Feature[], pathname: string): RouteCandidate | null {
  let best: RouteCandidate | null = null;
  for (const feature of features) {
    for (const [kind, route] of [
      ['route', feature.route],
      ['locked', feature.lockedRoute],
    ] as const) {
      if (!route) continue;
      const params = matchPath(route.path, pathname, route.exact ?? false);
      if (params && (!best || specificity(route.path) > specificity(best.route.path))) best = { feature, route, kind, params };
    }
  }
  return best;
}

export type RouteDecision = { kind: 'allow'; feature: ResolvedFeature | null } | { kind: 'redirect'; to: string };

/**
 * The route guard. A path that belongs to no feature is left to the router. A feature the user
 * may not open goes to the root; a locked one goes to its locked route (its parameters taken
 * from the path, else from `defaults`, such as the proxy cluster).
 */
export function decideRoute(
  features: readonly Feature[],
  resolved: readonly ResolvedFeature[],
  pathname: string,
  defaults: PathParams = {},
): RouteDecision {
  const match = bestMatch(features, normalizePath(pathname));
  if (!match) return { kind: 'allow', feature: null };
  const seen = resolved.find((r) => r.id === match.feature.id);
  if (!seen) return { kind: 'redirect', to: '/' };
  // The route this user gets (the locked one when locked; it may be the feature's own address,
  // where the shell shows the locked page) is allowed; the other one leads to it.
  if (seen.route && matchPath(seen.route.path, normalizePath(pathname), seen.route.exact ?? false)) return { kind: 'allow', feature: seen };
  return seen.route ? { kind: 'redirect', to: fillPath(seen.route.path, { ...defaults, ...match.params }) } : { kind: 'redirect', to: '/' };
}

/**
 * Whether the shell draws the locked page for this feature: it is locked and its locked route is
 * its own address (no other page stands in for it).
 */
export function showsLockedPage(r: ResolvedFeature | null): boolean {
  return !!r?.locked && !!r.route && r.route.path === r.feature.route?.path;
}

/** The resolved feature whose (effective) route is the best match for the path. */
export function featureForPath(resolved: readonly ResolvedFeature[], pathname: string): ResolvedFeature | null {
  const path = normalizePath(pathname);
  let best: ResolvedFeature | null = null;
  for (const r of resolved) {
    if (!r.route || !matchPath(r.route.path, path, r.route.exact ?? false)) continue;
    if (!best?.route || specificity(r.route.path) > specificity(best.route.path)) best = r;
  }
  return best;
}

/** The page title: '{clusterId} • {title}' with a cluster in the URL, else the title alone. */
export function pageTitle(title: string, clusterId: string | null): string {
  return clusterId ? `${clusterId} • ${title}` : title;
}

export interface NavEntry {
  id: string;
  title: string;
  icon: ComponentType<IconProps>;
  /** The link as a path; absent for a group header. */
  link?: string;
  /** The same link, typed (route and parameters), for an in-app entry of a route file's feature. */
  target?: RouteLink;
  external: boolean;
  exact: boolean;
  /** The feature is locked (the item leads to its locked page or alternative). */
  locked: boolean;
  children: NavEntry[];
}

export interface NavSection {
  id: string;
  /** Null for the untitled section (Resources, or Management features without a section). */
  title: string | null;
  entries: NavEntry[];
}

function entryOf(r: ResolvedFeature, item: NavigationItem, clusterId: string, children: NavEntry[]): NavEntry {
  return {
    id: r.id,
    title: item.title,
    icon: item.icon,
    link: children.length > 0 ? undefined : item.getLink(clusterId),
    ...(children.length > 0 || item.isExternalLink || !item.getRouteLink ? {} : { target: item.getRouteLink(clusterId) }),
    external: item.isExternalLink ?? false,
    exact: item.exact ?? false,
    locked: r.locked,
    children,
  };
}

/** The side nav of one category: its sections in spec order, each with its links and groups. */
export function navSections(resolved: readonly ResolvedFeature[], category: NavigationCategory, clusterId: string): NavSection[] {
  const inCategory = resolved.filter((r) => r.feature.category === category && !r.feature.parent && r.navigationItem);
  const entries = (section: string | undefined) =>
    inCategory
      .filter((r) => r.feature.section === section)
      .map((r) => {
        const children = resolved
          .filter((c) => c.feature.parent === r.id && c.navigationItem)
          .map((c) => entryOf(c, c.navigationItem as NavigationItem, clusterId, []));
        return entryOf(r, r.navigationItem as NavigationItem, clusterId, children);
      });
  const sections: NavSection[] = [{ id: 'main', title: null, entries: entries(undefined) }];
  if (category === 'management') {
    for (const s of MANAGEMENT_SECTIONS) sections.push({ id: s.id, title: s.title, entries: entries(s.id) });
  }
  return sections.filter((s) => s.entries.length > 0);
}

/** Links of the nav in order, group children included. */
export function navLinks(sections: readonly NavSection[]): NavEntry[] {
  return sections.flatMap((s) => s.entries.flatMap((e) => (e.children.length ? e.children : [e]))).filter((e) => e.link !== undefined);
}

/** The first in-app link of a category, or null. */
export function firstLink(resolved: readonly ResolvedFeature[], category: NavigationCategory, clusterId: string): string | null {
  return navLinks(navSections(resolved, category, clusterId)).find((e) => !e.external)?.link ?? null;
}

/** The exact root goes to the first navigable Resources feature, else to support. */
export function rootTarget(resolved: readonly ResolvedFeature[], clusterId: string): string {
  return firstLink(resolved, 'resources', clusterId) ?? SUPPORT_PATH;
}

/** The category of the feature the path belongs to (a child takes its parent's), or null. */
export function categoryForPath(resolved: readonly ResolvedFeature[], pathname: string): NavigationCategory | null {
  const r = featureForPath(resolved, pathname);
  if (!r) return null;
  if (r.feature.category) return r.feature.category;
  const parent = resolved.find((p) => p.id === r.feature.parent);
  return parent?.feature.category ?? null;
}

export function categoryTitle(category: NavigationCategory): string {
  return CATEGORIES.find((c) => c.id === category)?.title ?? category;
}

/** Whether a nav link is the current page. */
export function isActiveLink(link: string, exact: boolean, pathname: string): boolean {
  const path = normalizePath(link.split('?')[0] ?? link);
  return matchPath(path, normalizePath(pathname), exact) !== null;
}

export interface MenuLink {
  id: string;
  title: string;
  icon: ComponentType<IconProps>;
  link: string;
  /** The same link, typed (route and parameters). */
  target?: RouteLink;
}

/** The user menu lists the navigation items that carry a top-menu entry. */
export function topMenuLinks(resolved: readonly ResolvedFeature[], clusterId: string): MenuLink[] {
  return resolved.flatMap((r) => {
    const item = r.feature.topMenuItem;
    if (!item || r.locked) return [];
    const target = item.getRouteLink?.(clusterId);
    return [{ id: r.id, title: item.title, icon: item.icon, link: item.getLink(clusterId), ...(target ? { target } : {}) }];
  });
}
