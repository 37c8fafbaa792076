// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import type { Access, UserAcl, UserContext } from '../../api/gen/model';
import { getGetUserContextQueryKey } from '../../api/gen/hooks/clusters/clusters';
import { readConfig } from '../../platform/config';
import { registry } from '../router';
import { guardFullScreen } from './shell-boot';
import { ACL_AREAS } from '../../platform/shell-data';

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
