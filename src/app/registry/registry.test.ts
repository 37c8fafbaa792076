import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Access, UserAcl } from '@/api/gen/model';
import { createRootRoute, createRoute, type AnyRoute } from '@tanstack/react-router';
import { createAppRouter, registry } from '@/app/router';
import { collectFeatures } from './registry';
import { NAV_ORDER } from './nav-order';
import { accessEnv } from '@/platform/registry/flags';
import {
  decideRoute,
  featureForPath,
  navLinks,
  navSections,
  registryProblems,
  resolveFeatures,
  rootTarget,
  showsLockedPage,
  topMenuLinks,
} from '@/platform/registry/resolve';
import { normalizePath } from '@/platform/registry/paths';
import { pageCommands } from '@/app/shell/commands';
import { ACL_AREAS } from '@/platform/shell-data';

const none: Access = { list: false, read: false, edit: false, create: false, remove: false, use: false };
const all: Access = { list: true, read: true, edit: true, create: true, remove: true, use: true };
function acl(access: Access): UserAcl {
  const keys = ACL_AREAS;
  return {
    ...Object.fromEntries(keys.map((k) => [k, { ...access }])),
    clipboard: true,
    desktopSessionRecording: true,
    directorySharing: true,
  } as unknown as UserAcl;
}
const config = { assistEnabled: false, isDashboard: false, isUsageBasedBilling: false };

describe('the registry', () => {
  it('is sound', () => {
    expect(registryProblems(registry)).toEqual([]);
  });

  it("is collected from the route files: each feature sits at its route's path, as the router computes it", () => {
    const router = createAppRouter(new QueryClient());
    const declared = (Object.values(router.routesById) as AnyRoute[]).filter((r) => r.options.staticData?.feature);
    expect(registry.map((f) => f.id).sort()).toEqual(declared.map((r) => r.options.staticData?.feature?.id).sort());
    for (const route of declared) {
      const feature = registry.find((f) => f.id === route.options.staticData?.feature?.id);
      expect(feature?.route?.path, route.id).toBe(normalizePath(route.fullPath));
    }
  });

  it('keeps the side-nav order of the Resources, and links to the route with the cluster filled in', () => {
    const features = resolveFeatures(registry, accessEnv(acl(all), config));
    const resources = features.filter((f) => f.feature.category === 'resources');
    expect(resources.map((f) => f.navigationItem?.title)).toEqual([
      'Servers',
      'Applications',
      'Kubernetes',
      'Databases',
      'Desktops',
      'Active Sessions',
    ]);
    expect(resources[0]?.navigationItem?.getLink('a/b')).toBe('/cluster/a%2Fb/nodes');
  });

  it('lists every feature id exactly once in the nav order, and orders the registry by it', () => {
    const ids = registry.map((f) => f.id);
    expect([...NAV_ORDER].sort()).toEqual([...ids].sort());
    expect(new Set(NAV_ORDER).size).toBe(NAV_ORDER.length);
    expect(ids).toEqual(NAV_ORDER);
  });

  it('collects features from any tree: paths joined through pathless layouts, ordered by the list, then by the tree', () => {
    const root = createRootRoute();
    const layout = createRoute({ getParentRoute: () => root, id: '_layout' });
    const meta = (id: string) => ({
      feature: { id, title: id, navigationItem: { title: id, icon: () => null }, hasAccess: () => true },
    });
    const late = createRoute({ getParentRoute: () => layout, path: 'late', staticData: meta('late') });
    const second = createRoute({ getParentRoute: () => layout, path: 'x/$clusterId/second', staticData: meta('second') });
    const first = createRoute({ getParentRoute: () => root, path: 'first', staticData: meta('first') });
    const bare = createRoute({ getParentRoute: () => root, path: 'bare' });
    root.addChildren([layout.addChildren([late, second]), first, bare]);
    const features = collectFeatures(root, ['first', 'second']);
    expect(features.map((f) => [f.id, f.route?.path])).toEqual([
      ['first', '/first'],
      ['second', '/x/$clusterId/second'],
      ['late', '/late'],
    ]);
    expect(features[1]?.navigationItem?.getLink('c 1')).toBe('/x/c%201/second');
  });

  it('resolves for every combination of permissions and billing without a configuration error', () => {
    for (const access of [none, all]) {
      for (const isUsageBasedBilling of [false, true]) {
        expect(() => resolveFeatures(registry, accessEnv(acl(access), { ...config, isUsageBasedBilling }))).not.toThrow();
      }
    }
  });

  it('always offers Account Settings and Help & Support, even with no permission at all', () => {
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
    expect(featureForPath(features, '/cluster/leaf/overview')?.route?.title).toBe('Cluster Overview');
  });

  it("gives the palette's 'Cluster Overview' an address of its own, not the cluster root (which goes to the first Resources page)", () => {
    const features = resolveFeatures(registry, accessEnv(acl(all), config));
    const overview = pageCommands(features, 'leaf').find((c) => c.title === 'Cluster Overview');
    expect(overview?.run).toEqual({
      kind: 'route',
      link: { to: '/cluster/$clusterId/overview', params: { clusterId: 'leaf' } },
      path: '/cluster/leaf/overview',
    });
    const router = createAppRouter(new QueryClient());
    const route = (Object.values(router.routesById) as AnyRoute[]).find((r) => r.options.staticData?.feature?.id === 'cluster-overview');
    expect(route?.options.beforeLoad).toBeUndefined();
    expect(decideRoute(registry, features, '/cluster/leaf/overview')).toMatchObject({ kind: 'allow', feature: { id: 'cluster-overview' } });
  });

  it('under usage-based billing, Active Sessions stays at its address as a locked page and its nav item says so', () => {
    const features = resolveFeatures(registry, accessEnv(acl(all), { ...config, isUsageBasedBilling: true }));
    const item = navLinks(navSections(features, 'resources', 'root')).find((e) => e.id === 'active-sessions');
    expect(item).toMatchObject({ title: 'Active Sessions', link: '/cluster/root/sessions', locked: true });
    const decision = decideRoute(registry, features, '/cluster/root/sessions');
    expect(decision).toMatchObject({ kind: 'allow', feature: { id: 'active-sessions', locked: true } });
    expect(showsLockedPage(decision.kind === 'allow' ? decision.feature : null)).toBe(true);
    const open = resolveFeatures(registry, accessEnv(acl(all), config));
    expect(navLinks(navSections(open, 'resources', 'root')).find((e) => e.id === 'active-sessions')).toMatchObject({ locked: false });
    expect(showsLockedPage(featureForPath(open, '/cluster/root/sessions'))).toBe(false);
  });
});
