import { describe, expect, it } from 'vitest';
import { appPath, isShellPath, pageGroup } from './boot-paths';

describe('boot paths: what a URL opens, before the router', () => {
  it('strips the base path, and knows nothing outside it', () => {
    expect(appPath('/web/cluster/a/nodes', '/web')).toBe('/cluster/a/nodes');
    expect(appPath('/web', '/web')).toBe('/');
    expect(appPath('/web/', '/web')).toBe('/');
    expect(appPath('/webby/x', '/web')).toBeNull();
    expect(appPath('/other', '/web')).toBeNull();
  });

  it('tells shell pages from sign-in, invite/reset, messages and the full-screen pages', () => {
    for (const p of ['/', '/cluster/a/nodes', '/cluster/a', '/users', '/cluster/a/console/nodes', '/cluster/a/desktops', '/unknown'])
      expect(isShellPath(p), p).toBe(true);
    for (const p of [
      '/login',
      '/login/',
      '/msg/error/login',
      '/reset/tok',
      '/invite/tok/continue',
      '/headless/req',
      '/launch/app.example.com',
      '/cluster/a/session/s1',
      '/cluster/a/desktops/win/alice',
      '/cluster/a/console/node/srv/alice',
      '/cluster/a/console/session/s1',
    ])
      expect(isShellPath(p), p).toBe(false);
  });

  it('names the resource list to preload; the root and a cluster index open Servers', () => {
    expect(pageGroup('/cluster/a/nodes')).toBe('servers');
    expect(pageGroup('/cluster/a/apps/')).toBe('applications');
    expect(pageGroup('/cluster/a/databases')).toBe('databases');
    expect(pageGroup('/cluster/a/kubernetes')).toBe('kubernetes');
    expect(pageGroup('/cluster/a/desktops')).toBe('desktops');
    expect(pageGroup('/')).toBe('servers');
    expect(pageGroup('/cluster/a')).toBe('servers');
    expect(pageGroup('/users')).toBeNull();
    expect(pageGroup('/cluster/a/constructor')).toBeNull();
    expect(pageGroup('/cluster/a/audit')).toBeNull();
  });
});
