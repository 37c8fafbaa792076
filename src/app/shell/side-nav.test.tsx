import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { featureOfRoute, type Feature } from '@/platform/registry/feature';
import { SideNav } from './side-nav';
import { renderInShell, testEnv } from './shell-test-harness';

const Icon = () => null;
const features: Feature[] = [
  {
    id: 'servers',
    category: 'resources',
    route: { path: '/cluster/$clusterId/nodes', title: 'Servers', exact: true },
    navigationItem: { title: 'Servers', icon: Icon, exact: true, getLink: (c) => `/cluster/${c}/nodes` },
    hasAccess: (f) => f.nodes,
  },
  {
    id: 'apps',
    category: 'resources',
    route: { path: '/cluster/$clusterId/apps', title: 'Applications', exact: true },
    navigationItem: { title: 'Applications', icon: Icon, exact: true, getLink: (c) => `/cluster/${c}/apps` },
    hasAccess: (f) => f.applications,
  },
  {
    id: 'users',
    category: 'management',
    section: 'access',
    route: { path: '/users', title: 'Manage Users', exact: true },
    navigationItem: { title: 'Users', icon: Icon, exact: true, getLink: () => '/users' },
    hasAccess: () => true,
  },
  {
    id: 'billing',
    category: 'management',
    section: 'billing',
    navigationItem: { title: 'Billing', icon: Icon, getLink: () => '/billing' },
    hasAccess: () => true,
  },
  {
    id: 'invoices',
    parent: 'billing',
    route: { path: '/billing/invoices', title: 'Invoices', exact: true },
    navigationItem: { title: 'Invoices', icon: Icon, getLink: () => '/billing/invoices' },
    hasAccess: () => true,
  },
  {
    id: 'docs',
    category: 'management',
    section: 'activity',
    navigationItem: { title: 'Docs', icon: Icon, isExternalLink: true, getLink: () => 'https://goteleport.com/docs/' },
    hasAccess: () => true,
  },
];

const env = testEnv({ nodes: true, applications: true });
const key = (el: Element, k: string) => act(() => void fireEvent.keyDown(el, { key: k }));

describe('SideNav', () => {
  it('shows the category of the route with its features, links built from the cluster', async () => {
    renderInShell(<SideNav />, { path: '/cluster/leaf/apps', features, env, state: { clusterId: 'leaf' } });
    expect(((await screen.findByRole('combobox', { name: 'Category' })) as HTMLInputElement).value).toBe('Resources');
    const nav = screen.getByTestId('side-nav-items');
    expect(within(nav).getByRole('link', { name: 'Servers' }).getAttribute('href')).toBe('/web/cluster/leaf/nodes');
    expect(within(nav).getByRole('link', { name: 'Applications' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a locked feature at its own address, marked as locked', async () => {
    const lockable = featureOfRoute('/cluster/$clusterId/sessions', {
      id: 'sessions',
      title: 'Active Sessions',
      category: 'resources',
      navigationItem: { title: 'Active Sessions', icon: Icon, exact: true },
      isLocked: (l) => l.activeSessions,
      lockedNavigationItem: { title: 'Active Sessions', icon: Icon, exact: true },
      hasAccess: () => true,
    });
    const locked = testEnv({ nodes: true }, { activeSessions: true });
    renderInShell(<SideNav />, {
      path: '/cluster/leaf/nodes',
      features: [...features, lockable],
      env: locked,
      state: { clusterId: 'leaf' },
    });
    const nav = await screen.findByTestId('side-nav-items');
    const item = within(nav).getByRole('link', { name: /^Active Sessions ?\(locked\)$/ });
    expect(item.getAttribute('href')).toBe('/web/cluster/leaf/sessions');
    expect(item.getAttribute('data-locked')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Servers' }).getAttribute('data-locked')).toBeNull();
  });

  it('shows Management in sections, with groups and external links', async () => {
    renderInShell(<SideNav />, { path: '/users', features, env });
    expect(((await screen.findByRole('combobox', { name: 'Category' })) as HTMLInputElement).value).toBe('Management');
    expect(screen.getByRole('group', { name: 'Access' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Billing' })).toBeTruthy();
    const docs = screen.getByRole('link', { name: /^Docs/ });
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(docs.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Billing' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Invoices' })).toBeNull();
  });

  it('opens a group with the keyboard, enters it, and leaves it with Escape', async () => {
    renderInShell(<SideNav />, { path: '/users', features, env });
    const group = await screen.findByRole('button', { name: 'Billing' });
    group.focus();
    key(group, 'ArrowRight');
    expect(group.getAttribute('aria-expanded')).toBe('true');
    key(group, 'ArrowDown');
    const child = screen.getByRole('link', { name: 'Invoices' });
    expect(document.activeElement).toBe(child);
    key(child, 'Escape');
    expect(document.activeElement).toBe(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    key(group, 'Escape');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Category' }));
  });

  it('moves with the arrows in order, wrapping around', async () => {
    renderInShell(<SideNav />, { path: '/users', features, env });
    const users = await screen.findByRole('link', { name: 'Users' });
    users.focus();
    key(users, 'ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: /^Docs/ }));
    key(document.activeElement as Element, 'ArrowDown');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Billing' }));
    key(document.activeElement as Element, 'ArrowDown');
    expect(document.activeElement).toBe(users);
    key(users, 'ArrowUp');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Billing' }));
  });

  it('opens the group of the current page', async () => {
    renderInShell(<SideNav />, { path: '/billing/invoices', features, env });
    expect((await screen.findByRole('link', { name: 'Invoices' })).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Billing' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('goes to the first item of a category chosen for the first time, and back to the remembered path', async () => {
    const { router } = renderInShell(<SideNav />, { path: '/cluster/root.example.com/apps?search=x', features, env });
    fireEvent.click(await screen.findByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Management' }));
    await screen.findByRole('link', { name: 'Users' });
    expect(router.state.location.href).toBe('/users');
    // The first click swapped in the real Select (its code loads on first use): click that one.
    fireEvent.click(await screen.findByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Resources' }));
    await screen.findByRole('link', { name: 'Servers' });
    expect(router.state.location.href).toBe('/cluster/root.example.com/apps?search=x');
  });

  it("renders the registry's features in the order of nav-order.ts, each linked typed to its route", async () => {
    const { registry } = await import('@/app/router');
    const { NAV_ORDER } = await import('@/app/registry/nav-order');
    const { accessEnv } = await import('@/platform/registry/flags');
    const { ACL_AREAS } = await import('@/platform/shell-data');
    const yes = { list: true, read: true, edit: true, create: true, remove: true, use: true };
    const acl = {
      ...Object.fromEntries(ACL_AREAS.map((k) => [k, yes])),
      clipboard: true,
      desktopSessionRecording: true,
      directorySharing: true,
    };
    const all = accessEnv(acl as never, { assistEnabled: true, isDashboard: false, isUsageBasedBilling: false });
    const expected = (category: string) =>
      NAV_ORDER.map((id) => registry.find((f) => f.id === id)).flatMap((f) =>
        f?.category === category && f.navigationItem && !f.parent ? [f.navigationItem.title] : [],
      );
    for (const [path, category] of [
      ['/cluster/leaf/nodes', 'resources'],
      ['/users', 'management'],
    ] as const) {
      const { unmount } = renderInShell(<SideNav />, { path, features: registry, env: all, state: { clusterId: 'leaf' } });
      const nav = await screen.findByTestId('side-nav-items');
      const links = within(nav).getAllByRole('link');
      expect(expected(category).length).toBeGreaterThan(1);
      expect(links.map((l) => l.textContent)).toEqual(expected(category));
      unmount();
    }
    renderInShell(<SideNav />, { path: '/cluster/a%2Fb/nodes', features: registry, env: all, state: { clusterId: 'a/b' } });
    const servers = within(await screen.findByTestId('side-nav-items')).getByRole('link', { name: 'Servers' });
    expect(servers.getAttribute('href')).toBe('/web/cluster/a%2Fb/nodes');
    expect(servers.getAttribute('aria-current')).toBe('page');
  });

  it('says so when a category has nothing for the user', async () => {
    renderInShell(<SideNav />, { path: '/users', features, env: testEnv() });
    const category = await screen.findByRole('combobox', { name: 'Category' });
    fireEvent.click(category);
    fireEvent.click(await screen.findByRole('option', { name: 'Resources' }));
    expect(await screen.findByText('Nothing in Resources is available to you yet.')).toBeTruthy();
  });
});
