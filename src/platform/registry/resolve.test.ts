import { describe, expect, it } from 'vitest';
import type { Feature } from './feature';
import type { AccessEnv, FeatureFlags, FeatureLocks } from './flags';
import {
  FeatureConfigError,
  categoryForPath,
  decideRoute,
  featureForPath,
  firstLink,
  isActiveLink,
  navLinks,
  navSections,
  pageTitle,
  registryProblems,
  resolveFeatures,
  showsLockedPage,
  rootTarget,
  topMenuLinks,
} from './resolve';

const Icon = () => null;
const cluster = (rest: string) => (id: string) => `/cluster/${encodeURIComponent(id)}${rest}`;

function env(flags: Partial<FeatureFlags> = {}, locks: Partial<FeatureLocks> = {}): AccessEnv {
  return {
    flags: { nodes: true, applications: true, users: true, authConnector: true, activeSessions: true, ...flags } as FeatureFlags,
    locks: { authConnectors: false, activeSessions: false, accessRequests: false, premiumSupport: false, trustedDevices: false, ...locks },
  };
}

// A registry shaped like the full product's, to exercise every rule.
const servers: Feature = {
  id: 'servers',
  category: 'resources',
  route: { path: '/cluster/$clusterId/nodes', title: 'Servers', exact: true },
  navigationItem: { title: 'Servers', icon: Icon, exact: true, getLink: cluster('/nodes') },
  hasAccess: (f) => f.nodes,
};
const apps: Feature = {
  id: 'apps',
  category: 'resources',
  route: { path: '/cluster/$clusterId/apps', title: 'Applications', exact: true },
  navigationItem: { title: 'Applications', icon: Icon, exact: true, getLink: cluster('/apps') },
  hasAccess: (f) => f.applications,
};
const sessions: Feature = {
  id: 'sessions',
  category: 'resources',
  route: { path: '/cluster/$clusterId/sessions', title: 'Active Sessions', exact: true },
  navigationItem: { title: 'Active Sessions', icon: Icon, exact: true, getLink: cluster('/sessions') },
  isLocked: (l) => l.activeSessions,
  lockedRoute: { path: '/sessions-locked', title: 'Active Sessions', exact: true },
  lockedNavigationItem: { title: 'Active Sessions', icon: Icon, getLink: () => '/sessions-locked' },
  hasAccess: (f) => f.activeSessions,
};
const users: Feature = {
  id: 'users',
  category: 'management',
  section: 'access',
  route: { path: '/users', title: 'Manage Users', exact: true },
  navigationItem: { title: 'Users', icon: Icon, exact: true, getLink: () => '/users' },
  hasAccess: (f) => f.users,
};
const sso: Feature = {
  id: 'sso',
  category: 'management',
  section: 'access',
  route: { path: '/sso', title: 'Manage Auth Connectors' },
  navigationItem: { title: 'Auth Connectors', icon: Icon, getLink: () => '/sso' },
  isLocked: (l) => l.authConnectors,
  lockedNavigationItem: { title: 'Auth Connectors', icon: Icon, getLink: () => '/sso-upgrade' },
  hasAccess: (f) => f.authConnector,
};
const billingGroup: Feature = {
  id: 'billing',
  category: 'management',
  section: 'billing',
  navigationItem: { title: 'Billing', icon: Icon, getLink: () => '/billing' },
  isLocked: (l) => l.premiumSupport,
  lockedNavigationItem: { title: 'Billing', icon: Icon, getLink: () => '/billing-upgrade' },
  hasAccess: () => true,
};
const invoices: Feature = {
  id: 'invoices',
  parent: 'billing',
  route: { path: '/billing/invoices', title: 'Invoices', exact: true },
  navigationItem: { title: 'Invoices', icon: Icon, getLink: () => '/billing/invoices' },
  hasAccess: () => true,
};
const docs: Feature = {
  id: 'docs',
  category: 'management',
  section: 'activity',
  navigationItem: { title: 'Docs', icon: Icon, isExternalLink: true, getLink: () => 'https://goteleport.com/docs/' },
  hasAccess: () => true,
};
const support: Feature = {
  id: 'support',
  route: { path: '/support', title: 'Help & Support', exact: true },
  topMenuItem: { title: 'Help & Support', icon: Icon, getLink: () => '/support' },
  hasAccess: () => true,
};
const registry = [servers, apps, sessions, users, sso, billingGroup, invoices, docs, support];

const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe('resolveFeatures', () => {
  it('keeps what the flags allow', () => {
    expect(ids(resolveFeatures(registry, env()))).toEqual([
      'servers',
      'apps',
      'sessions',
      'users',
      'sso',
      'billing',
      'invoices',
      'docs',
      'support',
    ]);
    expect(ids(resolveFeatures(registry, env({ nodes: false, users: false })))).toEqual([
      'apps',
      'sessions',
      'sso',
      'billing',
      'invoices',
      'docs',
      'support',
    ]);
  });

  it('swaps in the locked route and nav item of a locked feature', () => {
    const r = resolveFeatures(registry, env({}, { activeSessions: true })).find((f) => f.id === 'sessions');
    expect(r).toMatchObject({ locked: true, route: { path: '/sessions-locked' } });
    expect(r?.navigationItem?.getLink('x')).toBe('/sessions-locked');
  });

  it('hides the children of a locked parent', () => {
    const resolved = resolveFeatures(registry, env({}, { premiumSupport: true }));
    expect(ids(resolved)).toContain('billing');
    expect(ids(resolved)).not.toContain('invoices');
  });

  it('hides the children of a parent the user may not see', () => {
    const hiddenParent = { ...billingGroup, hasAccess: () => false };
    expect(ids(resolveFeatures([hiddenParent, invoices], env()))).toEqual([]);
  });

  it('throws for a locked feature with neither alternative', () => {
    const broken: Feature = { ...users, id: 'broken', isLocked: () => true };
    expect(() => resolveFeatures([broken], env())).toThrow(FeatureConfigError);
    expect(() => resolveFeatures([broken], env())).toThrow(
      'Feature "broken" is locked but has neither a locked route nor a locked navigation item',
    );
  });

  it('does not throw for that feature while it is not locked or not accessible', () => {
    const lockable: Feature = { ...users, id: 'lockable', isLocked: (l) => l.trustedDevices };
    expect(() => resolveFeatures([lockable], env())).not.toThrow();
    expect(() => resolveFeatures([lockable], env({ users: false }, { trustedDevices: true }))).not.toThrow();
  });
});

describe('registryProblems', () => {
  it('finds nothing wrong with a sound registry', () => {
    expect(registryProblems(registry)).toEqual([]);
  });
  it.each([
    ['a duplicate id', [users, { ...users }], 'duplicate id "users"'],
    ['a section outside management', [{ ...servers, section: 'access' as const }], '"servers": a section needs the management category'],
    [
      'a nav item without a category',
      [{ ...users, category: undefined, section: undefined }],
      '"users": a navigation item needs a category',
    ],
    ['a lockable feature without an alternative', [{ ...users, isLocked: () => false }], '"users": lockable without an alternative'],
    ['an unknown parent', [invoices], '"invoices": unknown parent "billing"'],
    ['nested groups', [billingGroup, invoices, { ...invoices, id: 'deep', parent: 'invoices' }], '"deep": groups nest one level only'],
    ['an empty entry', [{ id: 'empty', hasAccess: () => true }], '"empty": neither a route, a navigation item nor a menu item'],
  ] as [string, Feature[], string][])('reports %s', (_name, features, problem) => {
    expect(registryProblems(features)).toContain(problem);
  });
});

describe('decideRoute (the route guard)', () => {
  const resolvedFor = (e: AccessEnv) => resolveFeatures(registry, e);
  it('allows an accessible feature and names it', () => {
    expect(decideRoute(registry, resolvedFor(env()), '/cluster/one/nodes')).toMatchObject({ kind: 'allow', feature: { id: 'servers' } });
  });
  it('sends a feature without access to the root', () => {
    expect(decideRoute(registry, resolvedFor(env({ nodes: false })), '/cluster/one/nodes')).toEqual({ kind: 'redirect', to: '/' });
  });
  it('sends a locked feature to its locked route, and allows that route', () => {
    const e = env({}, { activeSessions: true });
    expect(decideRoute(registry, resolvedFor(e), '/cluster/one/sessions')).toEqual({ kind: 'redirect', to: '/sessions-locked' });
    expect(decideRoute(registry, resolvedFor(e), '/sessions-locked')).toMatchObject({ kind: 'allow', feature: { id: 'sessions' } });
  });
  it('allows a locked feature whose locked route is its own address (no redirect loop, no detour)', () => {
    const own: Feature = {
      id: 'own',
      category: 'resources',
      route: { path: '/cluster/$clusterId/own', title: 'Own', exact: true },
      isLocked: (l) => l.trustedDevices,
      lockedRoute: { path: '/cluster/$clusterId/own', title: 'Own', exact: true },
      hasAccess: () => true,
    };
    const locked = resolveFeatures([own], env({}, { trustedDevices: true }));
    expect(decideRoute([own], locked, '/cluster/one/own')).toMatchObject({ kind: 'allow', feature: { id: 'own', locked: true } });
    expect(showsLockedPage(locked[0]!)).toBe(true);
    const open = resolveFeatures([own], env());
    expect(decideRoute([own], open, '/cluster/one/own')).toMatchObject({ kind: 'allow', feature: { id: 'own', locked: false } });
    expect(showsLockedPage(open[0]!)).toBe(false);
    // A locked route elsewhere is that route's own page, not the shell's locked page.
    expect(showsLockedPage(resolvedFor(env({}, { activeSessions: true })).find((r) => r.id === 'sessions')!)).toBe(false);
  });
  it('sends the locked route of an unlocked feature back to the feature', () => {
    expect(decideRoute(registry, resolvedFor(env()), '/sessions-locked', { clusterId: 'root.example.com' })).toEqual({
      kind: 'redirect',
      to: '/cluster/root.example.com/sessions',
    });
  });
  it('sends a locked feature without a locked route to the root', () => {
    expect(decideRoute(registry, resolvedFor(env({}, { authConnectors: true })), '/sso/github')).toEqual({ kind: 'redirect', to: '/' });
  });
  it('sends the child of a locked parent to the root', () => {
    expect(decideRoute(registry, resolvedFor(env({}, { premiumSupport: true })), '/billing/invoices')).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });
  it('leaves paths of no feature to the router', () => {
    expect(decideRoute(registry, resolvedFor(env()), '/nowhere')).toEqual({ kind: 'allow', feature: null });
  });
  it('matches exact routes exactly and prefix routes with their sub-paths', () => {
    expect(decideRoute(registry, resolvedFor(env({ nodes: false })), '/cluster/one/nodes/extra')).toEqual({ kind: 'allow', feature: null });
    expect(decideRoute(registry, resolvedFor(env()), '/sso/github/new')).toMatchObject({ kind: 'allow', feature: { id: 'sso' } });
  });
});

describe('navigation', () => {
  it('lists the Resources category without sections', () => {
    const sections = navSections(resolveFeatures(registry, env()), 'resources', 'one');
    expect(sections.map((s) => s.title)).toEqual([null]);
    expect(sections[0]?.entries.map((e) => [e.title, e.link])).toEqual([
      ['Servers', '/cluster/one/nodes'],
      ['Applications', '/cluster/one/apps'],
      ['Active Sessions', '/cluster/one/sessions'],
    ]);
  });

  it('lists Management in the sections Access, Activity, Billing, Clusters, with groups and external links', () => {
    const sections = navSections(resolveFeatures(registry, env()), 'management', 'one');
    expect(sections.map((s) => s.title)).toEqual(['Access', 'Activity', 'Billing']);
    const billing = sections[2]?.entries[0];
    expect(billing).toMatchObject({ title: 'Billing', link: undefined });
    expect(billing?.children.map((c) => c.link)).toEqual(['/billing/invoices']);
    expect(sections[1]?.entries[0]).toMatchObject({ external: true, link: 'https://goteleport.com/docs/' });
  });

  it('shows the locked nav item in place of a locked feature, without its children', () => {
    const sections = navSections(resolveFeatures(registry, env({}, { premiumSupport: true, authConnectors: true })), 'management', 'one');
    const entries = sections.flatMap((s) => s.entries);
    expect(entries.find((e) => e.id === 'billing')).toMatchObject({ link: '/billing-upgrade', children: [] });
    expect(entries.find((e) => e.id === 'sso')?.link).toBe('/sso-upgrade');
  });

  it('encodes the cluster id in links', () => {
    expect(firstLink(resolveFeatures(registry, env()), 'resources', 'a/b c')).toBe('/cluster/a%2Fb%20c/nodes');
  });

  it('gives the first link of a category, skipping external links', () => {
    const onlyExternal = resolveFeatures([docs], env());
    expect(firstLink(onlyExternal, 'management', 'one')).toBeNull();
    expect(navLinks(navSections(onlyExternal, 'management', 'one'))).toHaveLength(1);
  });
});

describe('rootTarget (where the exact root goes)', () => {
  it('goes to the first navigable Resources feature', () => {
    expect(rootTarget(resolveFeatures(registry, env()), 'root.example.com')).toBe('/cluster/root.example.com/nodes');
    expect(rootTarget(resolveFeatures(registry, env({ nodes: false })), 'c')).toBe('/cluster/c/apps');
  });
  it('goes to the locked alternative when that is the first one', () => {
    expect(rootTarget(resolveFeatures(registry, env({ nodes: false, applications: false }, { activeSessions: true })), 'c')).toBe(
      '/sessions-locked',
    );
  });
  it('goes to support when no Resources feature can be opened', () => {
    expect(rootTarget(resolveFeatures(registry, env({ nodes: false, applications: false, activeSessions: false })), 'c')).toBe('/support');
    expect(rootTarget([], 'c')).toBe('/support');
  });
});

describe('paths, categories and titles', () => {
  const resolved = resolveFeatures(registry, env());
  it('finds the feature of a path, the most specific first', () => {
    expect(featureForPath(resolved, '/cluster/x/apps/')?.id).toBe('apps');
    expect(featureForPath(resolved, '/sso/github')?.id).toBe('sso');
    expect(featureForPath(resolved, '/support/more')).toBeNull();
  });
  it('gives the category of a path; a group child takes its parent’s', () => {
    expect(categoryForPath(resolved, '/cluster/x/nodes')).toBe('resources');
    expect(categoryForPath(resolved, '/users')).toBe('management');
    expect(categoryForPath(resolved, '/billing/invoices')).toBe('management');
    expect(categoryForPath(resolved, '/support')).toBeNull();
  });
  it("titles a page '{clusterId} • {title}' when a cluster is in the URL", () => {
    expect(pageTitle('Servers', 'leaf.example.com')).toBe('leaf.example.com • Servers');
    expect(pageTitle('Manage Users', null)).toBe('Manage Users');
  });
  it('marks active links exactly or by prefix', () => {
    expect(isActiveLink('/users', true, '/users/')).toBe(true);
    expect(isActiveLink('/users', true, '/users/bob')).toBe(false);
    expect(isActiveLink('/sso', false, '/sso/github')).toBe(true);
    expect(isActiveLink('/sso', false, '/ssox')).toBe(false);
  });
  it('lists the top-menu entries of unlocked features', () => {
    expect(topMenuLinks(resolved, 'c').map((m) => [m.title, m.link])).toEqual([['Help & Support', '/support']]);
  });
});
