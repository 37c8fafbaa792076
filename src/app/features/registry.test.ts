import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Access, UserAcl } from '../../api/gen/model';
import { createAppRouter } from '../router';
import { registry } from './registry';
import { accessEnv } from '../../platform/registry/flags';
import { decideRoute, featureForPath, registryProblems, resolveFeatures, rootTarget, topMenuLinks } from '../../platform/registry/resolve';
import { fillPath, normalizePath } from '../../platform/registry/paths';

const none: Access = { list: false, read: false, edit: false, create: false, remove: false, use: false };
const all: Access = { list: true, read: true, edit: true, create: true, remove: true, use: true };
function acl(access: Access): UserAcl {
  const keys = [
    'recordedSessions', 'activeSessions', 'authConnectors', 'roles', 'users', 'trustedClusters', 'events', 'tokens', 'nodes',
    'appServers', 'dbServers', 'db', 'kubeServers', 'desktops', 'accessRequests', 'billing', 'connectionDiagnostic', 'download',
    'license', 'plugins', 'integrations', 'deviceTrust', 'lock', 'assist', 'samlIdpServiceProvider',
  ];
  return { ...Object.fromEntries(keys.map((k) => [k, { ...access }])), clipboard: true, desktopSessionRecording: true, directorySharing: true } as unknown as UserAcl;
}
const config = { assistEnabled: false, isDashboard: false, isUsageBasedBilling: false };

describe('the registry', () => {
  it('is sound', () => {
    expect(registryProblems(registry)).toEqual([]);
  });

  it('has a route in the router for every feature route', () => {
    const router = createAppRouter(new QueryClient());
    for (const feature of registry) {
      for (const route of [feature.route, feature.lockedRoute]) {
        if (!route) continue;
        const [, , found] = router.getMatchedRoutes(fillPath(route.path, { clusterId: 'root.example.com' }));
        // The route itself, not a layout above it that matched fuzzily.
        expect(normalizePath(found?.fullPath ?? ''), `${feature.id}: ${route.path}`).toBe(normalizePath(route.path));
      }
    }
  });

  it('resolves for every combination of permissions and billing without a configuration error', () => {
    for (const access of [none, all]) {
      for (const isUsageBasedBilling of [false, true]) {
        expect(() => resolveFeatures(registry, accessEnv(acl(access), { ...config, isUsageBasedBilling }))).not.toThrow();
      }
    }
  });

  it('always offers Account Settings and Help & Support (spec 6), even with no permission at all', () => {
    const features = resolveFeatures(registry, accessEnv(acl(none), config));
    expect(topMenuLinks(features, 'c').map((m) => m.title)).toEqual(['Account Settings', 'Help & Support']);
    expect(decideRoute(registry, features, '/account')).toMatchObject({ kind: 'allow' });
    expect(decideRoute(registry, features, '/support')).toMatchObject({ kind: 'allow' });
  });

  it('keeps Manage Clusters to users who may list trusted clusters', () => {
    const without = resolveFeatures(registry, accessEnv(acl(none), config));
    const withIt = resolveFeatures(registry, accessEnv({ ...acl(none), trustedClusters: { ...none, list: true } }, config));
    expect(decideRoute(registry, without, '/clusters')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRoute(registry, withIt, '/clusters')).toMatchObject({ kind: 'allow', feature: { id: 'clusters' } });
    expect(topMenuLinks(withIt, 'c').map((m) => m.title)).toContain('Manage Clusters');
  });

  it('sends the root to the first Resources page, and to Help & Support when there is none', () => {
    const env = accessEnv(acl(all), config);
    const first = registry.find((f) => f.category === 'resources' && f.navigationItem);
    expect(first).toBeDefined();
    expect(rootTarget(resolveFeatures(registry, env), 'root.example.com')).toBe(first!.navigationItem!.getLink('root.example.com'));
    const withoutResources = registry.filter((f) => f.category !== 'resources');
    expect(rootTarget(resolveFeatures(withoutResources, env), 'root.example.com')).toBe('/support');
  });

  it('titles the shell pages', () => {
    const features = resolveFeatures(registry, accessEnv(acl(all), config));
    expect(featureForPath(features, '/support')?.route?.title).toBe('Help & Support');
    expect(featureForPath(features, '/account')?.route?.title).toBe('Account Settings');
    expect(featureForPath(features, '/clusters')?.route?.title).toBe('Clusters');
    expect(featureForPath(features, '/cluster/leaf/')?.route?.title).toBe('Cluster Overview');
  });
});
