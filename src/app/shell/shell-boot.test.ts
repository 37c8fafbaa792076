// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import type { Access, UserAcl, UserContext } from '@/api/gen/model';
import { getGetUserContextQueryKey, getListClusterAlertsQueryKey, getListClustersQueryKey } from '@/api/gen/hooks/clusters/clusters';
import { ApiError } from '@/api/errors';
import { setStrictContract } from '@/api/contract-check';
import { createQueryClient } from '@/app/query-client';
import { readConfig } from '@/platform/config';
import { registry } from '@/app/router';
import { bootShell, guardFullScreen, startBootCalls } from './shell-boot';
import { ACL_AREAS } from '@/platform/shell-data';

// The boot checks the config when the browser is idle, importing the validators then: loaded
// here first, that late import cannot outlive the test environment (a teardown error otherwise).
beforeAll(async () => {
  await import('@/api/gen/validators');
});

const none: Access = { list: false, read: false, edit: false, create: false, remove: false, use: false };

/** A query client whose user context (the proxy cluster's) allows only the given kinds to be listed. */
function clientFor(...listable: (keyof UserAcl)[]): QueryClient {
  const keys = ACL_AREAS;
  const userAcl = Object.fromEntries(keys.map((k) => [k, { ...none, list: listable.includes(k as keyof UserAcl) }]));
  const queryClient = new QueryClient();
  queryClient.setQueryData(getGetUserContextQueryKey(readConfig().proxyCluster), { userName: 'alice', userAcl } as unknown as UserContext);
  return queryClient;
}

async function outcome(queryClient: QueryClient, pathname: string): Promise<string> {
  try {
    await guardFullScreen(queryClient, registry, pathname);
    return 'allowed';
  } catch (error) {
    if (isRedirect(error)) return `redirect ${error.options.href}`;
    throw error;
  }
}

describe('the guard of the full-screen terminal routes', () => {
  const node = '/cluster/root/console/node/web-1/alice';
  const join = '/cluster/root/console/session/abc';

  it('opens a new session to users who may list servers, as the Console node list does', async () => {
    expect(await outcome(clientFor('nodes'), node)).toBe('allowed');
    expect(await outcome(clientFor('activeSessions'), node)).toBe('redirect /web/');
  });

  it('joins a session for users who may list active sessions, as the Active Sessions page does', async () => {
    expect(await outcome(clientFor('activeSessions'), join)).toBe('allowed');
    expect(await outcome(clientFor('nodes'), join)).toBe('redirect /web/');
  });
});

describe('the boot taking over the calls the entry sent', () => {
  const acl = Object.fromEntries(ACL_AREAS.map((k) => [k, { ...none, list: k === 'nodes' }]));
  const context = { userName: 'alice', userAcl: acl } as unknown as UserContext;
  let urls: string[] = [];

  beforeEach(() => {
    urls = [];
    window.GRV_CONFIG = { proxyCluster: 'root' };
    setStrictContract(false);
    vi.stubGlobal('fetch', async (request: Request) => {
      urls.push(new URL(request.url).pathname);
      return new Response(JSON.stringify({ message: 'denied' }), { status: 403, headers: { 'Content-Type': 'application/json' } });
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    setStrictContract(true);
    delete window.GRV_CONFIG;
  });

  it('uses their answers: nothing is asked again', async () => {
    const queryClient = createQueryClient();
    startBootCalls(queryClient, {
      context: Promise.resolve(context),
      clusters: Promise.resolve([]),
      preferences: Promise.resolve({}),
      alerts: Promise.resolve({ alerts: [] }),
    });
    const { access } = await bootShell(queryClient, registry, '/cluster/root/nodes');
    expect(access.user.userName).toBe('alice');
    expect(queryClient.getQueryData(getListClustersQueryKey())).toEqual([]);
    expect(urls).toEqual([]);
  });

  it('shows their failure once; the boot tried again asks the server', async () => {
    const queryClient = createQueryClient();
    const denied = new ApiError('denied early', new Response(null, { status: 403 }));
    const failed = Promise.reject(denied);
    startBootCalls(queryClient, {
      context: failed,
      clusters: Promise.resolve([]),
      preferences: Promise.resolve({}),
      alerts: Promise.resolve({ alerts: [] }),
    });
    await expect(bootShell(queryClient, registry, '/cluster/root/nodes')).rejects.toBe(denied);
    expect(urls).toEqual([]);
    await expect(bootShell(queryClient, registry, '/cluster/root/nodes')).rejects.toThrow('denied');
    expect(urls).toEqual(['/v1/webapi/sites/root/context']);
  });

  const alert = {
    kind: 'cluster_alert',
    version: 'v1',
    metadata: { name: 'upgrade' },
    spec: { severity: 5, message: 'Upgrade', created: '2023-07-20T09:00:00Z' },
  };
  const first = (alerts: Promise<unknown>) => ({
    context: Promise.resolve(context),
    clusters: Promise.resolve([]),
    preferences: Promise.resolve({}),
    alerts,
  });
  const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

  it("takes over the alerts; when the answer has some, the banners' files are preloaded", async () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'boot-preloads';
    data.textContent = JSON.stringify({ banners: ['app/banner-stack-x.js'] });
    document.head.append(data);
    try {
      const none = createQueryClient();
      startBootCalls(none, first(Promise.resolve({ alerts: [] })));
      await bootShell(none, registry, '/cluster/root/nodes');
      await vi.waitFor(() => expect(none.getQueryData(getListClusterAlertsQueryKey('root'))).toEqual({ alerts: [] }));
      expect(preloads()).toEqual([]);

      const some = createQueryClient();
      startBootCalls(some, first(Promise.resolve({ alerts: [alert] })));
      await bootShell(some, registry, '/cluster/root/nodes');
      await vi.waitFor(() => expect(preloads()).toEqual([`${import.meta.env.BASE_URL}app/banner-stack-x.js`]));
      expect(urls).toEqual([]);
    } finally {
      data.remove();
      for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
    }
  });
});
