// One entry per feature. The side nav, the route guard, the root redirect, the page
// title, the user menu and the command palette all read the same list, collected from the route
// files' staticData (RouteFeature below; app/registry/registry.ts walks the route tree).
//
// Paths are router paths: without the /web base path, with `$name` for a parameter
// ('/cluster/$clusterId/nodes'). Links are concrete paths built from the current cluster.
import type { ComponentType } from 'react';
import type { FeatureFlags, FeatureLocks } from './flags';
import { fillPath } from './paths';
import { routeLinkOf, type RouteLink } from './route-link';

/** What a nav or menu icon component takes. */
export interface IconProps {
  size?: number;
}

export type NavigationCategory = 'resources' | 'management';
export type ManagementSection = 'access' | 'activity' | 'billing' | 'clusters';

export const CATEGORIES: readonly { id: NavigationCategory; title: string }[] = [
  { id: 'resources', title: 'Resources' },
  { id: 'management', title: 'Management' },
];

export const MANAGEMENT_SECTIONS: readonly { id: ManagementSection; title: string }[] = [
  { id: 'access', title: 'Access' },
  { id: 'activity', title: 'Activity' },
  { id: 'billing', title: 'Billing' },
  { id: 'clusters', title: 'Clusters' },
];

export interface NavigationItem {
  title: string;
  icon: ComponentType<IconProps>;
  /** The link for the current cluster (the proxy cluster when none is in the URL), as a path. */
  getLink: (clusterId: string) => string;
  /** The same link, typed (the feature's route and its parameters); absent for an external link. */
  getRouteLink?: (clusterId: string) => RouteLink;
  /** Active only on the exact link, not on its sub-paths. */
  exact?: boolean;
  /** An absolute URL opened in a new tab. */
  isExternalLink?: boolean;
}

export interface FeatureRoute {
  /** Router path, '$name' for a parameter. */
  path: string;
  /** Page title; with a cluster in the URL the document title is '{clusterId} • {title}'. */
  title: string;
  /** Matches only the path itself; otherwise the path and everything under it. */
  exact?: boolean;
}

/** An entry of the user menu (links built from the cluster id). */
export interface TopMenuItem {
  title: string;
  icon: ComponentType<IconProps>;
  getLink: (clusterId: string) => string;
  /** The same link, typed (the feature's route and its parameters). */
  getRouteLink?: (clusterId: string) => RouteLink;
}

export interface Feature {
  /** Unique; `parent` refers to it. */
  id: string;
  category?: NavigationCategory;
  /** Only for the Management category. */
  section?: ManagementSection;
  /** The id of the expandable group this feature's nav item sits in. */
  parent?: string;
  navigationItem?: NavigationItem;
  route?: FeatureRoute;
  topMenuItem?: TopMenuItem;
  /** When true the feature renders its alternative: lockedRoute and lockedNavigationItem. */
  isLocked?: (locks: FeatureLocks) => boolean;
  lockedRoute?: FeatureRoute;
  lockedNavigationItem?: NavigationItem;
  hasAccess: (flags: FeatureFlags) => boolean;
}

type WithOptionalLink<T extends { getLink: unknown }> = Omit<T, 'getLink' | 'getRouteLink'> & Partial<Pick<T, 'getLink'>>;

/**
 * What a route file declares in its `staticData.feature`: a Feature without its path, which is
 * the route's own. Links default to the route's path filled with the current cluster.
 */
export interface RouteFeature extends Omit<Feature, 'route' | 'navigationItem' | 'topMenuItem' | 'lockedRoute' | 'lockedNavigationItem'> {
  /** Page title; with a cluster in the URL the document title is '{clusterId} • {title}'. */
  title: string;
  /** Matches only the path itself; otherwise the path and everything under it. */
  exact?: boolean;
  navigationItem?: WithOptionalLink<NavigationItem>;
  topMenuItem?: WithOptionalLink<TopMenuItem>;
  /**
   * Where a locked feature goes instead. By default its own address, where the shell shows a page
   * saying the feature is locked and why (LOCKED_PAGE below).
   */
  lockedRoute?: FeatureRoute;
  /** The nav item of a locked feature; its link defaults to the feature's own address. */
  lockedNavigationItem?: WithOptionalLink<NavigationItem>;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The feature this route's page is (its nav item, guard, title): see app/registry/registry.ts. */
    feature?: RouteFeature;
  }
}

/** The registry entry of a route file's feature, at the route's path ('$name' parameters). */
export function featureOfRoute(path: string, meta: RouteFeature): Feature {
  const {
    id,
    category,
    section,
    parent,
    isLocked,
    lockedRoute,
    lockedNavigationItem,
    hasAccess,
    title,
    exact,
    navigationItem,
    topMenuItem,
  } = meta;
  const link = (clusterId: string) => fillPath(path, { clusterId });
  // The route's own full path, taken from the route tree: a path of the tree by construction.
  const routeLink = (clusterId: string): RouteLink => routeLinkOf(path, { clusterId });
  const withLinks = <T extends { getLink?: (clusterId: string) => string }>(item: T) =>
    item.getLink ? { ...item, getLink: item.getLink } : { ...item, getLink: link, getRouteLink: routeLink };
  return {
    id,
    category,
    section,
    parent,
    isLocked,
    // A lockable feature keeps its address when locked (the shell draws the locked page there),
    // unless it names another route.
    lockedRoute: lockedRoute ?? (isLocked ? { path, title, exact } : undefined),
    lockedNavigationItem: lockedNavigationItem && withLinks(lockedNavigationItem),
    hasAccess,
    route: { path, title, exact },
    navigationItem: navigationItem && withLinks(navigationItem),
    topMenuItem: topMenuItem && withLinks(topMenuItem),
  };
}
