import { describe, expect, it } from 'vitest';
import type { Access, UserAcl } from '@/api/gen/model';
import { featureFlags, featureLocks, type FeatureFlags, type FlagConfig } from './flags';
import { ACL_AREAS } from '@/platform/shell-data';

const none: Access = { list: false, read: false, edit: false, create: false, remove: false, use: false };
const ACCESS_KEYS = ACL_AREAS;
type AccessKey = (typeof ACCESS_KEYS)[number];
type Grant = `${AccessKey}.${keyof Access}`;

/** An ACL with nothing allowed except the grants ('nodes.list', 'lock.create', ...). */
function acl(...grants: Grant[]): UserAcl {
  const result = Object.fromEntries(ACCESS_KEYS.map((k) => [k, { ...none }])) as unknown as UserAcl;
  Object.assign(result, { clipboard: true, desktopSessionRecording: true, directorySharing: true });
  for (const grant of grants) {
    const [key, verb] = grant.split('.') as [AccessKey, keyof Access];
    result[key][verb] = true;
  }
  return result;
}

const plain: FlagConfig = { assistEnabled: false, isDashboard: false, isUsageBasedBilling: false };
const ALL_FLAGS = Object.keys(featureFlags(acl(), plain)) as (keyof FeatureFlags)[];

function trueFlags(flags: FeatureFlags): string[] {
  return ALL_FLAGS.filter((f) => flags[f]).sort();
}

// Each row: the grants and config, and exactly the flags that must come out true.
const rows: [string, Grant[], Partial<FlagConfig>, (keyof FeatureFlags)[]][] = [
  ['nothing allowed', [], {}, []],
  ['nodes.list: servers, querying agents, discover', ['nodes.list'], {}, ['nodes', 'queryAgents', 'discover']],
  ['appServers.list alone: applications only', ['appServers.list'], {}, ['applications']],
  [
    'appServers read+list: applications, querying agents, discover',
    ['appServers.list', 'appServers.read'],
    {},
    ['applications', 'queryAgents', 'discover'],
  ],
  ['appServers.read alone: nothing', ['appServers.read'], {}, []],
  ['kubeServers.list', ['kubeServers.list'], {}, ['kubernetes']],
  ['kubeServers read+list', ['kubeServers.list', 'kubeServers.read'], {}, ['kubernetes', 'queryAgents', 'discover']],
  ['dbServers.list', ['dbServers.list'], {}, ['databases']],
  ['dbServers read+list', ['dbServers.list', 'dbServers.read'], {}, ['databases', 'queryAgents', 'discover']],
  ['db (dynamic resources) does not count as db servers', ['db.list', 'db.read'], {}, []],
  ['desktops.list', ['desktops.list'], {}, ['desktops']],
  ['desktops read+list', ['desktops.list', 'desktops.read'], {}, ['desktops', 'queryAgents', 'discover']],
  ['activeSessions.list', ['activeSessions.list'], {}, ['activeSessions']],
  ['users.list', ['users.list'], {}, ['users']],
  ['roles.list', ['roles.list'], {}, ['roles']],
  ['authConnectors.list', ['authConnectors.list'], {}, ['authConnector']],
  ['lock.list: locks', ['lock.list'], {}, ['locks']],
  ['lock.create alone: no new locks', ['lock.create'], {}, []],
  ['lock.edit alone: no new locks', ['lock.edit'], {}, []],
  ['lock create+edit: new locks', ['lock.create', 'lock.edit'], {}, ['newLocks']],
  ['tokens.create: adding agents and discover', ['tokens.create'], {}, ['addAgents', 'discover']],
  ['tokens.list does not add agents', ['tokens.list', 'tokens.read'], {}, []],
  ['integrations.list', ['integrations.list'], {}, ['integrations']],
  [
    'integrations.create: enroll integrations (or plugins)',
    ['integrations.create'],
    {},
    ['enrollIntegrations', 'enrollIntegrationsOrPlugins'],
  ],
  ['plugins.list', ['plugins.list'], {}, ['plugins']],
  ['plugins.create: enroll integrations or plugins only', ['plugins.create'], {}, ['enrollIntegrationsOrPlugins']],
  ['recordedSessions.list', ['recordedSessions.list'], {}, ['recordings']],
  ['events.list: audit', ['events.list'], {}, ['audit']],
  ['trustedClusters.list', ['trustedClusters.list'], {}, ['trustedClusters']],
  ['billing.list', ['billing.list'], {}, ['billing']],
  ['accessRequests.list', ['accessRequests.list'], {}, ['accessRequests']],
  ['accessRequests.create: new access request', ['accessRequests.create'], {}, ['newAccessRequest']],
  ['deviceTrust.list', ['deviceTrust.list'], {}, ['deviceTrust']],
  ['download center: license.read on the dashboard', ['license.read'], { isDashboard: true }, ['downloadCenter']],
  ['download center: download.list on the dashboard', ['download.list'], { isDashboard: true }, ['downloadCenter']],
  ['download center: not outside the dashboard', ['license.read', 'download.list'], {}, []],
  ['download center: the dashboard alone is not enough', ['license.list', 'download.read'], { isDashboard: true }, []],
  ['assist: assist.list with assistEnabled', ['assist.list'], { assistEnabled: true }, ['assist', 'assistEnabled']],
  ['assist: assist.list without assistEnabled', ['assist.list'], {}, []],
  [
    'assist: assistEnabled without assist.list (the cluster has it, the user may not use it)',
    [],
    { assistEnabled: true },
    ['assistEnabled'],
  ],
];

describe('featureFlags', () => {
  it.each(rows)('%s', (_name, grants, config, expected) => {
    expect(trueFlags(featureFlags(acl(...grants), { ...plain, ...config }))).toEqual([...expected].sort());
  });

  it('covers every feature flag of the product in some row', () => {
    const productFlags = [
      'nodes',
      'applications',
      'kubernetes',
      'databases',
      'desktops',
      'activeSessions',
      'users',
      'roles',
      'authConnector',
      'locks',
      'newLocks',
      'discover',
      'integrations',
      'enrollIntegrations',
      'recordings',
      'audit',
      'trustedClusters',
      'billing',
      'accessRequests',
      'newAccessRequest',
      'downloadCenter',
      'plugins',
      'enrollIntegrationsOrPlugins',
      'deviceTrust',
      'assist',
    ];
    for (const flag of productFlags) expect(ALL_FLAGS).toContain(flag);
    const covered = new Set(rows.flatMap((r) => r[3]));
    for (const flag of ALL_FLAGS) expect(covered, flag).toContain(flag);
  });

  it('gives everything to a user allowed everything (with assist and the dashboard on)', () => {
    const all = acl(
      ...ACCESS_KEYS.flatMap((k) => (['list', 'read', 'edit', 'create', 'remove', 'use'] as const).map((v) => `${k}.${v}` as Grant)),
    );
    expect(trueFlags(featureFlags(all, { assistEnabled: true, isDashboard: true, isUsageBasedBilling: false }))).toEqual(
      [...ALL_FLAGS].sort(),
    );
  });
});

describe('featureLocks (usage-based billing)', () => {
  it('locks auth connectors, active sessions, access requests, premium support and trusted devices', () => {
    expect(featureLocks({ ...plain, isUsageBasedBilling: true })).toEqual({
      authConnectors: true,
      activeSessions: true,
      accessRequests: true,
      premiumSupport: true,
      trustedDevices: true,
    });
  });
  it('locks nothing otherwise', () => {
    expect(Object.values(featureLocks(plain)).some(Boolean)).toBe(false);
  });
});
