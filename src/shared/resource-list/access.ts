// What a resource page needs to know about the user, from the user context and the registry
// (handed in by the page; shared code does not reach into the shell).
import type { RouteLink } from '@/platform/registry/route-link';

interface CapabilitiesLike {
  accessCapabilities?: { requestableRoles?: readonly string[] | null } | null;
}

/** searchAsRoles is offered only to users with roles they may request. */
export function canRequestRoles(user: CapabilitiesLike): boolean {
  return (user.accessCapabilities?.requestableRoles?.length ?? 0) > 0;
}

interface FeatureLike {
  id: string;
  navigationItem?: { getRouteLink?: (clusterId: string) => RouteLink; isExternalLink?: boolean };
}

/** The feature id of Enroll New Resource (/web/discover), once it is registered. */
export const DISCOVER_FEATURE_ID = 'discover';

/**
 * Where the empty state sends a user who may add agents: the Enroll New Resource page when that
 * feature is registered and open to this user, else nowhere (the text says so, no dead link).
 */
export function enrollTarget(
  features: readonly FeatureLike[],
  mayAddAgents: boolean,
  clusterId: string,
): { allowed: boolean; link: RouteLink | null } {
  const discover = features.find((f) => f.id === DISCOVER_FEATURE_ID)?.navigationItem;
  const link = mayAddAgents && discover && !discover.isExternalLink ? discover.getRouteLink?.(clusterId) : undefined;
  return { allowed: mayAddAgents, link: link ?? null };
}

/**
 * A cluster that is not in the cluster list (once it has loaded) cannot be reached: the page shows
 * 404 instead of asking the proxy for its resources.
 */
export function isUnknownCluster(clusters: readonly { name: string }[] | undefined, clusterId: string): boolean {
  return clusters !== undefined && !clusters.some((c) => c.name === clusterId);
}
