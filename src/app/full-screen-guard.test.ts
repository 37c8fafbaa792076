// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import type { UserContext } from '@/api/gen/model';
import { getGetUserContextQueryKey } from '@/api/gen/hooks/clusters/clusters';
import { readConfig } from '@/platform/config';
import { ACL_AREAS } from '@/platform/shell-data';
import { registry } from './router';
import { guardFullScreenRoute } from './full-screen-guard';

function clientListing(kind: string): QueryClient {
  const userAcl = Object.fromEntries(
    ACL_AREAS.map((k) => [k, { list: k === kind, read: false, edit: false, create: false, remove: false, use: false }]),
  );
  const queryClient = new QueryClient();
  queryClient.setQueryData(getGetUserContextQueryKey(readConfig().proxyCluster), { userName: 'alice', userAcl } as unknown as UserContext);
  return queryClient;
}

const at = (pathname: string, queryClient: QueryClient) => ({ context: { queryClient, registry }, location: { pathname } });

describe('the guard of the full-screen routes', () => {
  const outcome = (pathname: string, queryClient: QueryClient) =>
    guardFullScreenRoute(at(pathname, queryClient)).then(
      () => 'allowed',
      (error: unknown) => (isRedirect(error) ? `redirect ${error.options.href}` : `threw ${String(error)}`),
    );

  it('lets in a user whose access opens the page, and sends the others to the root', async () => {
    expect(await outcome('/cluster/root/session/abc', clientListing('recordedSessions'))).toBe('allowed');
    expect(await outcome('/cluster/root/desktops/win-1/alice', clientListing('desktops'))).toBe('allowed');
    expect(await outcome('/cluster/root/console/node/web-1/alice', clientListing('activeSessions'))).toBe('redirect /web/');
    expect(await outcome('/cluster/root/desktops/win-1/alice', clientListing('nodes'))).toBe('redirect /web/');
  });
});
