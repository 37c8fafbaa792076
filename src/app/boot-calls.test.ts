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
});
