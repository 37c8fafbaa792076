// Typed links kept in data (the registry's nav items, the user menu, the palette): the shape of
// TanStack Router's link options, `to` checked against the route tree registered by app/router.tsx
// (module augmentation of '@tanstack/react-router', so lower layers see it without importing app/).
import type { RegisteredRouter } from '@tanstack/react-router';

/** A path of the route tree ('/cluster/$clusterId/nodes'): what a typed link's `to` takes. */
export type RoutePath = RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'];

/** A route and the parameters that fill it: spread into RouterNavLink/RouterMenuItem or router.navigate. */
export interface RouteLink {
  to: RoutePath;
  params: Record<string, string>;
}

/** The typed link of a route path read from the route tree itself (the registry's paths). */
export function routeLinkOf(path: string, params: Record<string, string>): RouteLink {
  return { to: path as RoutePath, params };
}
