// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUserContext, listClusterAlerts, listClusters } from '@/api/gen/hooks/clusters/clusters';
import { getUserPreferences } from '@/api/gen/hooks/user/user';
import { clearTokenRecord, saveTokenRecord } from '@/api/token-record';
import { startEarlyBootCalls, takeEarlyBootCalls } from './boot-calls';

let urls: string[] = [];

beforeEach(() => {
  urls = [];
  window.GRV_CONFIG = { proxyCluster: 'root' };
  vi.stubGlobal('fetch', async (request: Request) => {
    urls.push(`${request.method} ${new URL(request.url).pathname}`);
    return new Response(JSON.stringify({ message: 'denied' }), { status: 403, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  takeEarlyBootCalls();
  clearTokenRecord();
  vi.unstubAllGlobals();
  delete window.GRV_CONFIG;
});

const signIn = (expiresIn: number, created = Date.now()) =>
  saveTokenRecord({ accessToken: 'tok', expiresIn, created, sessionExpires: '', sessionInactiveTimeout: 0 });

describe('the boot calls the entry sends', () => {
  it('sends nothing without a session, with an expired one, or outside the shell', async () => {
    startEarlyBootCalls('/cluster/root/nodes');
    signIn(600, Date.now() - 700_000);
    startEarlyBootCalls('/cluster/root/nodes');
    signIn(600);
    startEarlyBootCalls('/login');
    startEarlyBootCalls('/cluster/root/console/node/srv/alice');
    startEarlyBootCalls(null);
    await Promise.resolve();
    expect(urls).toEqual([]);
    expect(takeEarlyBootCalls()).toBeNull();
  });

  it('sends the requests of the generated fetchers, once, handed over once', async () => {
    signIn(600);
    startEarlyBootCalls('/cluster/root/nodes');
    startEarlyBootCalls('/cluster/root/nodes');
    const calls = takeEarlyBootCalls();
    expect(calls?.proxyCluster).toBe('root');
    expect(takeEarlyBootCalls()).toBeNull();
    // The failure reaches whoever takes the calls over.
    await expect(calls?.context).rejects.toThrow('denied');
    await Promise.allSettled([calls?.clusters, calls?.preferences, calls?.alerts]);
    const early = [...urls].sort();
    urls = [];
    await Promise.allSettled([getUserContext('root'), listClusters(), getUserPreferences(), listClusterAlerts('root')]);
    expect(early).toEqual([...urls].sort());
    expect(early).toHaveLength(4);
  });

  it("preloads the banners' files when the alerts' answer has some, and only then", async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'boot-preloads';
    data.textContent = JSON.stringify({ banners: ['app/banner-stack-x.js', 'app/Anchor-x.css'] });
    document.head.append(data);
    const links = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')].map((l) => l.getAttribute('href'));
    let alerts: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) =>
      new URL(request.url).pathname.endsWith('/alerts')
        ? new Response(JSON.stringify({ alerts }), { headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify({ message: 'denied' }), { status: 403, headers: { 'Content-Type': 'application/json' } }),
    );
    try {
      signIn(600);
      startEarlyBootCalls('/cluster/root/nodes');
      await takeEarlyBootCalls()?.alerts;
      await Promise.resolve();
      expect(links()).toEqual([]);

      alerts = [
        {
          kind: 'cluster_alert',
          version: 'v1',
          metadata: { name: 'a' },
          spec: { severity: 5, message: 'm', created: '2023-07-20T09:00:00Z' },
        },
      ];
      startEarlyBootCalls('/cluster/root/nodes');
      await takeEarlyBootCalls()?.alerts;
      await vi.waitFor(() =>
        expect(links()).toEqual([`${import.meta.env.BASE_URL}app/banner-stack-x.js`, `${import.meta.env.BASE_URL}app/Anchor-x.css`]),
      );
    } finally {
      data.remove();
      for (const link of document.head.querySelectorAll('link')) link.remove();
    }
  });
});
