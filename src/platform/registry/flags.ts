// The ACL of the user context and the client config, turned into the feature
// flags every feature's hasAccess() reads, and the locks usage-based billing puts on features.
// Pure: no storage, no React, no network.
import type { UserAcl } from '@/api/gen/model';

/** The client-config flags the derived rules read. */
export interface FlagConfig {
  assistEnabled: boolean;
  isDashboard: boolean;
  isUsageBasedBilling: boolean;
}

/**
 * Every feature flag of the product, plus the derived helpers: adding and querying agents, and
 * whether the cluster has the assistant at all (the web config's assistEnabled).
 */
export interface FeatureFlags {
  nodes: boolean;
  applications: boolean;
  kubernetes: boolean;
  databases: boolean;
  desktops: boolean;
  activeSessions: boolean;
  users: boolean;
  roles: boolean;
  authConnector: boolean;
  locks: boolean;
  newLocks: boolean;
  discover: boolean;
  integrations: boolean;
  enrollIntegrations: boolean;
  recordings: boolean;
  audit: boolean;
  trustedClusters: boolean;
  billing: boolean;
  accessRequests: boolean;
  newAccessRequest: boolean;
  downloadCenter: boolean;
  plugins: boolean;
  enrollIntegrationsOrPlugins: boolean;
  deviceTrust: boolean;
  assist: boolean;
  /** Adding agents (join tokens): tokens.create. */
  addAgents: boolean;
  /** Querying agents: nodes.list, or read and list on app, db, kube servers or desktops. */
  queryAgents: boolean;
  /**
   * The cluster has the assistant (web config assistEnabled), whatever the user's roles. Without
   * it the assistant's page says it is switched off; with it, only the assist flag opens the page.
   */
  assistEnabled: boolean;
}

/** Features usage-based billing locks. A locked feature renders its alternative. */
export interface FeatureLocks {
  authConnectors: boolean;
  activeSessions: boolean;
  accessRequests: boolean;
  premiumSupport: boolean;
  trustedDevices: boolean;
}

type AccessKey = { [K in keyof UserAcl]: UserAcl[K] extends boolean ? never : K }[keyof UserAcl];

/** read and list on one kind. */
function readList(acl: UserAcl, key: AccessKey): boolean {
  return acl[key].read && acl[key].list;
}

export function featureFlags(acl: UserAcl, config: FlagConfig): FeatureFlags {
  const addAgents = acl.tokens.create;
  const queryAgents =
    acl.nodes.list ||
    readList(acl, 'appServers') ||
    readList(acl, 'dbServers') ||
    readList(acl, 'kubeServers') ||
    readList(acl, 'desktops');
  return {
    nodes: acl.nodes.list,
    applications: acl.appServers.list,
    kubernetes: acl.kubeServers.list,
    databases: acl.dbServers.list,
    desktops: acl.desktops.list,
    activeSessions: acl.activeSessions.list,
    users: acl.users.list,
    roles: acl.roles.list,
    authConnector: acl.authConnectors.list,
    locks: acl.lock.list,
    newLocks: acl.lock.create && acl.lock.edit,
    discover: addAgents || queryAgents,
    integrations: acl.integrations.list,
    enrollIntegrations: acl.integrations.create,
    recordings: acl.recordedSessions.list,
    audit: acl.events.list,
    trustedClusters: acl.trustedClusters.list,
    billing: acl.billing.list,
    accessRequests: acl.accessRequests.list,
    newAccessRequest: acl.accessRequests.create,
    downloadCenter: config.isDashboard && (acl.license.read || acl.download.list),
    plugins: acl.plugins.list,
    enrollIntegrationsOrPlugins: acl.integrations.create || acl.plugins.create,
    deviceTrust: acl.deviceTrust.list,
    assist: acl.assist.list && config.assistEnabled,
    addAgents,
    queryAgents,
    assistEnabled: config.assistEnabled,
  };
}

export function featureLocks(config: FlagConfig): FeatureLocks {
  const locked = config.isUsageBasedBilling;
  return { authConnectors: locked, activeSessions: locked, accessRequests: locked, premiumSupport: locked, trustedDevices: locked };
}

/** What every feature is judged by. */
export interface AccessEnv {
  flags: FeatureFlags;
  locks: FeatureLocks;
}

export function accessEnv(acl: UserAcl, config: FlagConfig): AccessEnv {
  return { flags: featureFlags(acl, config), locks: featureLocks(config) };
}
