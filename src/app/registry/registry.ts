// Every feature of the console, collected from the route files: a route whose staticData carries
// a `feature` contributes it at the route's path (platform/registry/feature.ts, featureOfRoute).
// The side nav, the route guards, the root redirect, the titles, the user menu and the palette
// read this list, so a page's path is written once, by its route file's location.
import type { AnyRoute } from '@tanstack/react-router';
import { featureOfRoute, type Feature } from '@/platform/registry/feature';
import { normalizePath } from '@/platform/registry/paths';
import { NAV_ORDER } from './nav-order';

interface Found {
  feature: Feature;
  order: number;
}

function joinPath(parent: string, path: string | undefined): string {
  if (!path) return parent;
  return `${parent.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
}

/**
 * The features of a route tree, in side-nav order: as `order` lists their ids (nav-order.ts), then
 * (for those it does not list, which come after) in the order of the tree.
 */
export function collectFeatures(root: AnyRoute, order: readonly string[] = NAV_ORDER): Feature[] {
  const rank = new Map(order.map((id, i) => [id, i]));
  const found: Found[] = [];
  const visit = (route: AnyRoute, parentPath: string) => {
    const options = route.options as { path?: string } | undefined;
    const path = joinPath(parentPath, options?.path);
    const meta = route.options?.staticData?.feature;
    if (meta) found.push({ feature: featureOfRoute(normalizePath(path), meta), order: rank.get(meta.id) ?? Number.POSITIVE_INFINITY });
    const children: AnyRoute[] = route.children ? Object.values(route.children as Record<string, AnyRoute>) : [];
    for (const child of children) visit(child, path);
  };
  visit(root, '/');
  // Array.prototype.sort is stable: equal orders keep the tree's order.
  return found.sort((a, b) => a.order - b.order).map((f) => f.feature);
}
