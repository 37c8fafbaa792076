import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appPath, entryScreen, isShellPath, needsSession, pageGroup, signInUrl } from './boot-paths';

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

describe('signed out: which pages the entry sends to sign in before loading the app', () => {
  it('knows the public pages: sign-in, its messages, invite and reset', () => {
    for (const p of ['/login', '/login/', '/msg/error/login', '/msg/info/login_success', '/invite/tok', '/reset/tok/continue'])
      expect(needsSession(p), p).toBe(false);
    for (const p of ['/', '/cluster/a/nodes', '/users', '/headless/req', '/launch/app', '/cluster/a/session/s1', '/logins', '/unknown'])
      expect(needsSession(p), p).toBe(true);
  });

  it('agrees with the route files: every route outside _authed is public, the ones under it are not', () => {
    const routes = fileURLToPath(new URL('./routes', import.meta.url));
    const top = readdirSync(routes).filter((f) => f !== '__root.tsx' && f !== '_authed');
    expect(top.length).toBeGreaterThan(0);
    for (const name of top) expect(needsSession(`/${name.replace(/\.tsx$/, '')}`), name).toBe(false);
    const authed = readdirSync(`${routes}/_authed`).concat(readdirSync(`${routes}/_authed/_shell`));
    for (const name of authed.filter((f) => !f.startsWith('_') && f !== 'route.tsx'))
      expect(needsSession(`/${name.replace(/\.tsx$/, '')}`), name).toBe(true);
  });

  it("sends the user to sign in with the page asked for, as the router's redirect does", () => {
    expect(signInUrl('/web', '/cluster/a/nodes', '?q=x%20y', '#top')).toBe(
      `/web/login?redirect_uri=${encodeURIComponent('/web/cluster/a/nodes?q=x%20y#top')}`,
    );
    expect(new URL(signInUrl('/web', '/', '', ''), 'http://h').searchParams.get('redirect_uri')).toBe('/web/');
  });

  it('shows the sign-in page for /login, and for a page that needs a session without one', () => {
    expect(entryScreen('/login', false)).toBe('sign-in');
    expect(entryScreen('/login/', true)).toBe('sign-in');
    expect(entryScreen('/cluster/a/nodes', false)).toBe('signed-out');
    expect(entryScreen('/', false)).toBe('signed-out');
    expect(entryScreen('/cluster/a/nodes', true)).toBe('app');
    expect(entryScreen('/invite/tok', false)).toBe('app');
    expect(entryScreen('/msg/error/login', false)).toBe('app');
    expect(entryScreen(null, false)).toBe('app');
  });
});
