import { describe, expect, it } from 'vitest';
import { featureOfRoute, type Feature } from '@/platform/registry/feature';
import { resolveFeatures } from '@/platform/registry/resolve';
import { clusterCommands, filterCommands, pageCommands } from './commands';
import { filterClusters } from './cluster-selector';
import { testEnv } from './shell-test-harness';

const Icon = () => null;
const features: Feature[] = [
  {
    id: 'servers',
    category: 'resources',
    route: { path: '/cluster/$clusterId/nodes', title: 'Servers', exact: true },
    navigationItem: { title: 'Servers', icon: Icon, getLink: (c) => `/cluster/${c}/nodes` },
    hasAccess: (f) => f.nodes,
  },
  {
    id: 'group',
    category: 'management',
    navigationItem: { title: 'Billing', icon: Icon, getLink: () => '/billing' },
    hasAccess: () => true,
  },
  {
    id: 'child',
    parent: 'group',
    route: { path: '/billing/invoices', title: 'Invoices' },
    navigationItem: { title: 'Invoices', icon: Icon, getLink: () => '/billing/invoices' },
    hasAccess: () => true,
  },
  {
    id: 'docs',
    category: 'management',
    navigationItem: { title: 'Docs', icon: Icon, isExternalLink: true, getLink: () => 'https://goteleport.com/docs/' },
    hasAccess: () => true,
  },
  {
    id: 'account',
    route: { path: '/account', title: 'Account Settings' },
    topMenuItem: { title: 'Account Settings', icon: Icon, getLink: () => '/account' },
    hasAccess: () => true,
  },
  { id: 'overview', route: { path: '/cluster/$clusterId', title: 'Cluster Overview', exact: true }, hasAccess: () => true },
  { id: 'session', route: { path: '/cluster/$clusterId/session/$sid', title: 'Player', exact: true }, hasAccess: () => true },
];

describe('command palette entries', () => {
  it('lists every page the user may open, with links for the current cluster', () => {
    const commands = pageCommands(resolveFeatures(features, testEnv({ nodes: true })), 'leaf');
    expect(commands.map((c) => [c.title, c.run])).toEqual([
      ['Servers', { kind: 'link', to: '/cluster/leaf/nodes' }],
      ['Invoices', { kind: 'link', to: '/billing/invoices' }],
      ['Docs', { kind: 'external', href: 'https://goteleport.com/docs/' }],
      ['Account Settings', { kind: 'link', to: '/account' }],
      ['Cluster Overview', { kind: 'route', link: { to: '/cluster/$clusterId', params: { clusterId: 'leaf' } }, path: '/cluster/leaf' }],
    ]);
  });

  it("links a route file's feature typed: its route and the cluster as parameters", () => {
    const roles = featureOfRoute('/cluster/$clusterId/roles', {
      id: 'roles',
      title: 'Roles',
      category: 'management',
      navigationItem: { title: 'Roles', icon: Icon },
      hasAccess: () => true,
    });
    expect(pageCommands(resolveFeatures([roles], testEnv()), 'a/b').map((c) => c.run)).toEqual([
      { kind: 'route', link: { to: '/cluster/$clusterId/roles', params: { clusterId: 'a/b' } }, path: '/cluster/a%2Fb/roles' },
    ]);
  });

  it('leaves out what the user may not open', () => {
    expect(pageCommands(resolveFeatures(features, testEnv()), 'c').map((c) => c.title)).not.toContain('Servers');
  });

  it('lists the clusters, marking the current one', () => {
    expect(clusterCommands(['root', 'a b'], 'root')).toEqual([
      {
        id: 'cluster:root',
        group: 'Clusters',
        title: 'root',
        detail: 'current cluster',
        run: { kind: 'route', link: { to: '/cluster/$clusterId', params: { clusterId: 'root' } }, path: '/cluster/root' },
      },
      {
        id: 'cluster:a b',
        group: 'Clusters',
        title: 'a b',
        detail: 'cluster',
        run: { kind: 'route', link: { to: '/cluster/$clusterId', params: { clusterId: 'a b' } }, path: '/cluster/a%20b' },
      },
    ]);
  });

  it('filters on every word, case-insensitively', () => {
    const commands = [
      ...pageCommands(resolveFeatures(features, testEnv({ nodes: true })), 'c'),
      ...clusterCommands(['leaf-east', 'leaf-lab'], 'x'),
    ];
    expect(filterCommands(commands, 'SERV').map((c) => c.title)).toEqual(['Servers']);
    expect(filterCommands(commands, 'leaf lab').map((c) => c.title)).toEqual(['leaf-lab']);
    expect(filterCommands(commands, '   ')).toHaveLength(commands.length);
    expect(filterCommands(commands, 'nothing')).toEqual([]);
  });
});

describe('filterClusters', () => {
  it('keeps ids containing the text, case-insensitively', () => {
    expect(filterClusters(['Root.Example.com', 'leaf-east', 'leaf-lab'], 'EAST')).toEqual(['leaf-east']);
    expect(filterClusters(['Root.Example.com', 'leaf-east'], 'example')).toEqual(['Root.Example.com']);
    expect(filterClusters(['a', 'b'], '')).toEqual(['a', 'b']);
    expect(filterClusters(['a', 'b'], 'zzz')).toEqual([]);
  });
});
